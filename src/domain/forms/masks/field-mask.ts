import { MaskType, type FieldDefinition, type MaskTypeId } from '../form.entity';
import { formLibrary } from '../libraries/form-libraries';
import { ValidationMessage } from '../validation/validation-messages';
import { maskOptionsFor, maskPatternOf, type MaskOptions } from './mask-options';

/**
 * The mask error, shown when a masked value is neither empty nor completely filled: the specification's most
 * specific message for what the mask holds (docs/validation.md), the general one where it has none.
 */
export const MASK_MESSAGES: Readonly<Record<MaskTypeId, string>> = {
  [MaskType.None]: ValidationMessage.IncorrectText,
  [MaskType.Custom]: ValidationMessage.IncorrectText,
  [MaskType.SSN]: ValidationMessage.IncorrectText,
  [MaskType.Phone]: ValidationMessage.InvalidPhone,
  [MaskType.PhoneWithExt]: ValidationMessage.InvalidPhone,
  [MaskType.DateAndTime]: ValidationMessage.IncorrectText,
  [MaskType.Date]: ValidationMessage.IncorrectText,
  [MaskType.Time]: ValidationMessage.IncorrectText,
  [MaskType.ZIP5]: ValidationMessage.Zip5Required,
  [MaskType.ZIP9]: ValidationMessage.IncorrectText,
};

/** A field's mask, applied with imask's pure masking classes (no DOM). */
export interface FieldMask {
  /** The mask in the product's notation (# digit, ? letter, * letter or digit). */
  readonly pattern: string;
  /** The imask options the input binding uses. */
  readonly options: MaskOptions;
  /** Applies the mask to raw input: characters that do not fit are dropped, fixed characters inserted. */
  format(raw: string): string;
  /** The characters the user typed, without the mask's fixed characters. */
  unmask(value: string): string;
  /** True when the value is the completely filled mask, either masked or as its raw characters. */
  isComplete(value: string): boolean;
  /** Null when the value is empty (or blank) or complete, otherwise the mask error. */
  validateMasked(value: string | null | undefined): string | null;
}

/** The field's mask, or null when the field has none. */
export function maskFor(field: Pick<FieldDefinition, 'MaskType' | 'Mask'>): FieldMask | null {
  const pattern = maskPatternOf(field);
  const options = maskOptionsFor(field);
  if (pattern === null || options === null) return null;
  // One imask instance per FieldMask: every method sets its whole state before reading it.
  const masked = new (formLibrary('masks').MaskedPattern)({
    ...options,
    definitions: { ...options.definitions },
  });
  const message = MASK_MESSAGES[field.MaskType ?? MaskType.None] ?? ValidationMessage.IncorrectText;
  const resolve = (value: string) => {
    masked.resolve(value);
    return masked;
  };
  const isComplete = (value: string) => {
    const result = resolve(value);
    return result.isComplete && (result.value === value || result.unmaskedValue === value);
  };
  return {
    pattern,
    options,
    format: (raw) => resolve(raw).value,
    unmask: (value) => resolve(value).unmaskedValue,
    isComplete,
    validateMasked: (value) => (value == null || value.trim() === '' || isComplete(value) ? null : message),
  };
}
