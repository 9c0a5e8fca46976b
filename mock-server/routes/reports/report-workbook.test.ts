import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_FORMAT_TYPE } from '../../../src/domain/reports/report.entity';
import { ColumnFormat } from '../../../src/domain/reports/report-filter.entity';
import { writeReportWorkbook } from './report-workbook';
import type { ReportSheet } from './report-rows';

describe('the workbook’s column widths (issue 32 #4)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-workbook-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const sheet: ReportSheet = {
    columns: [
      { Header: 'Day', kind: 'date', numFmt: 'dddd d mmmm yyyy', FormatType: CUSTOM_FORMAT_TYPE },
      { Header: 'Cost', kind: 'number', numFmt: '#,##0.000 "EUR"', FormatType: CUSTOM_FORMAT_TYPE },
      { Header: 'Total', kind: 'number', numFmt: '$#,##0.00', FormatType: 17 },
      { Header: 'On', kind: 'date', numFmt: 'mm/dd/yyyy', FormatType: 0 },
    ],
    rows: [['9/13/2023', '1234567.5', '1234567.5', '2023-09-13']],
  };

  it('fit the formatted text, not the raw value, so no cell shows ###', async () => {
    const path = join(dir, 'r.xlsx');
    await writeReportWorkbook(path, sheet, {
      Transposed: false,
      ColumnFormat: ColumnFormat.Expand,
      sheetName: 'R',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const ws = workbook.worksheets[0]!;
    // "Wednesday 13 September 2023" is 27 characters, "1,234,567.500 EUR" 17; two characters of margin.
    expect(ws.getColumn(1).width).toBe(29);
    expect(ws.getColumn(2).width).toBe(19);
    // A formatting type's text ("$1,234,567.50", 13) and General on a date ("09/13/2023", 10; at least 10 wide).
    expect(ws.getColumn(3).width).toBe(15);
    expect(ws.getColumn(4).width).toBe(12);
  });

  it('fit the formatted text when transposed too', async () => {
    const path = join(dir, 't.xlsx');
    await writeReportWorkbook(path, sheet, {
      Transposed: true,
      ColumnFormat: ColumnFormat.Expand,
      sheetName: 'T',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets[0]!.getColumn(2).width).toBe(29);
  });

  it('clip text at 20 characters, but never a number or date, which would show ###', async () => {
    const path = join(dir, 'c.xlsx');
    await writeReportWorkbook(
      path,
      {
        columns: [...sheet.columns, { Header: 'Notes', kind: 'text', numFmt: 'General', FormatType: 0 }],
        rows: [[...sheet.rows[0]!, 'A note far longer than twenty characters']],
      },
      { Transposed: false, ColumnFormat: ColumnFormat.Clip, sheetName: 'C' },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const ws = workbook.worksheets[0]!;
    expect([1, 2, 3, 4, 5].map((i) => ws.getColumn(i).width)).toEqual([29, 20, 20, 20, 20]);
  });
});

describe('a workbook of many rows (issue 36)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-workbook-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const many: ReportSheet = {
    columns: [
      { Header: 'Inspector', kind: 'text', numFmt: 'General', FormatType: 0 },
      { Header: 'Inspected on', kind: 'date', numFmt: 'mmmm d, yyyy', FormatType: 27 },
      { Header: 'Total', kind: 'number', numFmt: '$#,##0.00', FormatType: 17 },
    ],
    rows: Array.from({ length: 1000 }, (_, i) => [
      i % 7 === 0 ? null : `Inspector ${i % 3} with a name long enough to wrap in its column`,
      `2026-0${1 + (i % 9)}-1${i % 10}`,
      i % 5 === 0 ? '' : String(i * 1.5),
    ]),
  };

  // exceljs's own style table: a style it has not seen as an object is serialised and looked up by its XML.
  const stylesXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
    prototype: { _addStyle: (style: unknown) => number };
  };

  it.each([
    ['rows', false],
    ['transposed', true],
  ])('styles each column once, not each of its cells (%s)', async (_name, Transposed) => {
    const serialised = vi.spyOn(stylesXform.prototype, '_addStyle');
    await writeReportWorkbook(join(dir, 'many.xlsx'), many, {
      Transposed,
      ColumnFormat: ColumnFormat.Wrap,
      sheetName: 'Many',
    });
    // Before, the style of every cell and row was serialised: 4,008 times for 1,000 rows of 3 columns.
    expect(serialised.mock.calls.length).toBeLessThan(20);
  });

  it('gives every cell its column’s number format and alignment, and a wrapped row its height', async () => {
    const path = join(dir, 'many.xlsx');
    await writeReportWorkbook(path, many, {
      Transposed: false,
      ColumnFormat: ColumnFormat.Wrap,
      sheetName: 'M',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const ws = workbook.worksheets[0]!;
    expect(ws.rowCount).toBe(1001);
    for (const [r, raw] of many.rows.entries()) {
      const row = ws.getRow(r + 2);
      many.columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        expect(cell.numFmt === undefined ? 'General' : cell.numFmt).toBe(c.numFmt);
        expect(cell.alignment).toEqual({ wrapText: true, vertical: 'top' });
      });
      expect(row.getCell(1).value).toBe(raw[0]);
      expect(row.getCell(2).value).toBeInstanceOf(Date);
      expect(row.getCell(3).value).toBe(raw[2] === '' ? null : Number(raw[2]));
      // The inspector's name takes two lines of a 40-character column.
      expect(row.height).toBe(raw[0] === null ? undefined : 30);
    }
  });
});
