import { ValidationPatternType, type FieldDefinition, type ValidationPatternTypeId } from '../form.entity';
import { compileCustomPattern } from './custom-pattern';
import { PatternSafetyMessage, safetyProblem, type CustomPatternGate } from './custom-pattern-safety';
import { PATTERN_PREDICATES, isPatternEmail } from './validation-patterns';
import { ValidationMessage, maxLengthMessage } from './validation-messages';
import { maxValueLength } from './value-limits';

/**
 * Outcome of a pattern check. `problem` reports a custom pattern that did not run: it does not compile, or the
 * backtracking check has not cleared it.
 */
export type PatternCheck =
  { readonly valid: true; readonly problem?: string } | { readonly valid: false; readonly message: string };

/**
 * The message a user sees when a value fails a pattern type: the specification's most specific message for the
 * pattern, the general "Please enter correct text!" where it has none (the mapping is listed in docs/validation.md).
 */
export const PATTERN_MESSAGES: Readonly<Record<ValidationPatternTypeId, string>> = {
  [ValidationPatternType.None]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Custom]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Number]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Integer]: ValidationMessage.IncorrectText,
  [ValidationPatternType.DateAndTime]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Date]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Time]: ValidationMessage.IncorrectText,
  [ValidationPatternType.SSN]: ValidationMessage.IncorrectText,
  [ValidationPatternType.Email]: ValidationMessage.InvalidEmail,
  [ValidationPatternType.Phone]: ValidationMessage.InvalidPhone,
  [ValidationPatternType.PhoneWithExt]: ValidationMessage.InvalidPhone,
  [ValidationPatternType.PhoneWithOptExt]: ValidationMessage.InvalidPhone,
  [ValidationPatternType.ZIP5]: ValidationMessage.Zip5Required,
  // A ZIP+4 is refused for its last four digits as often as for its first five: the ZIP message would
  // contradict a person who typed exactly five digits (docs/validation.md).
  [ValidationPatternType.ZIP9]: ValidationMessage.IncorrectText,
  [ValidationPatternType.ZIP5Or9]: ValidationMessage.Zip5Required,
  [ValidationPatternType.NumberStrict]: ValidationMessage.IncorrectText,
};

const VALID: PatternCheck = { valid: true };

/**
 * Checks a value against the field's validation pattern. Empty (or blank) values pass: whether a value
 * is needed at all is the required rule's business. Surrounding white space is ignored.
 *
 * No pattern sees a value longer than the field type's limit (`maxValueLength`): such a value fails with
 * "Max characters length (n) exceeded!" before anything is matched. A custom pattern runs only when `patterns`
 * says the backtracking check cleared it; otherwise it is skipped (valid, with a `problem`), because the
 * person filling the form cannot repair it (docs/validation.md).
 */
export function validatePattern(
  field: Pick<FieldDefinition, 'ValidationPatternType' | 'Options'> & { readonly TypeId?: number },
  value: string | null | undefined,
  patterns?: CustomPatternGate,
): PatternCheck {
  const text = (value ?? '').trim();
  if (text === '') return VALID;
  const limit = maxValueLength(field.TypeId);
  if (text.length > limit) return { valid: false, message: maxLengthMessage(limit) };
  const type = field.ValidationPatternType ?? ValidationPatternType.None;
  if (type === ValidationPatternType.Custom) {
    const compiled = compileCustomPattern(field.Options);
    if (!compiled.ok) return { valid: true, problem: compiled.problem };
    const verdict = patterns?.(field.Options ?? '');
    if (!verdict) return { valid: true, problem: PatternSafetyMessage.NotChecked };
    const refused = safetyProblem(verdict);
    if (refused) return { valid: true, problem: refused };
    return compiled.regex.test(text) ? VALID : { valid: false, message: PATTERN_MESSAGES[type] };
  }
  const predicate = PATTERN_PREDICATES[type];
  if (!predicate) return VALID;
  return predicate(text) ? VALID : { valid: false, message: PATTERN_MESSAGES[type] };
}

/** The standalone e-mail check: empty is accepted, otherwise a standard address. */
export function validateEmail(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' || isPatternEmail(text) ? null : ValidationMessage.InvalidEmail;
}

/** "Required!" when the value is empty or only white space. */
export function validateRequired(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? ValidationMessage.Required : null;
}

/** "Max characters length (n) exceeded!" when the value is longer than the limit. */
export function validateMaxLength(value: string | null | undefined, limit: number): string | null {
  return (value ?? '').length > limit ? maxLengthMessage(limit) : null;
}

export interface TextValueRules {
  readonly required?: boolean;
  readonly maxLength?: number;
}

/** Required, then maximum length, then the field's pattern: the first message that applies, or null. */
export function validateTextValue(
  field: Pick<FieldDefinition, 'ValidationPatternType' | 'Options'> & { readonly TypeId?: number },
  value: string | null | undefined,
  rules: TextValueRules = {},
  patterns?: CustomPatternGate,
): string | null {
  if (rules.required) {
    const required = validateRequired(value);
    if (required) return required;
  }
  if (rules.maxLength !== undefined) {
    const tooLong = validateMaxLength(value, rules.maxLength);
    if (tooLong) return tooLong;
  }
  const check = validatePattern(field, value, patterns);
  return check.valid ? null : check.message;
}
