/**
 * A survey's export (docs/quizzes-and-surveys.md, "Survey pages"), written with exceljs's streaming writer as the
 * report workbook is: sheet "Responses", one row per completed response (src/domain/surveys/survey-responses-sheet.ts),
 * and sheet "Questions", each question's answers counted. Rows are committed one by one and the work gives the event
 * loop back every few milliseconds (TimeSlicer), so a survey of 10,000 responses never holds the mock for long.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { surveyResponsesSheet } from '../../../src/domain/surveys/survey-responses-sheet';
import type { SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import { surveyQuestionStatsOf } from '../../../src/domain/surveys/survey-results';
import type { SurveyQuestion } from '../../../src/domain/surveys/survey.entity';
import { TimeSlicer } from '../../cabinet/time-slices';

export interface SurveyWorkbookInput {
  questions: readonly SurveyQuestion[];
  /** The completed responses, oldest first. */
  responses: readonly SurveyResponse[];
  anonymous: boolean;
  /** The respondent's name as the results list gives it (never asked on an anonymous survey). */
  respondentOf(response: SurveyResponse): string | null;
}

const TEXT_WIDTH = 40;

export async function writeSurveyWorkbook(
  input: SurveyWorkbookInput,
  slicer = new TimeSlicer(),
): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });

  const sheet = surveyResponsesSheet(input.questions, input.anonymous);
  const list = workbook.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Anonymous responses keep only their day (docs/quizzes-and-surveys.md, "Anonymity").
  const dateFormat = input.anonymous ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm';
  list.columns = sheet.header.map((_, i) => ({
    width: i === 0 ? 18 : i === 1 && !input.anonymous ? 28 : TEXT_WIDTH,
  }));
  const header = list.addRow(sheet.header);
  header.font = { bold: true };
  header.commit();
  for (const response of input.responses) {
    await slicer.pause();
    const row = list.addRow(sheet.row(response, input.anonymous ? null : input.respondentOf(response)));
    row.getCell(1).numFmt = dateFormat;
    row.commit();
  }
  list.commit();

  const byQuestion = workbook.addWorksheet('Questions');
  byQuestion.columns = [{ width: 48 }, { width: 36 }, { width: 12 }];
  for (const q of input.questions) {
    // One question at a time: the counts of 10,000 responses are a few milliseconds each.
    await slicer.pause();
    const [stats] = surveyQuestionStatsOf([q], input.responses);
    if (!stats) continue;
    const add = (cells: (string | number | null)[], bold = false) => {
      const row = byQuestion.addRow(cells);
      if (bold) row.font = { bold: true };
      row.commit();
    };
    add([q.Text, `${stats.Answered} answered`], true);
    for (const c of stats.Counts) add([null, c.Label, c.Count]);
    const column = (id: number) => q.Options.find((o) => o.OptionId === id)?.Text ?? String(id);
    for (const row of stats.Matrix ?? [])
      for (const c of row.Counts) add([null, `${row.RowText}: ${column(c.OptionId)}`, c.Count]);
    if (stats.Average !== null) add([null, 'Average', stats.Average]);
    if (stats.Nps) add([null, 'NPS', stats.Nps.Score]);
    for (const text of stats.TextAnswers) {
      await slicer.pause();
      add([null, text]);
    }
  }
  byQuestion.commit();
  await workbook.commit();
  return bytes;
}
