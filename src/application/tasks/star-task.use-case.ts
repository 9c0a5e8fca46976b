import { inject, injectable } from 'inversify';
import type { Task } from '../../domain/tasks/task.entity';
import { TaskGateway } from '../../ports/task-gateway.port';

/** A member stars or unstars a task: a star is theirs alone. */
@injectable()
export class StarTask {
  constructor(@inject(TaskGateway) private readonly tasks: TaskGateway) {}

  /** The task as it is now; null when the call failed (the error catalogue told the user). */
  async run(taskId: number, starred: boolean): Promise<Task | null> {
    const result = await this.tasks.star(taskId, starred);
    return result.ok ? result.data : null;
  }
}
