/**
 * How a formula result is shown, on screen and in every export (docs/formats.md, "Formula fields"): in the
 * field's formatting type when that is a number format, otherwise with the specification's `0.00#`.
 * Error, #REF and the infinities are shown as they are.
 */
import { DataType } from '../form.entity';
import { formatValue } from '../formats/format-value';
import { formattingTypeById, type FormattingType } from '../formats/formatting-types';
import type { FormulaResult } from './formula-engine';

/** The Excel format of the specification's formula display. */
export const FORMULA_NUMBER_FORMAT = '0.00#';

/** The formatting type a result takes: a number format other than General, else none. */
function numberFormatOf(typeId: number | null | undefined): FormattingType | undefined {
  const type = formattingTypeById(typeId);
  return type && type.Value !== 0 && type.DataType === DataType.Number ? type : undefined;
}

/** The text of a formula result for a field of this formatting type. */
export function formulaDisplayText(
  result: FormulaResult | undefined,
  typeId: number | null | undefined,
): string {
  if (!result) return '';
  const type = numberFormatOf(typeId);
  if (!type || typeof result.value !== 'number' || !Number.isFinite(result.value)) return result.display;
  // 15 significant digits, as the 0.00# display and Excel round: 0.1 + 0.2 is 0.3.
  return formatValue(type.Value, result.value.toPrecision(15));
}

/** The Excel number format of a formula result for a field of this formatting type. */
export function formulaExcelFormat(typeId: number | null | undefined): string {
  return numberFormatOf(typeId)?.ExcelValue ?? FORMULA_NUMBER_FORMAT;
}
