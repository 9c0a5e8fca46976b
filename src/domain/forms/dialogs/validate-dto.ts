import { ValidateBy, validateSync, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { DIALOG_INVALID_MESSAGE } from '../validation/validation-messages';

/** Validation errors by property name, each with its messages. Empty when the DTO is valid. */
export type DtoErrors = Record<string, string[]>;

/** Runs class-validator's validateSync on a decorated DTO and groups the messages by property. */
export function validateDto(dto: object): DtoErrors {
  const errors: DtoErrors = {};
  for (const error of validateSync(dto, { validationError: { target: false, value: false } })) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) errors[error.property] = [...(errors[error.property] ?? []), ...messages];
  }
  return errors;
}

/** The dialog-level message when there are errors ("Please fix the validation errors shown above and try again."). */
export function dialogErrorSummary(errors: DtoErrors): string | null {
  return Object.keys(errors).length > 0 ? DIALOG_INVALID_MESSAGE : null;
}

/**
 * A property check with a fixed or computed message: the small custom decorator every dialog DTO uses.
 * `test` receives the value and the whole DTO (for rules that depend on another property).
 */
export function Check<T extends object>(
  name: string,
  test: (value: unknown, dto: T) => boolean,
  message: string | ((dto: T) => string),
  options: Omit<ValidationOptions, 'message'> = {},
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => test(value, args?.object as T),
      },
    },
    {
      ...options,
      message: (args: ValidationArguments) =>
        typeof message === 'string' ? message : message(args.object as T),
    },
  );
}

/** True for null, undefined, and text that is empty or only white space. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}
