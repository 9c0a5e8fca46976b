import type { TaskCategory } from '../domain/setup/setup.entity';
import type { HttpResult } from './http-client.port';

/** Task categories (docs/api-tasks.md). */
export interface TaskCategoryGateway {
  list(signal?: AbortSignal): Promise<HttpResult<TaskCategory[]>>;
  get(categoryId: number, signal?: AbortSignal): Promise<HttpResult<TaskCategory>>;
  create(name: string): Promise<HttpResult<TaskCategory>>;
  rename(categoryId: number, name: string): Promise<HttpResult<TaskCategory>>;
  /** Deletes the category; its tasks go to `moveTo` (another category) or to none (null). */
  remove(categoryId: number, moveTo: number | null): Promise<HttpResult<unknown>>;
}
export const TaskCategoryGateway = Symbol('TaskCategoryGateway');
