import { inject, injectable } from 'inversify';
import type { Task } from '../../domain/tasks/task.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { TaskGateway } from '../../ports/task-gateway.port';

/** The confirmation (ours: the specification shows no task screens). */
export const deleteTaskConfirmation = (title: string) => ({
  title: 'Delete Task?',
  message: `The task "${title}" will be deleted for everyone. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
export const TASK_DELETED = 'Task deleted.';

/** A member deletes a task after confirming. */
@injectable()
export class DeleteTask {
  constructor(
    @inject(TaskGateway) private readonly tasks: TaskGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** True when the task is gone; false when the user said no or the call failed. */
  async run(task: Pick<Task, 'TaskId' | 'Title'>): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteTaskConfirmation(task.Title)))) return false;
    const result = await this.tasks.remove(task.TaskId);
    if (result.ok) this.notifier.show('success', TASK_DELETED);
    return result.ok;
  }
}
