import type { SurveyResponse } from './survey-response.entity';
import type { SurveyAnswer, SurveyQuestion } from './survey.entity';

/** A cell of the export: text, a number, a moment (an Excel date), or empty. */
export type SurveySheetCell = string | number | Date | null;

/** The "Responses" sheet of a survey's export: its header and how a response becomes a row. */
export interface SurveyResponsesSheet {
  header: string[];
  row(response: SurveyResponse, respondent: string | null): SurveySheetCell[];
}

type Answers = Record<string, SurveyAnswer>;
interface AnswerColumn {
  header: string;
  cell(answers: Answers): SurveySheetCell;
}

/** Choices are joined with this in one cell (a multiple choice's options, in the question's order). */
export const CHOICE_SEPARATOR = '; ';

const optionText = (q: SurveyQuestion, id: unknown) => q.Options.find((o) => o.OptionId === id)?.Text ?? null;

/** The columns of one question: one, or one per row for a matrix ("3. Rate the visit: Safety"). */
function columnsOf(q: SurveyQuestion, number: number): AnswerColumn[] {
  const title = `${number}. ${q.Text}`;
  const answerOf = (answers: Answers) => answers[String(q.QuestionId)] ?? null;
  switch (q.Type) {
    case 'matrix':
      return q.Rows.map((row) => ({
        header: `${title}: ${row.Text}`,
        cell: (answers) => {
          const answer = answerOf(answers);
          const chosen =
            answer !== null && typeof answer === 'object' && !Array.isArray(answer)
              ? answer[String(row.RowId)]
              : undefined;
          return optionText(q, chosen);
        },
      }));
    case 'multiple':
      return [
        {
          header: title,
          cell: (answers) => {
            const answer = answerOf(answers);
            if (!Array.isArray(answer)) return null;
            const texts = q.Options.filter((o) => answer.includes(o.OptionId)).map((o) => o.Text);
            return texts.length === 0 ? null : texts.join(CHOICE_SEPARATOR);
          },
        },
      ];
    case 'single':
      return [{ header: title, cell: (answers) => optionText(q, answerOf(answers)) }];
    case 'text':
      return [
        {
          header: title,
          cell: (answers) => {
            const answer = answerOf(answers);
            return typeof answer === 'string' && answer.trim() !== '' ? answer : null;
          },
        },
      ];
    case 'rating':
    case 'nps':
      return [
        {
          header: title,
          cell: (answers) => {
            const answer = answerOf(answers);
            return typeof answer === 'number' ? answer : null;
          },
        },
      ];
  }
}

/**
 * One row per response (docs/quizzes-and-surveys.md, "Survey pages"): when it was submitted, who (left out of an
 * anonymous survey's sheet altogether), then a column per question in the survey's order, a matrix's rows each a
 * column of their own, text answers in full. An answer that no longer fits its question (its option was deleted) is
 * an empty cell, as the counts leave it out.
 */
export function surveyResponsesSheet(
  questions: readonly SurveyQuestion[],
  anonymous: boolean,
): SurveyResponsesSheet {
  const columns = questions.flatMap((q, i) => columnsOf(q, i + 1));
  return {
    header: ['Submitted', ...(anonymous ? [] : ['Respondent']), ...columns.map((c) => c.header)],
    row: (response, respondent) => [
      response.CompletedOn ? new Date(response.CompletedOn) : null,
      ...(anonymous ? [] : [respondent]),
      ...columns.map((c) => c.cell(response.Answers)),
    ],
  };
}

/** The export's address: the server builds the workbook (docs/quizzes-and-surveys.md, "Survey pages"). */
export const surveyExportPath = (surveyId: number) => `/api/surveyresult/export?surveyId=${surveyId}`;

/** The export's file name: the survey's name, its letters and digits kept and the rest one dash. */
export const surveyExportFileName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'survey'}.xlsx`;
