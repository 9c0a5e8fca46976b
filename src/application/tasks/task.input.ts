import { IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { ValidationMessage, maxLengthMessage } from '../../domain/forms/validation/validation-messages';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '../../domain/tasks/task.entity';

/** The task dialog's texts, checked before anything is sent; messages from the specification's list (forms spec §5). */
export class TaskInput {
  @MaxLength(TASK_TITLE_MAX, { message: ValidationMessage.MaxLength254 })
  @Matches(/\S/, { message: ValidationMessage.Required })
  @IsNotEmpty({ message: ValidationMessage.Required })
  title = '';

  @MaxLength(TASK_DESCRIPTION_MAX, { message: maxLengthMessage(TASK_DESCRIPTION_MAX) })
  description = '';

  /** Surrounding spaces are not part of a title (ours, as for project names). */
  static of(title: string, description: string): TaskInput {
    const input = new TaskInput();
    input.title = title.trim();
    input.description = description.trim();
    return input;
  }
}
