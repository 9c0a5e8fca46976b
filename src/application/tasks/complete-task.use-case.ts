import { inject, injectable } from 'inversify';
import type { Task } from '../../domain/tasks/task.entity';
import { TaskGateway } from '../../ports/task-gateway.port';

/** A member completes a task with one click, or reopens it. */
@injectable()
export class CompleteTask {
  constructor(@inject(TaskGateway) private readonly tasks: TaskGateway) {}

  /** The task as it is now; null when the call failed (the error catalogue told the user). */
  async run(taskId: number, completed: boolean): Promise<Task | null> {
    const result = await this.tasks.complete(taskId, completed);
    return result.ok ? result.data : null;
  }
}
