import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnNumberFormat } from '../../../src/domain/reports/report-cells';
import type { CellKind } from '../../../src/domain/reports/predefined-fields';
import { CUSTOM_FORMAT_TYPE } from '../../../src/domain/reports/report.entity';
import { ColumnFormat, type ColumnFormatId } from '../../../src/domain/reports/report-filter.entity';
import { renderInLibreOffice, type Rendered } from '../../test-support/libreoffice';
import { writeReportWorkbook } from './report-workbook';
import type { ReportSheet, ReportSheetColumn } from './report-rows';

/**
 * The report workbook as LibreOffice Calc shows it (issue 32 #4, #8; docs/exports.md "Checked in LibreOffice"):
 * printed to PDF, no cell is too narrow for its value (`###`) in any column format; saved as CSV with the shown text,
 * custom formats read as they mean and times as typed.
 */
const column = (Header: string, kind: CellKind, FormatType: number, Format = ''): ReportSheetColumn => ({
  Header,
  kind,
  FormatType,
  numFmt: columnNumberFormat({ FormatType, Format }, kind),
});

const LONG_TEXT =
  'The north stairwell handrail is loose on the second landing and the fire door closer needs adjusting';

const sheet: ReportSheet = {
  columns: [
    column('Day', 'date', CUSTOM_FORMAT_TYPE, 'dddd d mmmm yyyy'),
    column('Cost', 'number', CUSTOM_FORMAT_TYPE, '#,##0.000 "EUR"'),
    column('Balance', 'number', CUSTOM_FORMAT_TYPE, '"£"#,##0.0;[Red]-"£"#,##0.0'),
    column('Start', 'date', 31), // 24-hour time (13:05)
    column('Start (12 h)', 'date', 29), // Time (1:05 PM)
    column('Ends', 'date', CUSTOM_FORMAT_TYPE, 'hh:mm'),
    column('On', 'date', 0),
    column('Due', 'date', 27), // Long date (March 14, 2024)
    column('Notes', 'text', 0),
  ],
  rows: [
    ['1/5/2026', '1200', '1234567.89', '09:30', '09:30', '23:59', '2026-01-05', '9/13/2023', LONG_TEXT],
    ['9/13/2023', '1234567.5', '-98765.43', '23:59', '23:59', '09:30', '2023-09-13', '1/5/2026', 'Fine'],
  ],
};

/** What each row shows, as the formats mean it (the Notes as written). */
const SHOWN = [
  ['Day', 'Cost', 'Balance', 'Start', 'Start (12 h)', 'Ends', 'On', 'Due', 'Notes'],
  [
    'Monday 5 January 2026',
    '1,200.000 EUR',
    '£1,234,567.9',
    '09:30',
    '9:30 AM',
    '23:59',
    '01/05/2026',
    'September 13, 2023',
    LONG_TEXT,
  ],
  [
    'Wednesday 13 September 2023',
    '1,234,567.500 EUR',
    '-£98,765.4',
    '23:59',
    '11:59 PM',
    '09:30',
    '09/13/2023',
    'January 5, 2026',
    'Fine',
  ],
];

const transpose = (rows: string[][]) => rows[0]!.map((_, i) => rows.map((row) => row[i]!));

describe('the report workbook in LibreOffice Calc (issue 32 #4, #8)', { timeout: 180_000 }, () => {
  let rendered: Record<string, Rendered> = {};

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'report-workbooks-'));
    try {
      const workbook = async (name: string, ColumnFormat: ColumnFormatId, Transposed = false) => {
        const path = join(dir, `${name}.xlsx`);
        await writeReportWorkbook(path, sheet, { Transposed, ColumnFormat, sheetName: 'Report' });
        return new Uint8Array(await readFile(path));
      };
      rendered = await renderInLibreOffice({
        wrap: await workbook('wrap', ColumnFormat.Wrap),
        clip: await workbook('clip', ColumnFormat.Clip),
        expand: await workbook('expand', ColumnFormat.Expand),
        transposed: await workbook('transposed', ColumnFormat.Expand, true),
        'transposed wrap': await workbook('transposed wrap', ColumnFormat.Wrap, true),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it.each(['wrap', 'clip', 'expand', 'transposed', 'transposed wrap'])(
    'printed, the %s workbook shows no cell as ###: every column is wide enough for its numbers and dates',
    (name) => {
      const text = rendered[name]!.pdfText;
      for (const value of ['Wednesday 13 September 2023', '1,234,567.500 EUR', '09:30', '23:59', '11:59 PM'])
        expect(text).toContain(value);
      expect(text).not.toMatch(/#/);
    },
  );

  it.each(['wrap', 'clip', 'expand'])(
    'the %s workbook reads as the formats mean it, times as typed',
    (name) => {
      expect(rendered[name]!.csvRows).toEqual(SHOWN);
    },
  );

  it.each(['transposed', 'transposed wrap'])(
    'the %s workbook reads the same, one record a column',
    (name) => {
      expect(rendered[name]!.csvRows).toEqual(transpose(SHOWN));
    },
  );

  it.each(['wrap', 'transposed wrap'])(
    'printed, the %s workbook shows a long text whole, its row as tall as its lines',
    (name) => {
      // A row left one line high cut the text after its first line: the rest ran under the next row ("Fine") and
      // its end ("adjusting") was lost. The printed words must hold the text's words in order.
      const printed = rendered[name]!.pdfText.split(/\s+/);
      let at = 0;
      for (const word of LONG_TEXT.split(' ')) {
        at = printed.indexOf(word, at) + 1;
        expect(at, word).toBeGreaterThan(0);
      }
    },
  );

  it('the expanded workbook prints every value whole', () => {
    const text = rendered.expand!.pdfText;
    for (const value of SHOWN.flat()) expect(text).toContain(value);
  });
});
