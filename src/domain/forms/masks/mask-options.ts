import { MaskType, type FieldDefinition, type MaskTypeId } from '../form.entity';

/**
 * Input masks, expressed in the product's notation (# digit, ? letter, * letter or digit) and
 * translated to imask pattern options. The React layer binds imask to inputs with exactly these
 * options, so the domain checks and the input behave the same.
 */

/** The longest custom mask (ours: the specification gives none); the field dialog and the server hold it. */
export const CUSTOM_MASK_MAX = 100;

/** The built-in mask patterns of section 3, in the product's notation. */
export const MASK_PATTERNS: Readonly<Record<Exclude<MaskTypeId, 0 | 1>, string>> = {
  [MaskType.SSN]: '###-##-####',
  [MaskType.Phone]: '(###) ###-####',
  [MaskType.PhoneWithExt]: '(###) ###-#### ext. ###',
  [MaskType.DateAndTime]: '##/##/#### ##:##',
  [MaskType.Date]: '##/##/####',
  [MaskType.Time]: '##:##',
  [MaskType.ZIP5]: '#####',
  [MaskType.ZIP9]: '#####-####',
};

/**
 * The Excel number format of each date and time mask: a spreadsheet shows a value typed through the mask as the
 * mask writes it (month, day and four-digit year; 24-hour time, as `##:##` takes it). docs/exports.md.
 */
export const DATE_MASK_EXCEL_FORMATS: Readonly<Partial<Record<MaskTypeId, string>>> = {
  [MaskType.DateAndTime]: 'mm/dd/yyyy hh:mm',
  [MaskType.Date]: 'mm/dd/yyyy',
  [MaskType.Time]: 'hh:mm',
};

/** The value fills the mask completely (# a digit, ? a letter, * either; every other character as written). */
export function fillsMask(value: string, pattern: string): boolean {
  const chars = [...value];
  const symbols = [...pattern];
  if (chars.length !== symbols.length) return false;
  return symbols.every((symbol, i) => {
    const char = chars[i];
    const definition = (MASK_DEFINITIONS as Partial<Record<string, RegExp>>)[symbol];
    return definition ? definition.test(char) : char === symbol;
  });
}

/**
 * imask definitions for the three mask symbols. Digits are ASCII 0-9; letters are any Unicode letter
 * (names with accents must be typeable), one UTF-16 unit at a time.
 */
export const MASK_DEFINITIONS: Readonly<Record<'#' | '?' | '*', RegExp>> = {
  '#': /[0-9]/,
  '?': /\p{L}/u,
  '*': /[\p{L}0-9]/u,
};

/** The imask pattern options of a field's mask. Plain data: pass it to `IMask(input, options)`. */
export interface MaskOptions {
  /** The imask pattern (the product's mask with imask's special characters escaped). */
  readonly mask: string;
  readonly definitions: Readonly<Record<string, RegExp>>;
  /** Placeholders are shown only as the user types. */
  readonly lazy: true;
  /** Fixed characters after a typed one are added at once ("555" shows "(555) "), never removed on their own. */
  readonly eager: 'append';
  readonly placeholderChar: '_';
}

/**
 * Characters imask would read as something other than a fixed character: its own default
 * definitions (0, a), block and optional-group brackets, the stop char and the escape char.
 */
const IMASK_SPECIAL = new Set(['0', 'a', '{', '}', '[', ']', '`', '\\']);

/** Translates a mask in the product's notation to an imask pattern that means the same. */
export function toImaskPattern(mask: string): string {
  let pattern = '';
  for (const char of mask) pattern += IMASK_SPECIAL.has(char) ? `\\${char}` : char;
  return pattern;
}

/** The product-notation mask of a field, or null when it has none (None, or Custom without a mask). */
export function maskPatternOf(field: Pick<FieldDefinition, 'MaskType' | 'Mask'>): string | null {
  const type = field.MaskType ?? MaskType.None;
  if (type === MaskType.Custom) return field.Mask && field.Mask.length > 0 ? field.Mask : null;
  return (MASK_PATTERNS as Partial<Record<number, string>>)[type] ?? null;
}

/** imask options for the field's mask, or null when the field is not masked. */
export function maskOptionsFor(field: Pick<FieldDefinition, 'MaskType' | 'Mask'>): MaskOptions | null {
  const pattern = maskPatternOf(field);
  if (pattern === null) return null;
  return {
    mask: toImaskPattern(pattern),
    definitions: { ...MASK_DEFINITIONS },
    lazy: true,
    eager: 'append',
    placeholderChar: '_',
  };
}
