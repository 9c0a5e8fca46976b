import type { TaskCriteria } from '../domain/tasks/task-filter';
import type { AssignableUser, Task, TaskChanges, TaskPage } from '../domain/tasks/task.entity';
import type { HttpResult } from './http-client.port';

/** What the task list asks for: the report filter's criteria (without dates), a page. */
export interface TaskQuery {
  criteria: Omit<TaskCriteria, 'Dates' | 'ProjectIds' | 'TaskWithNoAssignee'>;
  page: number;
  pageSize: number;
}

/** Tasks (docs/api-tasks.md). */
export interface TaskGateway {
  list(query: TaskQuery, signal?: AbortSignal): Promise<HttpResult<TaskPage>>;
  get(taskId: number, signal?: AbortSignal): Promise<HttpResult<Task>>;
  create(changes: TaskChanges): Promise<HttpResult<Task>>;
  update(changes: TaskChanges & { TaskId: number }): Promise<HttpResult<Task>>;
  complete(taskId: number, completed: boolean): Promise<HttpResult<Task>>;
  star(taskId: number, starred: boolean): Promise<HttpResult<Task>>;
  remove(taskId: number): Promise<HttpResult<unknown>>;
  /** Workspace users of the scope the user works in, who may be given a task. */
  assignees(signal?: AbortSignal): Promise<HttpResult<AssignableUser[]>>;
}
export const TaskGateway = Symbol('TaskGateway');
