import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../src/adapters/libraries/provided-form-libraries';
import * as cells from '../../../src/domain/reports/report-cells';
import { ColumnFormat } from '../../../src/domain/reports/report-filter.entity';
import type { ReportSheet } from './report-rows';
import { widthOf, writeReportWorkbook } from './report-workbook';

vi.mock('../../../src/domain/reports/report-cells', async (original) => {
  const actual = await original<typeof import('../../../src/domain/reports/report-cells')>();
  return { ...actual, workbookText: vi.fn(actual.workbookText) };
});

/** 12,000 rows: names and amounts all different, dates repeating (12 of them). */
const ROWS = 12_000;
const sheet: ReportSheet = {
  columns: [
    { Header: 'Instance', kind: 'text', numFmt: 'General', FormatType: 0 },
    { Header: 'Inspected on', kind: 'date', numFmt: 'mmmm d, yyyy', FormatType: 27 },
    { Header: 'Total', kind: 'number', numFmt: '$#,##0.00', FormatType: 17 },
  ],
  rows: Array.from({ length: ROWS }, (_, i) => [
    `Inspection ${i} of site ${i % 97}`,
    `2026-${String(1 + (i % 12)).padStart(2, '0')}-${10 + (i % 2)}`,
    String(1000 + i * 1.25),
  ]),
};

describe('the workbook of a report whose values all differ (issue 36)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-workbook-cells-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** How many times each column's text was worked out while the workbook was written. */
  async function textsWorkedOut(Transposed: boolean): Promise<number[]> {
    const workbookText = vi.mocked(cells.workbookText);
    workbookText.mockClear();
    await writeReportWorkbook(join(dir, 'w.xlsx'), sheet, {
      Transposed,
      ColumnFormat: ColumnFormat.Expand,
      sheetName: 'W',
    });
    return sheet.columns.map((c) => workbookText.mock.calls.filter(([column]) => column === c).length);
  }

  it.each([
    ['rows', false],
    ['transposed', true],
  ])('works each cell out once, and a repeating value once (%s)', async (_name, Transposed) => {
    // Before, a column of all different values worked out the 2,000 cells past the 10,000 it remembered twice.
    expect(await textsWorkedOut(Transposed)).toEqual([ROWS, 12, ROWS]);
  });

  it('holds every value typed, in its column’s format, in columns as wide as their widest text', async () => {
    const path = join(dir, 'v.xlsx');
    await writeReportWorkbook(path, sheet, {
      Transposed: false,
      ColumnFormat: ColumnFormat.Expand,
      sheetName: 'V',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const ws = workbook.worksheets[0]!;
    expect(ws.rowCount).toBe(ROWS + 1);
    sheet.columns.forEach((column, i) => {
      const shown = sheet.rows.map((raw) => {
        const typed = cells.typedCell(raw[i], column.kind);
        return {
          text: cells.workbookText(column, raw[i]),
          number: typed.kind !== 'text' && typed.kind !== 'empty',
        };
      });
      expect(ws.getColumn(i + 1).width).toBe(widthOf(ColumnFormat.Expand, column.Header, shown));
    });
    for (const [r, raw] of sheet.rows.entries()) {
      const row = ws.getRow(r + 2);
      expect(row.getCell(1).value).toBe(raw[0]);
      expect((row.getCell(2).value as Date).toISOString().slice(0, 10)).toBe(raw[1]);
      expect(row.getCell(3).value).toBe(raw[2] === '' ? null : Number(raw[2]));
      expect(row.getCell(3).numFmt).toBe('$#,##0.00');
    }
  });
});
