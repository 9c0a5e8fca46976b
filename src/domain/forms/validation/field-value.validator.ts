import { ValidationPatternType, type FieldDefinition, type ValidationPatternTypeId } from '../form.entity';
import { compileCustomPattern } from './custom-pattern';
import { PATTERN_PREDICATES, isPatternEmail } from './validation-patterns';
import { ValidationMessage, maxLengthMessage } from './validation-messages';

/** Outcome of a pattern check. `problem` reports a broken configuration (an uncompilable custom pattern). */
export type PatternCheck =
  | { readonly valid: true; readonly problem?: string }
  | { readonly valid: false; readonly message: string };

/** The message a user sees when a value fails a pattern type (see docs/validation.md). */
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
  [ValidationPatternType.ZIP9]: ValidationMessage.IncorrectText,
  [ValidationPatternType.ZIP5Or9]: ValidationMessage.IncorrectText,
  [ValidationPatternType.NumberStrict]: ValidationMessage.IncorrectText,
};

const VALID: PatternCheck = { valid: true };

/**
 * Checks a value against the field's validation pattern. Empty (or blank) values pass: whether a value
 * is needed at all is the required rule's business. Surrounding white space is ignored.
 */
export function validatePattern(
  field: Pick<FieldDefinition, 'ValidationPatternType' | 'Options'>,
  value: string | null | undefined,
): PatternCheck {
  const text = (value ?? '').trim();
  const type = field.ValidationPatternType ?? ValidationPatternType.None;
  if (type === ValidationPatternType.Custom) {
    const compiled = compileCustomPattern(field.Options);
    if (!compiled.ok) return { valid: true, problem: compiled.problem };
    if (text === '') return VALID;
    return compiled.regex.test(text) ? VALID : { valid: false, message: PATTERN_MESSAGES[type] };
  }
  const predicate = PATTERN_PREDICATES[type];
  if (!predicate || text === '') return VALID;
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
  field: Pick<FieldDefinition, 'ValidationPatternType' | 'Options'>,
  value: string | null | undefined,
  rules: TextValueRules = {},
): string | null {
  if (rules.required) {
    const required = validateRequired(value);
    if (required) return required;
  }
  if (rules.maxLength !== undefined) {
    const tooLong = validateMaxLength(value, rules.maxLength);
    if (tooLong) return tooLong;
  }
  const check = validatePattern(field, value);
  return check.valid ? null : check.message;
}
