import type { AttemptRow, QuestionStats } from './quiz-results';
import type { QuizAnswer } from './quiz-scoring';
import type { QuizQuestion } from './quiz.entity';

/** `GET quizresult/list`: every attempt of a quiz, for the results page. */
export interface QuizResultsList {
  QuizId: number;
  QuizName: string;
  PassMarkPercent: number;
  Attempts: AttemptRow[];
}

/** `GET quizresult/questions`: per question over the submitted attempts, hardest first. */
export interface QuizQuestionResults {
  QuizId: number;
  QuizName: string;
  Submitted: number;
  Questions: QuestionStats[];
}

/** A question of one attempt with the key, the answer given and what it earned. */
export interface GradedQuestion extends QuizQuestion {
  Answer: QuizAnswer;
  /** What the automatic scoring gives. */
  AutoPoints: number;
  /** What the attempt earned on it (the hand grade when there is one). */
  Points: number;
  /** The question's points: a hand grade goes from 0 to this. */
  MaxPoints: number;
  Graded: boolean;
  NeedsGrading: boolean;
}

/** `GET quizresult?id=`: one attempt with its answers and the key, for results/edit. */
export interface QuizAttemptResult {
  QuizId: number;
  QuizName: string;
  PassMarkPercent: number;
  Attempt: AttemptRow;
  ScoreOverride: number | null;
  AutoScore: number;
  Questions: GradedQuestion[];
}

export type AttemptStatus = AttemptRow['Status'];

/** The status words the results page shows and the filter offers (ours). */
export const ATTEMPT_STATUS_TEXT: Record<AttemptStatus, string> = {
  passed: 'Passed',
  failed: 'Failed',
  needsGrading: 'Needs grading',
  inProgress: 'In progress',
};

export type ResultsSortKey = 'taker' | 'score' | 'percent' | 'status' | 'seconds' | 'started' | 'submitted';
export interface ResultsSort {
  key: ResultsSortKey;
  direction: 'ascending' | 'descending';
}
export interface ResultsFilter {
  status: AttemptStatus | 'all';
  /** Matched against the taker's name and e-mail, letter case ignored. */
  text: string;
}

/** The page opens on the latest attempts first. */
export const DEFAULT_RESULTS_SORT: ResultsSort = { key: 'started', direction: 'descending' };

const STATUS_ORDER: Record<AttemptStatus, number> = { needsGrading: 0, inProgress: 1, failed: 2, passed: 3 };

const compareBy: Record<ResultsSortKey, (a: AttemptRow, b: AttemptRow) => number> = {
  taker: (a, b) => a.TakerName.localeCompare(b.TakerName) || a.TakerEmail.localeCompare(b.TakerEmail),
  score: (a, b) => a.Score - b.Score,
  percent: (a, b) => a.Percent - b.Percent,
  status: (a, b) => STATUS_ORDER[a.Status] - STATUS_ORDER[b.Status],
  // An attempt in progress has taken no time yet and is not submitted: it sorts last either way.
  seconds: (a, b) => nullsLast(a.Seconds, b.Seconds),
  started: (a, b) => a.StartedAt.localeCompare(b.StartedAt),
  submitted: (a, b) => nullsLast(a.SubmittedAt, b.SubmittedAt),
};

function nullsLast<T extends number | string>(a: T | null, b: T | null): number {
  if (a === null || b === null) return 0;
  return typeof a === 'number' ? a - (b as number) : a.localeCompare(b as string);
}

/**
 * The rows the results page shows: those the filter keeps, in the sort's order. Ties keep the latest attempt first;
 * attempts in progress stay after the others when sorting by time taken or submission.
 */
export function visibleAttempts(
  rows: readonly AttemptRow[],
  filter: ResultsFilter,
  sort: ResultsSort,
): AttemptRow[] {
  const text = filter.text.trim().toLocaleLowerCase();
  const kept = rows.filter(
    (r) =>
      (filter.status === 'all' || r.Status === filter.status) &&
      (text === '' ||
        r.TakerName.toLocaleLowerCase().includes(text) ||
        r.TakerEmail.toLocaleLowerCase().includes(text)),
  );
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const pending = (r: AttemptRow) =>
    (sort.key === 'seconds' && r.Seconds === null) || (sort.key === 'submitted' && r.SubmittedAt === null);
  return kept.sort(
    (a, b) =>
      Number(pending(a)) - Number(pending(b)) ||
      sign * compareBy[sort.key](a, b) ||
      b.StartedAt.localeCompare(a.StartedAt),
  );
}

/** Clicking a header sorts by it; clicking the sorted one again turns the order round. */
export function nextSort(current: ResultsSort, key: ResultsSortKey): ResultsSort {
  if (current.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  // Names read A to Z first; figures and dates highest or latest first.
  return { key, direction: key === 'taker' || key === 'status' ? 'ascending' : 'descending' };
}

/** Time taken as people say it: "4 min 5 s", "45 s", "1 h 2 min"; a dash while in progress. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}
