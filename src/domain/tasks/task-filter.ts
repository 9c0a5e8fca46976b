/**
 * Which tasks a list or a report shows: the task report filter of the reports spec (§3 fields, §9 constants),
 * as one pure rule used by the task list (SPA quick filters, mock server `GET /api/task/list`) and by the task
 * reports to come. docs/tasks.md, "For the reports work", shows how to call it.
 */
import { dateInRange, type DateCriteria } from '../projects/date-criteria';

/** Task status filter (reports spec §9): 1 All, 2 Completed, 3 Not Completed. */
export const TaskStatusFilterType = { All: 1, Completed: 2, NotCompleted: 3 } as const;
/** Starred filter (reports spec §9): 1 both, 2 Starred, 3 Not Starred. */
export const TaskStarredFilterType = { Both: 1, Starred: 2, NotStarred: 3 } as const;
/** Task projects filter (reports spec §9): 1 with and without projects, 2 with, 3 without. */
export const TaskProjectsFilterType = { WithAndWithout: 1, With: 2, Without: 3 } as const;

export type TaskStatusFilter = (typeof TaskStatusFilterType)[keyof typeof TaskStatusFilterType];
export type TaskStarredFilter = (typeof TaskStarredFilterType)[keyof typeof TaskStarredFilterType];
export type TaskProjectsFilter = (typeof TaskProjectsFilterType)[keyof typeof TaskProjectsFilterType];

/** What people read for these constants (ours), in the task list's quick filters and the report filter dialog alike. */
export const TASK_STATUS_LABELS: ReadonlyArray<readonly [TaskStatusFilter, string]> = [
  [TaskStatusFilterType.All, 'All'],
  [TaskStatusFilterType.Completed, 'Completed'],
  [TaskStatusFilterType.NotCompleted, 'Not Completed'],
];
export const TASK_STARRED_LABELS: ReadonlyArray<readonly [TaskStarredFilter, string]> = [
  [TaskStarredFilterType.Both, 'Starred and not starred'],
  [TaskStarredFilterType.Starred, 'Starred'],
  [TaskStarredFilterType.NotStarred, 'Not Starred'],
];
export const TASK_PROJECTS_LABELS: ReadonlyArray<readonly [TaskProjectsFilter, string]> = [
  [TaskProjectsFilterType.WithAndWithout, 'With and without a project'],
  [TaskProjectsFilterType.With, 'With a project'],
  [TaskProjectsFilterType.Without, 'Without a project'],
];

/**
 * The "empty assignee" (reports spec §3: an all-zero identifier). User ids are integers from 1, so it is 0. A
 * filter that lists it asks for tasks without an assignee; a task never holds it (no assignee is an empty list).
 */
export const EMPTY_ASSIGNEE = 0;

export interface TaskCriteria {
  TaskStatusFilterType: TaskStatusFilter;
  TaskStarredFilterType: TaskStarredFilter;
  TaskProjectsFilterType: TaskProjectsFilter;
  /** Tasks assigned to any of these users; EMPTY_ASSIGNEE adds tasks without an assignee. Empty: anyone's. */
  TaskAssignees: readonly number[];
  /** Adds tasks without an assignee (the report's TaskWithNoAssignee), as EMPTY_ASSIGNEE in TaskAssignees does. */
  TaskWithNoAssignee?: boolean;
  /** Tasks of one project (the project details page, a task list opened from a project). */
  ProjectId?: number | null;
  /** Tasks whose project is one of these (what a report's project criteria selected); tasks without a project are kept. */
  ProjectIds?: readonly number[] | null;
  /** Words of the title, case-insensitive. */
  Search?: string;
  /** The task date criteria (TasksAllDates, …) on the due date; absent: all dates. */
  Dates?: DateCriteria;
}

/** What a rule needs to know of a task, for one viewer (the star is theirs). */
export interface TaskFacts {
  Title: string;
  ProjectId: number | null;
  AssigneeIds: readonly number[];
  IsCompleted: boolean;
  /** Starred by the viewer. */
  IsStarred: boolean;
  DueDate: string | null;
}

export const EVERY_TASK: TaskCriteria = Object.freeze({
  TaskStatusFilterType: TaskStatusFilterType.All,
  TaskStarredFilterType: TaskStarredFilterType.Both,
  TaskProjectsFilterType: TaskProjectsFilterType.WithAndWithout,
  TaskAssignees: [],
});

function statusMatches(task: TaskFacts, type: TaskStatusFilter): boolean {
  if (type === TaskStatusFilterType.Completed) return task.IsCompleted;
  if (type === TaskStatusFilterType.NotCompleted) return !task.IsCompleted;
  return true;
}

function starMatches(task: TaskFacts, type: TaskStarredFilter): boolean {
  if (type === TaskStarredFilterType.Starred) return task.IsStarred;
  if (type === TaskStarredFilterType.NotStarred) return !task.IsStarred;
  return true;
}

function projectMatches(task: TaskFacts, criteria: TaskCriteria): boolean {
  const type = criteria.TaskProjectsFilterType;
  if (type === TaskProjectsFilterType.With && task.ProjectId === null) return false;
  if (type === TaskProjectsFilterType.Without && task.ProjectId !== null) return false;
  if (criteria.ProjectId != null && task.ProjectId !== criteria.ProjectId) return false;
  if (criteria.ProjectIds && task.ProjectId !== null && !criteria.ProjectIds.includes(task.ProjectId))
    return false;
  return true;
}

function assigneeMatches(task: TaskFacts, criteria: TaskCriteria): boolean {
  const wanted = criteria.TaskAssignees;
  const noAssignee = criteria.TaskWithNoAssignee === true || wanted.includes(EMPTY_ASSIGNEE);
  const people = wanted.filter((id) => id !== EMPTY_ASSIGNEE);
  if (people.length === 0 && !noAssignee) return true;
  if (task.AssigneeIds.length === 0) return noAssignee;
  return task.AssigneeIds.some((id) => people.includes(id));
}

/** Lower-cased words of a search text. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

function titleMatches(task: Pick<TaskFacts, 'Title'>, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const title = task.Title.toLocaleLowerCase();
  return words.every((word) => title.includes(word));
}

/**
 * The criteria as a test of one task, prepared once for a whole list (the search words are split once).
 * `deliveryDate` serves UseDeliveryEndDate.
 */
export function taskFilter(criteria: TaskCriteria, deliveryDate?: string): (task: TaskFacts) => boolean {
  const words = searchWords(criteria.Search);
  return (task) =>
    statusMatches(task, criteria.TaskStatusFilterType) &&
    starMatches(task, criteria.TaskStarredFilterType) &&
    projectMatches(task, criteria) &&
    assigneeMatches(task, criteria) &&
    titleMatches(task, words) &&
    (criteria.Dates === undefined || dateInRange(task.DueDate, criteria.Dates, deliveryDate));
}

/** Whether a task the viewer may see is selected by the criteria. `deliveryDate` serves UseDeliveryEndDate. */
export function taskMatches(task: TaskFacts, criteria: TaskCriteria, deliveryDate?: string): boolean {
  return taskFilter(criteria, deliveryDate)(task);
}

export type TaskOrderFacts = Pick<TaskFacts, 'IsCompleted' | 'DueDate'> & { TaskId: number };

/**
 * The list's order (ours): open tasks first; then by due date, earliest first, tasks without one last; then
 * the newest first (by id).
 */
export function compareTasks(a: TaskOrderFacts, b: TaskOrderFacts): number {
  if (a.IsCompleted !== b.IsCompleted) return a.IsCompleted ? 1 : -1;
  if (a.DueDate !== b.DueDate) {
    if (a.DueDate === null) return 1;
    if (b.DueDate === null) return -1;
    return a.DueDate < b.DueDate ? -1 : 1;
  }
  return b.TaskId - a.TaskId;
}

/**
 * One page of the tasks that pass `test`, in the list's order: the facts of each task are read once (a list of tens
 * of thousands is sorted without building objects per comparison).
 */
export function selectTasks<T extends { TaskId: number }>(
  items: readonly T[],
  facts: (item: T) => TaskFacts,
  test: (task: TaskFacts) => boolean,
  page: number,
  size: number,
) {
  const selected: Array<{ item: T; order: TaskOrderFacts }> = [];
  for (const item of items) {
    const f = facts(item);
    if (test(f))
      selected.push({ item, order: { IsCompleted: f.IsCompleted, DueDate: f.DueDate, TaskId: item.TaskId } });
  }
  selected.sort((a, b) => compareTasks(a.order, b.order));
  const shown = pageOf(selected, page, size);
  return { items: shown.items.map((s) => s.item), page: shown.page, total: selected.length };
}

/** Task list page size (ours): a page of 50 rows stays quick to render and read. */
export const TASK_PAGE_SIZE = 50;
export const TASK_PAGE_SIZE_MAX = 200;

/** Page `page` (from 0) of `items`; a page past the end is the last page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number } {
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const current = Math.min(Math.max(0, page), last);
  return { items: items.slice(current * size, current * size + size), page: current };
}

/**
 * A filter type as a saved filter carries it (reports spec §9: "Filter status and type values are strings"):
 * "2" or 2; anything else is null.
 */
export function filterTypeOf<T extends number>(value: unknown, allowed: readonly T[]): T | null {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && (allowed as readonly number[]).includes(number) ? (number as T) : null;
}
