/**
 * The report's workbook, written with exceljs's streaming writer (issue 15): typed number and date cells carrying
 * each column's number format (`useStyles: true`, else formats are dropped: /work/shared/STACK.md), the filter's
 * Transposed and ColumnFormat options, and every row up to Excel's own limit of 1,048,576 rows.
 */
import ExcelJS from 'exceljs';
import { typedCell, workbookText, type TypedCell } from '../../../src/domain/reports/report-cells';
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

/** A cell as the sheet shows it: its text, and whether it is a number or date (which never wraps nor clips). */
export interface ShownCell {
  text: string;
  number: boolean;
}

/** A cell of a column: its typed value and how it shows. */
interface ColumnCell extends ShownCell {
  typed: TypedCell;
}

/** Distinct values a column remembers how they show (a column of all different values stops remembering there). */
const REMEMBERED_VALUES = 10_000;
/** Cells a column reads before it judges whether remembering pays: it stops when fewer than a quarter repeat. */
const TRIAL_CELLS = 2_000;

/**
 * How the values of a column show, worked out once per distinct value (issue 36): a date's text goes through the
 * date library, and dates, choices, names and amounts repeat in most reports, so this is a lookup for most cells.
 * A column whose values are all different (names, times, amounts of 100,000 instances) gains nothing from it and
 * pays a map entry per cell: after TRIAL_CELLS, such a column works each cell out without remembering.
 */
function cellsOf(column: ReportSheetColumn): (raw: string | null) => ColumnCell {
  const known = new Map<string | null, ColumnCell>();
  const make = (raw: string | null): ColumnCell => {
    const typed = typedCell(raw, column.kind);
    return {
      typed,
      text: workbookText(column, raw),
      number: typed.kind === 'number' || typed.kind === 'date',
    };
  };
  let read = 0;
  let repeats = 0;
  let remembering = true;
  return (raw) => {
    if (!remembering) return make(raw);
    let cell = known.get(raw);
    if (cell) repeats++;
    else {
      cell = make(raw);
      if (known.size < REMEMBERED_VALUES) known.set(raw, cell);
    }
    if (++read === TRIAL_CELLS && repeats * 4 < TRIAL_CELLS) {
      remembering = false;
      known.clear();
    }
    return cell;
  };
}

const valueOf = ({ typed }: ColumnCell) => (typed.kind === 'empty' ? null : typed.value);

/** The text a wrapped cell lays out in lines: a text cell's; a number or date does not wrap. */
const wrappedText = ({ typed, text }: ColumnCell): string => (typed.kind === 'text' ? text : '');

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

/**
 * The style of a data row and of a column, which have none of their own: one object, so that exceljs works it out
 * once rather than once per row and column. Never changed (a row's height is not a style).
 */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});

/** exceljs's Row has a style it types only on its model. */
const plain = (row: ExcelJS.Row): ExcelJS.Row => {
  (row as unknown as { style: Partial<ExcelJS.Style> }).style = PLAIN;
  return row;
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
    const cells = sheet.columns.map(cellsOf);
    // Every cell of a column, in slices: the widths read them all before the first row is written.
    const shownByColumn: ColumnCell[][] = sheet.columns.map(() => []);
    for (const r of records) {
      await slicer.pause();
      for (let i = 0; i < cells.length; i++) shownByColumn[i]!.push(cells[i]!(r[i] ?? null));
    }
    const widths = sheet.columns.map((c, i) => widthOf(options.ColumnFormat, c.Header, shownByColumn[i]!));
    ws.columns = widths.map((width, i) => ({ key: String(i), width, style: PLAIN }));
    const styles = sheet.columns.map((c) => columnStyle(c.numFmt, alignment));
    const header = ws.addRow(sheet.columns.map((c) => c.Header));
    header.font = { bold: true };
    header.commit();
    // The rows read the cells the widths read: each cell is worked out once.
    for (let k = 0; k < records.length; k++) {
      await slicer.pause();
      const shown = shownByColumn.map((column) => column[k] as ColumnCell);
      const row = plain(ws.addRow(shown.map(valueOf)));
      for (let i = 0; i < styles.length; i++) styled(row.getCell(i + 1), styles[i]!);
      if (wrap) {
        // Only text wraps; a number or date does not.
        const height = wrappedRowHeight(
          shown.map((cell, i) => ({ text: wrappedText(cell), width: widths[i]! })),
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
  const cells = sheet.columns.map(cellsOf);
  const widths: number[] = [];
  // Per record, its cells: the widths read them, then the rows (one a column) read them again.
  const shownByRecord: ColumnCell[][] = [];
  for (const r of records) {
    await slicer.pause();
    const shown = cells.map((cellOf, j) => cellOf(r[j] ?? null));
    shownByRecord.push(shown);
    widths.push(widthOf(options.ColumnFormat, '', shown));
  }
  ws.columns = [
    {
      key: 'h',
      width: widthOf(
        options.ColumnFormat,
        '',
        sheet.columns.map((c) => ({ text: c.Header, number: false })),
      ),
    },
    ...widths.map((width, i) => ({ key: String(i), width, style: PLAIN })),
  ];
  for (const [i, c] of sheet.columns.entries()) {
    await slicer.pause();
    const shown = shownByRecord.map((record) => record[i]!);
    const row = plain(ws.addRow([c.Header, ...shown.map(valueOf)]));
    row.getCell(1).font = { bold: true };
    const style = columnStyle(c.numFmt, alignment);
    for (let j = 0; j < records.length; j++) styled(row.getCell(j + 2), style);
    if (wrap) {
      const height = wrappedRowHeight(
        shown.map((cell, j) => ({ text: wrappedText(cell), width: widths[j]! })),
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
