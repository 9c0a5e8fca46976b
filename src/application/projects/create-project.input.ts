import { IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { ValidationMessage, maxLengthMessage } from '../../domain/forms/validation/validation-messages';

export const PROJECT_NAME_MAX = 254;
/** Ours: the specification gives no limit for a description; 2000 is the label limit of the forms spec. */
export const PROJECT_DESCRIPTION_MAX = 2000;

/** What the create-project form sends; messages from the specification's list (forms spec §5). */
export class CreateProjectInput {
  @MaxLength(PROJECT_NAME_MAX, { message: ValidationMessage.MaxLength254 })
  @Matches(/\S/, { message: ValidationMessage.Required })
  @IsNotEmpty({ message: ValidationMessage.Required })
  name = '';

  @MaxLength(PROJECT_DESCRIPTION_MAX, { message: maxLengthMessage(PROJECT_DESCRIPTION_MAX) })
  description = '';

  /** Surrounding spaces are not part of a name (ours): they are trimmed before the checks. */
  static of(name: string, description: string): CreateProjectInput {
    const input = new CreateProjectInput();
    input.name = name.trim();
    input.description = description.trim();
    return input;
  }
}
