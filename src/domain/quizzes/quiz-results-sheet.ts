import type { AttemptRow } from './quiz-results';
import { ATTEMPT_STATUS_TEXT } from './quiz-results-view';

/** A cell of the results workbook: text, a number, a moment (UTC) or nothing. */
export type SheetCell = string | number | Date | null;

export interface ResultsSheet {
  /** The sheet's name (Excel allows 31 characters and none of `\ / ? * [ ] :`). */
  name: string;
  header: string[];
  rows: SheetCell[][];
}

export const RESULTS_SHEET_HEADER = [
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
];

const minutes = (seconds: number | null) =>
  seconds === null ? null : Math.round((seconds / 60) * 100) / 100;
const moment = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * The results as the Excel export lays them out (docs/quizzes-and-surveys.md, "Results pages"): one row per attempt
 * in the order the page shows them (its filter and sort), figures as numbers so they add up in Excel.
 */
export function resultsSheetOf(quizName: string, rows: readonly AttemptRow[]): ResultsSheet {
  const name =
    quizName
      .replace(/[\\/?*[\]:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Results';
  return {
    name,
    header: RESULTS_SHEET_HEADER,
    rows: rows.map((r) => [
      r.TakerName,
      r.TakerEmail,
      ATTEMPT_STATUS_TEXT[r.Status],
      r.Score,
      r.MaxScore,
      r.Percent,
      minutes(r.Seconds),
      moment(r.StartedAt),
      moment(r.SubmittedAt),
      r.Overridden ? 'Yes' : 'No',
      r.AutoSubmitted ? 'Yes' : 'No',
    ]),
  };
}
