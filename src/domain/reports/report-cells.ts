/**
 * One report value, three outputs: the preview's text (the form engine's formatValue, as the instance page shows
 * it), and the workbook's typed cell with its number format (the form engine's excelFormatFor, or the column's
 * custom format). The mock backend's workbook writer and the SPA's preview both call these, so a column reads the
 * same in both.
 */
import { parseDateTimeText } from '../forms/formats/date-text';
import { parseDecimal } from '../forms/formats/decimal';
import { excelSerial } from '../forms/formats/excel-serial';
import { excelFormatFor, formatValue } from '../forms/formats/format-value';
import { DataType, type DataTypeId } from '../forms/form.entity';
import { formatExcel, type FormattedCell } from './excel-number-format';
import type { CellKind } from './predefined-fields';
import { CUSTOM_FORMAT_TYPE, type ReportColumn } from './report.entity';

export type TypedCell =
  | { kind: 'number'; value: number }
  /** The spreadsheet serial (days since 30 December 1899, `excelSerial`), shown by the column's date format. */
  | { kind: 'date'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'empty' };

export const cellKindOf = (dataType: DataTypeId | null | undefined): CellKind =>
  dataType === DataType.Number ? 'number' : dataType === DataType.DateTime ? 'date' : 'text';

/**
 * The typed cell of a raw value: a number cell for a number (1,234.50 or 12% read as numbers), a date cell for a
 * date or time (the wall-clock time as written, with no zone shift), text otherwise. What cannot be read stays text.
 */
export function typedCell(raw: string | null | undefined, kind: CellKind): TypedCell {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { kind: 'empty' };
  if (kind === 'number') {
    const parsed = parseDecimal(text);
    if (parsed) {
      const value = Number(`${parsed.negative ? '-' : ''}${parsed.int || '0'}.${parsed.frac || '0'}`);
      if (Number.isFinite(value)) return { kind: 'number', value };
    }
  }
  if (kind === 'date') {
    const parts = parseDateTimeText(text);
    if (parts) return { kind: 'date', value: excelSerial(parts) };
  }
  return { kind: 'text', value: typeof raw === 'string' ? raw : '' };
}

/** The spreadsheet number format of a column: its custom format, or its formatting type's (General by default). */
export function columnNumberFormat(
  column: Pick<ReportColumn, 'FormatType' | 'Format'>,
  kind: CellKind,
): string {
  if (column.FormatType === CUSTOM_FORMAT_TYPE) return column.Format || 'General';
  if (column.FormatType === 0 && kind === 'date') return 'mm/dd/yyyy';
  return excelFormatFor(column.FormatType);
}

/**
 * The preview's cell of a raw value: the form engine's formatter, or, for a custom format, the format rendered as
 * the workbook renders it (`formatExcel`). The preview does not know the field's data type, so the value is read as
 * a number, then as a date, then as text: a custom number or date format is only chosen for such values.
 */
export function previewCell(
  column: Pick<ReportColumn, 'FormatType' | 'Format'>,
  raw: string | null | undefined,
): FormattedCell {
  if (column.FormatType !== CUSTOM_FORMAT_TYPE)
    return { text: formatValue(column.FormatType, raw), red: false };
  const asNumber = guessedNumber(raw);
  const cell = asNumber.kind === 'text' ? typedCell(raw, 'date') : asNumber;
  return formatExcel(column.Format || 'General', cell);
}

/**
 * A value of a column whose data type is unknown (the preview), read as a number, unless it is written as a code: digits
 * after a leading zero (a ZIP code "02139", a reference "007") are what was typed, text, as a spreadsheet keeps a
 * column of codes typed as text ("0", "0.5" and "-0.25" are still numbers).
 */
function guessedNumber(raw: string | null | undefined): TypedCell {
  return /^\s*[+-]?0\d/.test(raw ?? '') ? { kind: 'text', value: raw ?? '' } : typedCell(raw, 'number');
}

/**
 * Which of the preview's columns hold numbers, to be right-aligned as a spreadsheet aligns them (issue 32 #19): the
 * preview knows no data type, so a column is numeric when it has a value and every value it has reads as a number
 * (a column of codes with leading zeros does not: `guessedNumber`).
 */
export function numericColumns(
  rows: readonly (readonly (string | null)[])[],
  columnCount: number,
): boolean[] {
  return Array.from({ length: columnCount }, (_, i) => {
    const kinds = rows.map((row) => guessedNumber(row[i]).kind).filter((kind) => kind !== 'empty');
    return kinds.length > 0 && kinds.every((kind) => kind === 'number');
  });
}

/** The preview's text of a raw value (previewCell's text). */
export function previewText(
  column: Pick<ReportColumn, 'FormatType' | 'Format'>,
  raw: string | null | undefined,
): string {
  return previewCell(column, raw).text;
}

/**
 * The text a workbook shows for a raw value of a sheet column: what its width must fit, or LibreOffice shows `###`
 * (issue 32 #4). A formatting type's text is the form engine's (formatValue, which renders the type's Excel format);
 * a custom format, and General on a date cell, are rendered by formatExcel.
 */
export function workbookText(
  column: { FormatType: number; numFmt: string; kind: CellKind },
  raw: string | null | undefined,
): string {
  if (column.FormatType === CUSTOM_FORMAT_TYPE || column.FormatType === 0) {
    return formatExcel(column.numFmt, typedCell(raw, column.kind)).text;
  }
  return formatValue(column.FormatType, raw);
}
