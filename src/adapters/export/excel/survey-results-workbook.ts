import { injectable } from 'inversify';
import type { SurveyResultsSheet, SurveyWorkbook } from '../../../ports/survey-workbook.port';
import { loadExcel } from './build-form-workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const asDate = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * The survey results workbook: sheet "Responses" (respondent, status, started, completed; dates as Excel dates) and
 * sheet "Questions" (each question's answers counted, the NPS score, the text answers).
 */
@injectable()
export class ExcelSurveyWorkbook implements SurveyWorkbook {
  async build({ responses, questions }: SurveyResultsSheet): Promise<Blob> {
    const { Workbook } = await loadExcel();
    const book = new Workbook();
    const list = book.addWorksheet('Responses');
    list.columns = [
      { header: 'Respondent', width: 28 },
      { header: 'Status', width: 14 },
      { header: 'Started', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
      { header: 'Completed', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    ];
    list.getRow(1).font = { bold: true };
    for (const r of responses)
      list.addRow([
        r.RespondentName ?? 'Anonymous',
        r.Status === 'completed' ? 'Completed' : 'In progress',
        asDate(r.StartedOn),
        asDate(r.CompletedOn),
      ]);
    const byQuestion = book.addWorksheet('Questions');
    byQuestion.columns = [{ width: 48 }, { width: 28 }, { width: 12 }];
    for (const q of questions) {
      byQuestion.addRow([q.Text, `${q.Answered} answered`]).font = { bold: true };
      for (const c of q.Counts) byQuestion.addRow([null, c.Label, c.Count]);
      for (const row of q.Matrix ?? [])
        byQuestion.addRow([null, row.RowText, row.Counts.reduce((sum, c) => sum + c.Count, 0)]);
      if (q.Average !== null) byQuestion.addRow([null, 'Average', q.Average]);
      if (q.Nps) byQuestion.addRow([null, 'NPS', q.Nps.Score]);
      for (const text of q.TextAnswers) byQuestion.addRow([null, text]);
    }
    const buffer = await book.xlsx.writeBuffer();
    return new Blob([buffer], { type: XLSX });
  }
}
