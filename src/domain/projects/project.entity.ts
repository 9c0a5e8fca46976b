/**
 * A project (platform spec: its fields are not shown). Besides what the forms pages need, a project carries what
 * the report filters read (reports spec §3, §9; issue 14): a status, tags, a workflow with its current status, a
 * start date and a delivery end date (docs/tasks.md).
 */

/** Project status (reports spec §9): 0 Active, 100 Closed. */
export const ProjectStatus = { Active: 0, Closed: 100 } as const;
export type ProjectStatusId = (typeof ProjectStatus)[keyof typeof ProjectStatus];

export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatusId, string>> = {
  0: 'Active',
  100: 'Closed',
};

/** A tag as a project shows it. */
export interface ProjectTagRef {
  TagId: number;
  Name: string;
  Color: string;
}

/** What a project's plan holds: read with every project, changed with `project/update`. */
export interface ProjectPlan {
  Status: ProjectStatusId;
  Tags: ProjectTagRef[];
  WorkflowId: number | null;
  WorkflowName: string | null;
  /** The project's current status in its workflow. */
  WorkflowStatusId: number | null;
  WorkflowStatusName: string | null;
  /** ISO dates (YYYY-MM-DD) or null. */
  StartDate: string | null;
  DeliveryEndDate: string | null;
}

export interface ProjectSummary extends ProjectPlan {
  ProjectId: number;
  Name: string;
  Description: string;
  CreatedOn: string;
  InstanceCount: number;
}

export interface ProjectInstance {
  InstanceId: number;
  Name: string;
  FormId: number;
  GroupId: number | null;
  UpdatedOn: string;
}

export interface ProjectDetails extends ProjectPlan {
  ProjectId: number;
  Name: string;
  Description: string;
  CreatedOn: string;
  Instances: ProjectInstance[];
}

/** What the project details page sends to change a project (`POST /api/project/update`). */
export interface ProjectChanges {
  ProjectId: number;
  Name: string;
  Description: string;
  Status: ProjectStatusId;
  TagIds: number[];
  WorkflowId: number | null;
  WorkflowStatusId: number | null;
  StartDate: string | null;
  DeliveryEndDate: string | null;
}

/** A project without a plan yet (a new project): active, no tags, no workflow, no dates. */
export const EMPTY_PLAN: ProjectPlan = Object.freeze({
  Status: ProjectStatus.Active,
  Tags: [],
  WorkflowId: null,
  WorkflowName: null,
  WorkflowStatusId: null,
  WorkflowStatusName: null,
  StartDate: null,
  DeliveryEndDate: null,
});

/** Tags of one project: far more than anyone sets (ours). */
export const PROJECT_TAGS_MAX = 50;
