/**
 * The report's workbook, written with exceljs's streaming writer (issue 15): typed number and date cells carrying
 * each column's number format (`useStyles: true`, else formats are dropped: /work/shared/STACK.md), the filter's
 * Transposed and ColumnFormat options, and every row up to Excel's own limit of 1,048,576 rows.
 */
import ExcelJS from 'exceljs';
import { typedCell, workbookText } from '../../../src/domain/reports/report-cells';
import { ColumnFormat, type ColumnFormatId } from '../../../src/domain/reports/report-filter.entity';
import type { ReportSheet, ReportSheetColumn } from './report-rows';
import { wrappedRowHeight } from './wrapped-lines';
import { TimeSlicer } from '../../cabinet/time-slices';

/** Excel's limits: rows and columns of a sheet. */
export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;
const CLIP_WIDTH = 20;
const MAX_WIDTH = 255;
const WRAP_WIDTH = 40;

export interface WorkbookOptions {
  Transposed: boolean;
  ColumnFormat: ColumnFormatId;
  sheetName: string;
}

const cellValue = (raw: string | null, kind: 'text' | 'number' | 'date') => {
  const cell = typedCell(raw, kind);
  return cell.kind === 'empty' ? null : cell.value;
};

/** A cell as the sheet shows it: its text, and whether it is a number or date (which never wraps nor clips). */
export interface ShownCell {
  text: string;
  number: boolean;
}

const shownCell = (column: ReportSheetColumn, raw: string | null): ShownCell => {
  const kind = typedCell(raw, column.kind).kind;
  return { text: workbookText(column, raw), number: kind === 'number' || kind === 'date' };
};

/** The text a wrapped cell lays out in lines: a text cell's; a number or date does not wrap. */
const wrappedText = (column: ReportSheetColumn, raw: string | null): string =>
  typedCell(raw, column.kind).kind === 'text' ? workbookText(column, raw) : '';

/**
 * A column's cell style, one object for all its cells: exceljs keeps the style id of a style object it has seen, so
 * 100,000 cells sharing one are styled once, where a style set on each cell is serialised and looked up per cell
 * (a third of the workbook's time at 100,000 rows, issue 36). A style without a number format stays per cell: its
 * format then depends on the cell's type, which the shared style's id would not.
 */
const columnStyle = (numFmt: string, alignment: Partial<ExcelJS.Alignment>): Partial<ExcelJS.Style> => ({
  numFmt,
  alignment,
});

const styled = (cell: ExcelJS.Cell, style: Partial<ExcelJS.Style>) => {
  if (style.numFmt) {
    cell.style = style;
    return;
  }
  cell.numFmt = style.numFmt ?? '';
  cell.alignment = style.alignment ?? {};
};

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Report';

/** Writes the sheet to `path`; answers how many data rows (records) it holds. */
export async function writeReportWorkbook(
  path: string,
  sheet: ReportSheet,
  options: WorkbookOptions,
  slicer = new TimeSlicer(),
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = workbook.addWorksheet(sheetNameOf(options.sheetName));
  const wrap = options.ColumnFormat === ColumnFormat.Wrap;
  const alignment: Partial<ExcelJS.Alignment> = { wrapText: wrap, vertical: 'top' };

  if (!options.Transposed) {
    const records = sheet.rows.slice(0, EXCEL_MAX_ROWS - 1);
    const widths = sheet.columns.map((c, i) =>
      widthOf(
        options.ColumnFormat,
        c.Header,
        records.map((r) => shownCell(c, r[i] ?? null)),
      ),
    );
    ws.columns = widths.map((width, i) => ({ key: String(i), width }));
    const styles = sheet.columns.map((c) => columnStyle(c.numFmt, alignment));
    const header = ws.addRow(sheet.columns.map((c) => c.Header));
    header.font = { bold: true };
    header.commit();
    for (const raw of records) {
      await slicer.pause();
      const typed = sheet.columns.map((c, i) => typedCell(raw[i] ?? null, c.kind));
      const row = ws.addRow(typed.map((t) => (t.kind === 'empty' ? null : t.value)));
      for (let i = 0; i < styles.length; i++) styled(row.getCell(i + 1), styles[i]!);
      if (wrap) {
        // Only text wraps; a number or date does not.
        const height = wrappedRowHeight(
          sheet.columns.map((c, i) => ({
            text: typed[i]!.kind === 'text' ? workbookText(c, raw[i] ?? null) : '',
            width: widths[i]!,
          })),
        );
        if (height) row.height = height;
      }
      row.commit();
    }
    ws.commit();
    await workbook.commit();
    return records.length;
  }

  // Transposed: one row a column (its header first), one column a record.
  const records = sheet.rows.slice(0, EXCEL_MAX_COLUMNS - 1);
  const widths = records.map((r) =>
    widthOf(
      options.ColumnFormat,
      '',
      sheet.columns.map((c, j) => shownCell(c, r[j] ?? null)),
    ),
  );
  ws.columns = [
    {
      key: 'h',
      width: widthOf(
        options.ColumnFormat,
        '',
        sheet.columns.map((c) => ({ text: c.Header, number: false })),
      ),
    },
    ...widths.map((width, i) => ({ key: String(i), width })),
  ];
  for (const [i, c] of sheet.columns.entries()) {
    await slicer.pause();
    const row = ws.addRow([c.Header, ...records.map((r) => cellValue(r[i] ?? null, c.kind))]);
    row.getCell(1).font = { bold: true };
    const style = columnStyle(c.numFmt, alignment);
    for (let j = 0; j < records.length; j++) styled(row.getCell(j + 2), style);
    if (wrap) {
      const height = wrappedRowHeight(
        records.map((r, j) => ({ text: wrappedText(c, r[i] ?? null), width: widths[j]! })),
      );
      if (height) row.height = height;
    }
    row.commit();
  }
  ws.commit();
  await workbook.commit();
  return records.length;
}

/**
 * Clip: a fixed width; wrap: the longest text up to 40 characters, longer text wraps; expand: the longest text (Excel
 * allows 255). The texts are the values as the sheet shows them (workbookText), not as stored: a date in
 * `dddd d mmmm yyyy` is wider than its raw text. A number or date neither wraps nor clips: a cell too narrow for it
 * shows `###` (LibreOffice, Excel), so whatever the format, a column is at least as wide as its widest number or date
 * (issue 32: a clipped "Wednesday 13 September 2023" showed `###`).
 */
export function widthOf(format: ColumnFormatId, header: string, cells: readonly ShownCell[]): number {
  let longest = header.length;
  let longestNumber = 0;
  for (const { text, number } of cells) {
    if (text.length > longest) longest = text.length;
    if (number && text.length > longestNumber) longestNumber = text.length;
  }
  const fit =
    format === ColumnFormat.Clip
      ? CLIP_WIDTH
      : Math.min(format === ColumnFormat.Expand ? MAX_WIDTH : WRAP_WIDTH, Math.max(10, longest + 2));
  return Math.min(MAX_WIDTH, Math.max(fit, longestNumber + 2));
}

/** The workbook's media type, for downloads and attachments. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Site Inspections - Monthly inspections - 2026-11-25.xlsx": a file name safe on every system. */
export function workbookName(reportName: string, filterName: string, day: string): string {
  const base = [reportName, filterName].filter((s) => s.trim() !== '').join(' - ');
  const safe = [...base].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${safe.slice(0, 180)} - ${day}.xlsx`;
}
