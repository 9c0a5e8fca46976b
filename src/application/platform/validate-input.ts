import { validateSync } from 'class-validator';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Constraints a user must satisfy first: an empty field says "Required!", not "Invalid email!". */
const FIRST = ['isNotEmpty', 'isDefined'];

/** One message per invalid property: a missing value first, otherwise the first broken rule. */
export function validateInput<T extends object>(input: T): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const error of validateSync(input)) {
    const constraints = error.constraints ?? {};
    const key = FIRST.find((name) => name in constraints) ?? Object.keys(constraints)[0];
    if (key) errors[error.property as keyof T & string] = constraints[key];
  }
  return errors;
}
