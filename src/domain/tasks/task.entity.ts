/**
 * A task as `GET /api/task` and `GET /api/task/list` answer it (docs/api-tasks.md). The specification does not
 * show task fields (platform spec §3); the names follow the task report filter of the reports spec §3
 * (completion, star, project, assignees) so a report reads the same words (docs/tasks.md).
 */
export interface TaskAssignee {
  UserId: number;
  FirstName: string;
  LastName: string;
}

export interface Task {
  TaskId: number;
  Title: string;
  Description: string;
  /** The project the task belongs to; null for a task without a project. */
  ProjectId: number | null;
  ProjectName: string | null;
  CategoryId: number | null;
  CategoryName: string | null;
  /** Never holds the "empty assignee" (EMPTY_ASSIGNEE): no assignee is an empty list. */
  Assignees: TaskAssignee[];
  /** ISO date (YYYY-MM-DD) or null. */
  DueDate: string | null;
  IsCompleted: boolean;
  CompletedOn: string | null;
  /** Starred by the caller: a star is per user. */
  IsStarred: boolean;
  CreatedOn: string;
  CreatorName: string;
  /** The access verbs (platform spec §6) the caller holds on this task: Read 1, Update 4, Delete 8. */
  Access: number;
}

/** What the task dialog sends to create (no `TaskId`) or update a task. */
export interface TaskChanges {
  TaskId?: number;
  Title: string;
  Description: string;
  ProjectId: number | null;
  CategoryId: number | null;
  AssigneeIds: number[];
  DueDate: string | null;
  IsCompleted: boolean;
}

/** One page of the task list. */
export interface TaskPage {
  Tasks: Task[];
  /** Tasks matching the criteria, over every page. */
  Total: number;
  Page: number;
  PageSize: number;
}

/** A workspace user who may be given a task (`GET /api/task/assignees`). */
export interface AssignableUser {
  UserId: number;
  Email: string;
  FirstName: string;
  LastName: string;
}

export function personName(person: { FirstName: string; LastName: string }): string {
  return `${person.FirstName} ${person.LastName}`.trim();
}

/** Limits of a task's texts (ours, except the title: names at most 254, reports spec §9). */
export const TASK_TITLE_MAX = 254;
export const TASK_DESCRIPTION_MAX = 2000;
/** Assignees of one task: far more than a team (ours). */
export const TASK_ASSIGNEES_MAX = 100;
