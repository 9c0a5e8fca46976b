import { inject, injectable } from 'inversify';
import type { Task, TaskPage } from '../../domain/tasks/task.entity';
import { TaskGateway, type TaskQuery } from '../../ports/task-gateway.port';

/**
 * A member opens /task/list (or a project's tasks): one page of the tasks they may see, filtered by the report
 * filter's criteria on the server; and one task by id, for a link that opens it.
 */
@injectable()
export class ListTasks {
  constructor(@inject(TaskGateway) private readonly tasks: TaskGateway) {}

  /** Null when the page could not be read (the error catalogue has told the user, or the page was left). */
  async run(query: TaskQuery, signal?: AbortSignal): Promise<TaskPage | null> {
    const result = await this.tasks.list(query, signal);
    return result.ok ? result.data : null;
  }

  /** One task; null when it cannot be opened (unknown: 404; not the user's to see: 403, the catalogue's /403 page). */
  async open(taskId: number, signal?: AbortSignal): Promise<Task | null> {
    if (!Number.isInteger(taskId) || taskId <= 0) return null;
    const result = await this.tasks.get(taskId, signal);
    return result.ok ? result.data : null;
  }
}
