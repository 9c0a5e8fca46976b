/**
 * The access matrix rows of an author's quiz preview and a taker's own reports (issue 34; docs/quizzes-and-surveys.md,
 * "Preview and reports"), in the columns of access-matrix.table.ts: admin (Ada), member (Mel, creator of "Site safety
 * basics"), field (Finn, who took it once), site, direct, anonymous.
 */
import { QUIZ_IDS } from '../../fixtures/quizzes/quizzes';
import type { MatrixRow } from './access-matrix.types';

/** Mel's quiz: she and the administrator manage it, so only they preview it. */
const MANAGERS = [200, 200, 403, 403, 403, 401] as const;
/** Nothing previewed yet: the managers are told to open (or submit) the preview first. */
const NO_PREVIEW = [409, 409, 403, 403, 403, 401] as const;
const safety = QUIZ_IDS.safety;

export const QUIZ_PREVIEW_MATRIX: Record<string, MatrixRow> = {
  'GET /quizexam/preview/intro': { url: `/quizexam/preview/intro?quizId=${safety}`, expect: MANAGERS },
  'POST /quizexam/preview/open': { body: { QuizId: safety }, expect: MANAGERS },
  'POST /quizexam/preview/save': { body: { QuizId: safety, Answers: {} }, expect: NO_PREVIEW },
  'POST /quizexam/preview/submit': { body: { QuizId: safety }, expect: NO_PREVIEW },
  'GET /quizexam/preview/report': { url: `/quizexam/preview/report?quizId=${safety}`, expect: NO_PREVIEW },
  // One's own reports: of a quiz shared with every workspace user, and across quizzes (an empty list for accounts
  // that took none).
  'GET /quizexam/reports': {
    url: `/quizexam/reports?quizId=${safety}`,
    expect: [200, 200, 200, 403, 403, 401],
  },
};
