/**
 * Which projects a list or a task report selects: the project criteria of the reports spec (§3 ProjectTags,
 * ProjectWorkflows, the four project date fields; §9 status filter), one pure rule for the project list, the
 * mock server and the reports to come (docs/tasks.md, "For the reports work").
 */
import { spanInRange, type DateCriteria } from './date-criteria';
import { ProjectStatus, type ProjectStatusId } from './project.entity';

/** Project status filter (reports spec §9): 0 Active, 100 Closed, -1 Active and Closed. */
export const ProjectStatusFilter = { Active: 0, Closed: 100, ActiveAndClosed: -1 } as const;
export type ProjectStatusFilterId = (typeof ProjectStatusFilter)[keyof typeof ProjectStatusFilter];

export const PROJECT_STATUS_FILTER_LABELS: ReadonlyArray<{ value: ProjectStatusFilterId; label: string }> = [
  { value: ProjectStatusFilter.Active, label: 'Active' },
  { value: ProjectStatusFilter.Closed, label: 'Closed' },
  { value: ProjectStatusFilter.ActiveAndClosed, label: 'Active and Closed' },
];

/**
 * The project list's status filter in its link (`/project/list?status=100`): read on open, written on change; the
 * default (Active) leaves the link bare, and a value that is not a filter reads as the default.
 */
export function readProjectStatusLink(
  query: Readonly<Record<string, string | undefined>>,
): ProjectStatusFilterId {
  return (
    Object.values(ProjectStatusFilter).find((value) => String(value) === query.status) ??
    ProjectStatusFilter.Active
  );
}

/** The project list showing the projects with this status filter. */
export function projectListPath(status: ProjectStatusFilterId): string {
  return status === ProjectStatusFilter.Active ? '/project/list' : `/project/list?status=${status}`;
}

/** The list filter that shows the projects having this status (a project is either active or closed). */
export function statusFilterOf(status: ProjectStatusId): ProjectStatusFilterId {
  return status === ProjectStatus.Closed ? ProjectStatusFilter.Closed : ProjectStatusFilter.Active;
}

/** A workflow criterion (ReportFilterWorkflows): the workflow, and one of its statuses or any (null or 0). */
export interface WorkflowCriterion {
  WorkflowId: number;
  WorkflowStatusId?: number | null;
}

export interface ProjectCriteria {
  Status: ProjectStatusFilterId;
  /** Projects carrying any of these tags (ReportFilterTags); empty: any. */
  TagIds?: readonly number[];
  /** Projects in any of these workflows, at the status given (ReportFilterWorkflows); empty: any. */
  Workflows?: readonly WorkflowCriterion[];
  /** On the span from StartDate to DeliveryEndDate; absent: all dates. */
  Dates?: DateCriteria;
}

export interface ProjectFacts {
  Status: ProjectStatusId;
  TagIds: readonly number[];
  WorkflowId: number | null;
  WorkflowStatusId: number | null;
  StartDate: string | null;
  DeliveryEndDate: string | null;
}

function statusMatches(status: ProjectStatusId, filter: ProjectStatusFilterId): boolean {
  if (filter === ProjectStatusFilter.ActiveAndClosed) return true;
  return filter === ProjectStatusFilter.Closed
    ? status === ProjectStatus.Closed
    : status !== ProjectStatus.Closed;
}

function workflowMatches(project: ProjectFacts, workflows: readonly WorkflowCriterion[]): boolean {
  if (workflows.length === 0) return true;
  return workflows.some(
    (w) =>
      w.WorkflowId === project.WorkflowId &&
      (!w.WorkflowStatusId || w.WorkflowStatusId === project.WorkflowStatusId),
  );
}

export function projectMatches(
  project: ProjectFacts,
  criteria: ProjectCriteria,
  deliveryDate?: string,
): boolean {
  const tags = criteria.TagIds ?? [];
  return (
    statusMatches(project.Status, criteria.Status) &&
    (tags.length === 0 || project.TagIds.some((id) => tags.includes(id))) &&
    workflowMatches(project, criteria.Workflows ?? []) &&
    (criteria.Dates === undefined ||
      spanInRange(project.StartDate, project.DeliveryEndDate, criteria.Dates, deliveryDate))
  );
}

/** The facts of a project as the API answers it. */
export function projectFacts(project: {
  Status: ProjectStatusId;
  Tags: readonly { TagId: number }[];
  WorkflowId: number | null;
  WorkflowStatusId: number | null;
  StartDate: string | null;
  DeliveryEndDate: string | null;
}): ProjectFacts {
  return { ...project, TagIds: project.Tags.map((t) => t.TagId) };
}
