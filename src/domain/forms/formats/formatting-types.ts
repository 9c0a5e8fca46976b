import { DataType, type DataTypeId } from '../form.entity';

/**
 * Formatting types 0 to 42. The specification itemises only the groups; the names and Excel format
 * strings below are ours (docs/formats.md). ExcelValue is what the spreadsheet export writes as the cell's
 * number format; formatValue shows the same text in the app.
 */

export type FormattingGroup =
  'System' | 'Numbers' | 'Percentage' | 'Accounting' | 'Currency' | 'Date' | 'Time' | 'DateTime' | 'Other';

/** Labels for the group headings of a formatting picker. */
export const FORMATTING_GROUP_LABELS: Readonly<Record<FormattingGroup, string>> = {
  System: 'System',
  Numbers: 'Numbers',
  Percentage: 'Percentage',
  Accounting: 'Accounting',
  Currency: 'Currency',
  Date: 'Date',
  Time: 'Time',
  DateTime: 'Date and Time',
  Other: 'Other',
};

export interface FormattingType {
  readonly Value: number;
  readonly Name: string;
  readonly Group: FormattingGroup;
  /** The data type the format applies to; null for General, which applies to every type. */
  readonly DataType: DataTypeId | null;
  /** Offered only for spreadsheet output (report columns), not in the field dialog. */
  readonly ExcelOnly: boolean;
  /** The Excel number format string. */
  readonly ExcelValue: string;
  /** Negative values are shown in red (the Excel format has a [Red] section). */
  readonly NegativeInRed: boolean;
}

const N = DataType.Number;
const D = DataType.DateTime;
const T = DataType.Text;
type Row = [number, string, FormattingGroup, DataTypeId | null, string, boolean?];

// [Value, Name, Group, DataType, ExcelValue, ExcelOnly]
const ROWS: readonly Row[] = [
  [0, 'General', 'System', null, 'General'],
  [1, 'Number', 'Numbers', N, '0'],
  [2, 'Number (2 decimals)', 'Numbers', N, '0.00'],
  [3, 'Number with separator', 'Numbers', N, '#,##0'],
  [4, 'Number with separator (2 decimals)', 'Numbers', N, '#,##0.00'],
  [5, 'Number, red negatives', 'Numbers', N, '#,##0;[Red]-#,##0'],
  [6, 'Number (2 decimals), red negatives', 'Numbers', N, '#,##0.00;[Red]-#,##0.00'],
  [7, 'Number, negatives in parentheses', 'Numbers', N, '#,##0_);(#,##0)'],
  [8, 'Number (2 decimals), negatives in parentheses', 'Numbers', N, '#,##0.00_);(#,##0.00)'],
  [9, 'Number (2 decimals), red negatives in parentheses', 'Numbers', N, '#,##0.00_);[Red](#,##0.00)'],
  [10, 'Percentage', 'Percentage', N, '0%'],
  [11, 'Percentage (2 decimals)', 'Percentage', N, '0.00%'],
  [12, 'Percentage (2 decimals), red negatives', 'Percentage', N, '0.00%;[Red]-0.00%'],
  [13, 'Accounting', 'Accounting', N, '_($* #,##0_);_($* (#,##0);_($* "-"_);_(@_)', true],
  [
    14,
    'Accounting (2 decimals)',
    'Accounting',
    N,
    '_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)',
    true,
  ],
  [
    15,
    'Accounting without symbol (2 decimals)',
    'Accounting',
    N,
    '_(* #,##0.00_);_(* (#,##0.00);_(* "-"??_);_(@_)',
    true,
  ],
  [16, 'Currency', 'Currency', N, '$#,##0'],
  [17, 'Currency (2 decimals)', 'Currency', N, '$#,##0.00'],
  [18, 'Currency, red negatives', 'Currency', N, '$#,##0;[Red]-$#,##0'],
  [19, 'Currency (2 decimals), red negatives', 'Currency', N, '$#,##0.00;[Red]-$#,##0.00'],
  [20, 'Currency (2 decimals), negatives in parentheses', 'Currency', N, '$#,##0.00_);($#,##0.00)'],
  [21, 'Currency (2 decimals), red negatives in parentheses', 'Currency', N, '$#,##0.00_);[Red]($#,##0.00)'],
  [22, 'Date (03/14/2024)', 'Date', D, 'mm/dd/yyyy'],
  [23, 'Short date (3/14/24)', 'Date', D, 'm/d/yy'],
  [24, 'Date (3/14/2024)', 'Date', D, 'm/d/yyyy'],
  [25, 'Date (14-Mar-24)', 'Date', D, 'd-mmm-yy'],
  [26, 'Date (Mar 14, 2024)', 'Date', D, 'mmm d, yyyy'],
  [27, 'Long date (March 14, 2024)', 'Date', D, 'mmmm d, yyyy'],
  [28, 'ISO date (2024-03-14)', 'Date', D, 'yyyy-mm-dd'],
  [29, 'Time (1:05 PM)', 'Time', D, 'h:mm AM/PM'],
  [30, 'Time with seconds (1:05:09 PM)', 'Time', D, 'h:mm:ss AM/PM'],
  [31, '24-hour time (13:05)', 'Time', D, 'hh:mm'],
  [32, '24-hour time with seconds (13:05:09)', 'Time', D, 'hh:mm:ss'],
  [33, 'Date and time (03/14/2024 1:05 PM)', 'DateTime', D, 'mm/dd/yyyy h:mm AM/PM'],
  [34, 'Date and 24-hour time (3/14/2024 13:05)', 'DateTime', D, 'm/d/yyyy h:mm'],
  [35, 'Date and 24-hour time with seconds (03/14/2024 13:05:09)', 'DateTime', D, 'mm/dd/yyyy hh:mm:ss'],
  [36, 'ISO date and time (2024-03-14 13:05)', 'DateTime', D, 'yyyy-mm-dd hh:mm'],
  [37, 'Scientific', 'Other', N, '0.00E+00'],
  [38, 'Text', 'Other', T, '@', true],
  [39, 'ZIP code', 'Other', N, '00000'],
  [40, 'ZIP code + 4', 'Other', N, '00000-0000'],
  [41, 'Phone number', 'Other', N, '[<=9999999]###-####;(###) ###-####'],
  [42, 'Social security number', 'Other', N, '000-00-0000'],
];

/** All formatting types, ordered by Value (which equals the index). */
export const FORMATTING_TYPES: readonly FormattingType[] = ROWS.map(
  ([Value, Name, Group, DataType, ExcelValue, ExcelOnly = false]) => ({
    Value,
    Name,
    Group,
    DataType,
    ExcelOnly,
    ExcelValue,
    NegativeInRed: ExcelValue.includes('[Red]'),
  }),
);

/** The formatting type with this id, or undefined. */
export function formattingTypeById(id: number | null | undefined): FormattingType | undefined {
  return typeof id === 'number' && Number.isInteger(id) ? FORMATTING_TYPES[id] : undefined;
}

/**
 * The formatting choices of the field dialog for a data type: General plus that type's formats,
 * without the Excel-only ones unless asked (report columns).
 */
export function formattingTypesFor(
  dataType: DataTypeId,
  options: { includeExcelOnly?: boolean } = {},
): FormattingType[] {
  return FORMATTING_TYPES.filter(
    (type) =>
      (type.DataType === null || type.DataType === dataType) && (options.includeExcelOnly || !type.ExcelOnly),
  );
}
