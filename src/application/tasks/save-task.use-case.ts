import { inject, injectable } from 'inversify';
import { isoFromTyped } from '../../domain/tasks/due-date';
import type { Task, TaskChanges } from '../../domain/tasks/task.entity';
import { ProjectMessage } from '../../domain/projects/project-rules';
import { Notifier } from '../../ports/notifier.port';
import { TaskGateway } from '../../ports/task-gateway.port';
import { refusalMessage } from '../platform/refusal-message';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { TaskInput } from './task.input';

/** What the task dialog holds: the due date as typed (MM/DD/YYYY, forms spec §9). */
export interface TaskDraft {
  TaskId?: number;
  Title: string;
  Description: string;
  ProjectId: number | null;
  CategoryId: number | null;
  AssigneeIds: number[];
  DueDateText: string;
  IsCompleted: boolean;
}

export type TaskDraftErrors = FieldErrors<TaskInput> & { dueDate?: string };

export type SaveTaskResult =
  { ok: true; task: Task } | { ok: false; fieldErrors: TaskDraftErrors; message: string | null };

/** Toasts (ours). */
export const TASK_CREATED = 'Task created.';
export const TASK_SAVED = 'Task saved.';

/** A member creates or edits a task in the task dialog. */
@injectable()
export class SaveTask {
  constructor(
    @inject(TaskGateway) private readonly tasks: TaskGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The checks of the dialog, before anything is sent. */
  check(draft: TaskDraft): { errors: TaskDraftErrors; changes: TaskChanges | null } {
    const input = TaskInput.of(draft.Title, draft.Description);
    const errors: TaskDraftErrors = validateInput(input);
    const DueDate = isoFromTyped(draft.DueDateText);
    if (DueDate === undefined) errors.dueDate = ProjectMessage.invalidDate;
    if (Object.keys(errors).length > 0 || DueDate === undefined) return { errors, changes: null };
    return {
      errors,
      changes: {
        Title: input.title,
        Description: input.description,
        ProjectId: draft.ProjectId,
        CategoryId: draft.CategoryId,
        AssigneeIds: [...new Set(draft.AssigneeIds)],
        DueDate,
        IsCompleted: draft.IsCompleted,
      },
    };
  }

  async run(draft: TaskDraft): Promise<SaveTaskResult> {
    const { errors, changes } = this.check(draft);
    if (!changes) return { ok: false, fieldErrors: errors, message: null };
    const result = draft.TaskId
      ? await this.tasks.update({ ...changes, TaskId: draft.TaskId })
      : await this.tasks.create(changes);
    if (!result.ok) return { ok: false, fieldErrors: {}, message: refusalMessage(result) };
    this.notifier.show('success', draft.TaskId ? TASK_SAVED : TASK_CREATED);
    return { ok: true, task: result.data };
  }
}
