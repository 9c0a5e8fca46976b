import type { ResultsSheet } from '../../../domain/quizzes/quiz-results-sheet';
import { loadExcel } from './build-form-workbook';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const WIDTHS = [24, 30, 15, 9, 9, 10, 12, 18, 18, 12, 14];

/**
 * A results sheet as an .xlsx file (exceljs, loaded on first use): a bold, frozen header row with a filter, figures
 * as numbers and moments as Excel dates (UTC), so the file sorts and sums as people expect.
 */
export async function buildResultsWorkbook(sheet: ResultsSheet): Promise<Uint8Array> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.header.map((_, i) => ({ width: WIDTHS[i] ?? 14 }));
  ws.addRow(sheet.header).font = { bold: true };
  for (const cells of sheet.rows) {
    const row = ws.addRow(cells);
    cells.forEach((cell, i) => {
      if (cell instanceof Date) row.getCell(i + 1).numFmt = DATE_FORMAT;
    });
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.header.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
