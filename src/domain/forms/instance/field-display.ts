/**
 * What a value field shows when it is not being edited, the same on the page and in every export
 * (docs/formats.md): text boxes, text areas, linked fields and mirrors of them.
 */
import { DataType, FieldType, type FieldDefinition } from '../form.entity';
import { parseDecimal } from '../formats/decimal';
import { formatValue } from '../formats/format-value';
import { formattingTypeById } from '../formats/formatting-types';
import { isPercentFormat, percentEntryOf } from '../formats/percent-entry';
import { formulaDisplayText } from '../formula/formula-display';
import { formatFormulaNumber } from '../formula/number-format';
import { parseNumberInput } from '../formula/number-input';
import { validatePattern } from '../validation/field-value.validator';

/** A formula's result words, as its own form sends them to a linked field. */
const RESULT_WORDS = new Set(['Error', '#REF', 'Infinity', '-Infinity']);

/** A linked formula's value, computed in its own form: shown as a formula result of the parent's format. */
function computedText(source: FieldDefinition, raw: string): string {
  const text = raw.trim();
  if (text === '' || RESULT_WORDS.has(text)) return text;
  const value = parseNumberInput(text);
  if (Number.isNaN(value)) return 'Error';
  return formulaDisplayText({ value, display: formatFormulaNumber(value) }, source.FormattingType);
}

/**
 * The text shown for a value of `source` (the field whose type and formats apply: the field itself, or a
 * linked or mirror field's parent):
 * - a value its validation pattern refuses is shown as typed, so `2.5` in an integer field never shows `3`;
 * - in a percentage field a plain number is the percent (`25` shows `25.00%`, formats/percent-entry.ts);
 * - text and masked fields show the value as typed; a linked formula shows its value as a formula does.
 */
export function valueDisplayText(source: FieldDefinition, raw: string): string {
  if (source.TypeId === FieldType.Formula) return computedText(source, raw);
  if (source.DataTypeId === DataType.Text || (source.MaskType ?? 0) !== 0) return raw;
  if (!validatePattern(source, raw).valid) return raw;
  return formatValue(source.FormattingType, percentEntryOf(source.FormattingType, raw));
}

/**
 * In a percentage field, the percentage a value being typed will be used as (`25` -> `25.00%`), so the person
 * sees it before leaving the field; null for other fields, and for a value that is not a valid number.
 */
export function percentReadingOf(source: FieldDefinition, raw: string): string | null {
  if (!isPercentFormat(source.FormattingType) || raw.trim() === '') return null;
  const meant = percentEntryOf(source.FormattingType, raw);
  if (parseDecimal(meant) === null || !validatePattern(source, raw).valid) return null;
  return formatValue(source.FormattingType, meant);
}

/**
 * Whether `shown` (the text shown for a value of `source`) is a negative value in a format that shows negatives in
 * red (docs/formats.md, `NegativeInRed`: the formats whose Excel format has `[Red]`): `-$75.00`, `-12.50%`, `(75.00)`.
 */
export function showsNegativeInRed(source: Pick<FieldDefinition, 'FormattingType'>, shown: string): boolean {
  if (formattingTypeById(source.FormattingType)?.NegativeInRed !== true) return false;
  const text = shown.trim();
  return /^-(\D?\d|Infinity$)/.test(text) || (text.startsWith('(') && text.endsWith(')'));
}
