/**
 * The report's workbook, written with exceljs's streaming writer (issue 15): typed number and date cells carrying
 * each column's number format (`useStyles: true`, else formats are dropped: /work/shared/STACK.md), the filter's
 * Transposed and ColumnFormat options, and every row up to Excel's own limit of 1,048,576 rows.
 */
import ExcelJS from 'exceljs';
import { typedCell, workbookText } from '../../../src/domain/reports/report-cells';
import { ColumnFormat, type ColumnFormatId } from '../../../src/domain/reports/report-filter.entity';
import type { ReportSheet } from './report-rows';
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
    ws.columns = sheet.columns.map((c, i) => ({
      key: String(i),
      width: widthOf(
        options.ColumnFormat,
        c.Header,
        records.map((r) => workbookText(c, r[i] ?? null)),
      ),
    }));
    const header = ws.addRow(sheet.columns.map((c) => c.Header));
    header.font = { bold: true };
    header.commit();
    for (const raw of records) {
      await slicer.pause();
      const row = ws.addRow(raw.map((value, i) => cellValue(value, sheet.columns[i]!.kind)));
      sheet.columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        cell.numFmt = c.numFmt;
        cell.alignment = alignment;
      });
      row.commit();
    }
    ws.commit();
    await workbook.commit();
    return records.length;
  }

  // Transposed: one row a column (its header first), one column a record.
  const records = sheet.rows.slice(0, EXCEL_MAX_COLUMNS - 1);
  ws.columns = [
    {
      key: 'h',
      width: widthOf(
        options.ColumnFormat,
        '',
        sheet.columns.map((c) => c.Header),
      ),
    },
    ...records.map((r, i) => ({
      key: String(i),
      width: widthOf(
        options.ColumnFormat,
        '',
        sheet.columns.map((c, j) => workbookText(c, r[j] ?? null)),
      ),
    })),
  ];
  for (const [i, c] of sheet.columns.entries()) {
    await slicer.pause();
    const row = ws.addRow([c.Header, ...records.map((r) => cellValue(r[i] ?? null, c.kind))]);
    row.getCell(1).font = { bold: true };
    for (let j = 0; j < records.length; j++) {
      const cell = row.getCell(j + 2);
      cell.numFmt = c.numFmt;
      cell.alignment = alignment;
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
 * `dddd d mmmm yyyy` is wider than its raw text, and a cell too narrow for a number or date shows `###`.
 */
export function widthOf(format: ColumnFormatId, header: string, values: readonly string[]): number {
  if (format === ColumnFormat.Clip) return CLIP_WIDTH;
  let longest = header.length;
  for (const v of values) if (v && v.length > longest) longest = v.length;
  const cap = format === ColumnFormat.Expand ? MAX_WIDTH : WRAP_WIDTH;
  return Math.min(cap, Math.max(10, longest + 2));
}

/** The workbook's media type, for downloads and attachments. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Site Inspections - Monthly inspections - 2026-11-25.xlsx": a file name safe on every system. */
export function workbookName(reportName: string, filterName: string, day: string): string {
  const base = [reportName, filterName].filter((s) => s.trim() !== '').join(' - ');
  const safe = [...base].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${safe.slice(0, 180)} - ${day}.xlsx`;
}
