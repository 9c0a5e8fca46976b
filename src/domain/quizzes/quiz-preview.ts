import { attemptOrderOf, type QuizAttempt } from './quiz-attempt.entity';
import { takerReportOf, type TakerReport } from './quiz-taker-view';
import type { Quiz, QuizQuestion } from './quiz.entity';

/** Who previews, for the attempt record (a preview is never stored with the real attempts). */
export interface PreviewAuthor {
  userId: number;
  email: string;
  name: string;
}

/**
 * An author's preview attempt (docs/quizzes-and-surveys.md, "Preview and reports"): the same questions, order,
 * shuffles and time limit a taker gets, but the open window and the attempts allowed do not apply, so the author can
 * try a quiz before it opens or after their own attempts ran out. The deadline is the time limit alone.
 */
export function previewAttemptOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  author: PreviewAuthor,
  id: number,
  nowMs: number,
): QuizAttempt {
  const limit = quiz.Settings.TimeLimitMinutes;
  return {
    QuizExamId: id,
    QuizId: quiz.QuizId,
    TakerUserId: author.userId,
    TakerEmail: author.email,
    TakerName: author.name,
    StartedAt: new Date(nowMs).toISOString(),
    Deadline: limit === null ? null : new Date(nowMs + limit * 60_000).toISOString(),
    SubmittedAt: null,
    AutoSubmitted: false,
    Status: 'inProgress',
    Answers: {},
    ...attemptOrderOf(quiz.Settings, questions, id),
    Grades: {},
    ScoreOverride: null,
  };
}

/** The report of a submitted preview: always with the key and explanations, whatever the quiz shows its takers. */
export function previewReportOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  attempt: QuizAttempt,
  nowMs: number,
): TakerReport {
  const shown: Quiz = { ...quiz, Settings: { ...quiz.Settings, ShowAnswers: 'afterAttempt' } };
  return takerReportOf(shown, questions, attempt, nowMs);
}

/** One of the taker's own submitted attempts, in their list of reports (exam/report/{quizId?}). */
export interface TakerReportEntry extends TakerReport {
  QuizId: number;
  SubmittedAt: string;
}

export function takerReportEntryOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  attempt: QuizAttempt,
  nowMs: number,
): TakerReportEntry {
  return {
    ...takerReportOf(quiz, questions, attempt, nowMs),
    QuizId: quiz.QuizId,
    SubmittedAt: attempt.SubmittedAt ?? attempt.StartedAt,
  };
}
