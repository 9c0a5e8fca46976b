import { describe, expect, it } from 'vitest';
import { ExcelSurveyWorkbook } from './survey-results-workbook';
import { loadExcel } from './build-form-workbook';

describe('the survey results workbook (issue 34 surveys)', () => {
  it('holds the responses with real dates and each question counted, the NPS and the text answers', async () => {
    const blob = await new ExcelSurveyWorkbook().build({
      surveyName: 'Canteen lunch',
      responses: [
        {
          SurveyExamId: 1,
          RespondentName: 'Priya Patel',
          Status: 'completed',
          StartedOn: '2026-11-02T09:00:00.000Z',
          CompletedOn: '2026-11-02T09:04:00.000Z',
        },
        {
          SurveyExamId: 2,
          RespondentName: null,
          Status: 'inProgress',
          StartedOn: '2026-11-03T00:00:00.000Z',
          CompletedOn: null,
        },
      ],
      questions: [
        {
          QuestionId: 5,
          Type: 'nps',
          Text: 'Recommend?',
          Answered: 2,
          Counts: [
            { Key: '3', Label: '3', Count: 1 },
            { Key: '9', Label: '9', Count: 1 },
          ],
          Average: 6,
          Nps: { Score: 0, Promoters: 1, Passives: 0, Detractors: 1 },
          TextAnswers: [],
          Matrix: null,
        },
        {
          QuestionId: 6,
          Type: 'text',
          Text: 'Anything else?',
          Answered: 1,
          Counts: [],
          Average: null,
          Nps: null,
          TextAnswers: ['More soup'],
          Matrix: null,
        },
      ],
    });
    const { Workbook } = await loadExcel();
    const book = new Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const responses = book.getWorksheet('Responses')!;
    expect(responses.getRow(1).values).toEqual([undefined, 'Respondent', 'Status', 'Started', 'Completed']);
    expect(responses.getCell('A2').value).toBe('Priya Patel');
    expect(responses.getCell('B2').value).toBe('Completed');
    expect(responses.getCell('C2').value).toEqual(new Date('2026-11-02T09:00:00.000Z'));
    expect(responses.getCell('A3').value).toBe('Anonymous');
    expect(responses.getCell('B3').value).toBe('In progress');
    const questions = book.getWorksheet('Questions')!;
    const rows = questions
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Recommend?', '2 answered'],
      [undefined, '3', 1],
      [undefined, '9', 1],
      [undefined, 'Average', 6],
      [undefined, 'NPS', 0],
      ['Anything else?', '1 answered'],
      [undefined, 'More soup'],
    ]);
  });
});
