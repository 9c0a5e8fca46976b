/** The task list's filters and page in its link (issue 32): read on open, written on change; unknown values are ignored. */
import {
  TaskStarredFilterType,
  TaskStatusFilterType,
  type TaskStarredFilter,
  type TaskStatusFilter,
} from './task-filter';

export interface TaskListLink {
  status?: TaskStatusFilter;
  starred?: TaskStarredFilter;
  /** 'with', 'without' or a project id as text. */
  project?: string;
  assignee?: 'mine' | 'nobody';
  search?: string;
  /** Zero-based, as the server pages; the link shows it one-based. */
  page?: number;
}

const one = <T extends number>(text: string | undefined, allowed: Record<string, T>): T | undefined =>
  Object.values(allowed).find((v) => String(v) === text);

/** The parameters the list owns; any other (`task`) is left alone. */
export const TASK_LIST_LINK_KEYS = ['status', 'star', 'project', 'assignee', 'q', 'page'] as const;

export function readTaskListLink(query: Readonly<Record<string, string | undefined>>): TaskListLink {
  const link: TaskListLink = {};
  const status = one(query.status, TaskStatusFilterType);
  if (status !== undefined) link.status = status;
  const starred = one(query.star, TaskStarredFilterType);
  if (starred !== undefined) link.starred = starred;
  const project = query.project;
  if (project === 'with' || project === 'without' || (project && /^[1-9]\d{0,9}$/.test(project)))
    link.project = project;
  if (query.assignee === 'mine' || query.assignee === 'nobody') link.assignee = query.assignee;
  const search = query.q?.trim();
  if (search) link.search = search.slice(0, 254);
  if (query.page && /^[1-9]\d{0,5}$/.test(query.page)) link.page = Number(query.page) - 1;
  return link;
}

/** The parameters of a list away from its defaults (the defaults leave the link bare). */
export function writeTaskListLink(
  link: TaskListLink,
  defaults: { status: TaskStatusFilter },
): Record<string, string> {
  const out: Record<string, string> = {};
  if (link.status !== undefined && link.status !== defaults.status) out.status = String(link.status);
  if (link.starred !== undefined && link.starred !== TaskStarredFilterType.Both)
    out.star = String(link.starred);
  if (link.project) out.project = link.project;
  if (link.assignee) out.assignee = link.assignee;
  if (link.search?.trim()) out.q = link.search.trim();
  if (link.page) out.page = String(link.page + 1);
  return out;
}
