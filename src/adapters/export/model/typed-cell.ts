import { DataType, MaskType, ValidationPatternType } from '../../../domain/forms/form.entity';
import { parseDateTimeText } from '../../../domain/forms/formats/date-text';
import { parseDecimal } from '../../../domain/forms/formats/decimal';
import { excelSerial } from '../../../domain/forms/formats/excel-serial';
import { excelFormatFor } from '../../../domain/forms/formats/format-value';
import { formattingTypeById } from '../../../domain/forms/formats/formatting-types';
import { percentEntryOf } from '../../../domain/forms/formats/percent-entry';
import { formulaExcelFormat } from '../../../domain/forms/formula/formula-display';
import { DATE_MASK_EXCEL_FORMATS, MASK_PATTERNS, fillsMask } from '../../../domain/forms/masks/mask-options';
import { validatePattern } from '../../../domain/forms/validation/field-value.validator';
import type { ExportField } from './export-field';

/**
 * What a spreadsheet cell holds for a field: a number, a date or a boolean with its Excel number format
 * (from the field's FormattingType, docs/formats.md), so it opens as a typed value; text otherwise. Every date,
 * time or date and time is a date: a DateTime field, a date or time formatting type, a date, date-and-time or
 * time mask (with the mask's format) and a date or time validation pattern (docs/exports.md).
 */
export interface TypedCell {
  /** A date or time is its spreadsheet serial (`excelSerial`) with a date or time format. */
  readonly value: number | boolean | string | null;
  /** The Excel number format; absent for text and booleans. */
  readonly numFmt?: string;
}

/** A date or time field whose formatting is General still opens as a date. */
const DEFAULT_FORMATS = {
  date: 'mm/dd/yyyy',
  dateTime: 'mm/dd/yyyy h:mm AM/PM',
  time: 'h:mm AM/PM',
} as const;

const DATE_GROUPS = new Set(['Date', 'Time', 'DateTime']);
const NUMBER_GROUPS = new Set(['Numbers', 'Percentage', 'Accounting', 'Currency']);
/** Validation patterns whose values are dates or times, whatever the field's data type. */
const DATE_PATTERNS = new Set<number>([
  ValidationPatternType.Date,
  ValidationPatternType.Time,
  ValidationPatternType.DateAndTime,
]);

function decimalNumber(raw: string): number | null {
  const decimal = parseDecimal(raw);
  if (!decimal) return null;
  const value = Number(`${decimal.negative ? '-' : ''}${decimal.int || '0'}.${decimal.frac || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** The serial of the wall-clock value written (a time alone sits on Excel's day 0, 30 December 1899). */
function dateCell(raw: string, numFmt: string | undefined): TypedCell | null {
  const parts = parseDateTimeText(raw);
  if (!parts) return null;
  const time = parts.time ?? { hour: 0, minute: 0, second: 0 };
  const value = excelSerial(parts);
  if (numFmt) return { value, numFmt };
  const hasTime = time.hour !== 0 || time.minute !== 0 || time.second !== 0;
  return {
    value,
    numFmt: !parts.date ? DEFAULT_FORMATS.time : hasTime ? DEFAULT_FORMATS.dateTime : DEFAULT_FORMATS.date,
  };
}

/** The typed cell of a field's value as exported. */
export function typedCellOf(field: ExportField): TypedCell {
  if (!field.visible) return { value: null };
  const typeId = field.source.FormattingType;
  const type = formattingTypeById(typeId);
  switch (field.kind) {
    case 'formula': {
      const value = field.formula?.value;
      if (typeof value === 'number' && Number.isFinite(value)) {
        return { value, numFmt: formulaExcelFormat(typeId) };
      }
      return { value: field.text || null };
    }
    case 'check':
      return { value: field.checked };
    case 'choice':
      return { value: field.text || null };
    case 'value':
      break;
    default:
      return { value: null };
  }
  const raw = field.raw.trim();
  if (raw === '') return { value: null };
  if (type?.ExcelValue === '@') return { value: field.raw, numFmt: '@' };
  const maskType = field.source.MaskType ?? MaskType.None;
  const dateMaskFormat = DATE_MASK_EXCEL_FORMATS[maskType];
  if (dateMaskFormat) {
    // A date, date-and-time or time mask: a date when the mask is filled with a real one (never a revealed-looking
    // masked value such as an encrypted field's "******2024"), shown as the mask writes it.
    const pattern = MASK_PATTERNS[maskType as keyof typeof MASK_PATTERNS];
    return (fillsMask(raw, pattern) ? dateCell(raw, dateMaskFormat) : null) ?? { value: field.raw };
  }
  // Any other masked value (ZIP, phone, SSN...) is text as typed: as a number it would lose its leading zeros.
  if (maskType !== MaskType.None) return { value: field.raw };
  // A value its pattern refuses is shown as typed (2.5 in an integer field), never as a rounded number.
  if (!validatePattern(field.source, raw).valid) return { value: field.raw };
  const dataType = field.source.DataTypeId;
  const datePattern = DATE_PATTERNS.has(field.source.ValidationPatternType ?? ValidationPatternType.None);
  if (
    (type && DATE_GROUPS.has(type.Group)) ||
    ((dataType === DataType.DateTime || datePattern) && (!type || type.Value === 0))
  ) {
    return dateCell(raw, type && type.Value !== 0 ? type.ExcelValue : undefined) ?? { value: field.raw };
  }
  const numeric =
    (type && (NUMBER_GROUPS.has(type.Group) || type.DataType === DataType.Number)) ||
    dataType === DataType.Number;
  if (numeric) {
    // In a percentage field the number typed is the percent: 25 is 0.25 (formats/percent-entry.ts).
    const value = decimalNumber(percentEntryOf(typeId, raw));
    if (value !== null) return { value, numFmt: excelFormatFor(typeId) };
  }
  return { value: field.raw };
}
