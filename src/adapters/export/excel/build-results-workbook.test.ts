import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AttemptRow } from '../../../domain/quizzes/quiz-results';
import { resultsSheetOf } from '../../../domain/quizzes/quiz-results-sheet';
import { buildResultsWorkbook } from './build-results-workbook';

const row = (over: Partial<AttemptRow>): AttemptRow => ({
  QuizExamId: 1,
  TakerName: 'Lena Novak',
  TakerEmail: 'lena@demo.test',
  StartedAt: '2026-03-06T13:00:00.000Z',
  SubmittedAt: '2026-03-06T13:14:30.000Z',
  Seconds: 870,
  Status: 'needsGrading',
  Score: 3,
  MaxScore: 9,
  Percent: 33.33,
  AutoSubmitted: false,
  Overridden: false,
  ...over,
});

describe('the results workbook', () => {
  it('has the header, then one row per attempt with numbers as numbers and moments as dates', async () => {
    const bytes = await buildResultsWorkbook(
      resultsSheetOf('Site safety: basics?', [
        row({}),
        row({ TakerName: 'Finn Field', SubmittedAt: null, Seconds: null, Status: 'inProgress' }),
      ]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    // Excel refuses : and ? in a sheet's name.
    expect(sheet.name).toBe('Site safety basics');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Taker',
      'E-mail',
      'Status',
      'Score',
      'Out of',
      'Percent',
      'Time taken (minutes)',
      'Started',
      'Submitted',
      'Score overridden',
      'Submitted at the deadline',
    ]);
    const lena = sheet.getRow(2);
    expect([
      lena.getCell(1).value,
      lena.getCell(3).value,
      lena.getCell(4).value,
      lena.getCell(6).value,
    ]).toEqual(['Lena Novak', 'Needs grading', 3, 33.33]);
    expect(lena.getCell(7).value).toBe(14.5);
    expect((lena.getCell(8).value as Date).toISOString()).toBe('2026-03-06T13:00:00.000Z');
    expect(lena.getCell(8).numFmt).toBe('yyyy-mm-dd hh:mm');
    const finn = sheet.getRow(3);
    expect([finn.getCell(3).value, finn.getCell(7).value, finn.getCell(9).value]).toEqual([
      'In progress',
      null,
      null,
    ]);
    expect(sheet.rowCount).toBe(3);
  });
});
