import type { QuizAnswer } from './quiz-scoring';
import type { QuizSettings } from './quiz.entity';

/**
 * An attempt at a quiz (the spec's "quiz exam"). The server stores its deadline when it starts: the page's clock
 * only shows the time left, it never decides (docs/quizzes-and-surveys.md, "Time").
 */
export type AttemptStatus = 'inProgress' | 'submitted';

export interface QuizAttempt {
  QuizExamId: number;
  QuizId: number;
  /** A workspace user, or null for an outside taker (known by a proved e-mail). */
  TakerUserId: number | null;
  TakerEmail: string;
  TakerName: string;
  StartedAt: string;
  /** null: no time limit and no close date. */
  Deadline: string | null;
  SubmittedAt: string | null;
  /** The deadline passed and the server submitted what was saved. */
  AutoSubmitted: boolean;
  Status: AttemptStatus;
  /** By question id. */
  Answers: Record<string, QuizAnswer>;
  /** The order this taker sees (shuffled once, when the attempt starts). */
  QuestionOrder: number[];
  /** By question id: the option order this taker sees. */
  OptionOrder: Record<string, number[]>;
  /** Points the author gave by hand, by question id. */
  Grades: Record<string, number>;
  /** The author's score for the whole attempt, or null. */
  ScoreOverride: number | null;
}

/** After the deadline an answer still counts for this long (a slow network), then it is refused. */
export const DEADLINE_GRACE_MS = 30_000;

/** The deadline of an attempt started at `startedMs`: the time limit, cut short by the close date. */
export function deadlineOf(settings: QuizSettings, startedMs: number): number | null {
  const limit = settings.TimeLimitMinutes === null ? null : startedMs + settings.TimeLimitMinutes * 60_000;
  const close = settings.OpenUntil === null ? null : Date.parse(settings.OpenUntil);
  if (limit === null) return close;
  return close === null ? limit : Math.min(limit, close);
}

/** Whether an answer sent at `nowMs` comes too late for the attempt. */
export function isPastDeadline(attempt: Pick<QuizAttempt, 'Deadline'>, nowMs: number): boolean {
  return attempt.Deadline !== null && nowMs > Date.parse(attempt.Deadline) + DEADLINE_GRACE_MS;
}

/** Seconds left, never below 0; null without a deadline. */
export function secondsLeft(attempt: Pick<QuizAttempt, 'Deadline'>, nowMs: number): number | null {
  if (attempt.Deadline === null) return null;
  return Math.max(0, Math.floor((Date.parse(attempt.Deadline) - nowMs) / 1000));
}

export type OpenState = 'notYetOpen' | 'open' | 'closed';

/** Whether a quiz (or a survey: it has the same two bounds) is open at `nowMs`. */
export function openState(settings: Pick<QuizSettings, 'OpenFrom' | 'OpenUntil'>, nowMs: number): OpenState {
  if (settings.OpenFrom !== null && nowMs < Date.parse(settings.OpenFrom)) return 'notYetOpen';
  if (settings.OpenUntil !== null && nowMs >= Date.parse(settings.OpenUntil)) return 'closed';
  return 'open';
}

/** Attempts left for a taker who made `used` (null: no limit). */
export function attemptsLeft(settings: QuizSettings, used: number): number | null {
  return settings.AttemptsAllowed === null ? null : Math.max(0, settings.AttemptsAllowed - used);
}

/** Whether the taker of a submitted attempt may see the correct answers and explanations now. */
export function showsAnswers(
  settings: QuizSettings,
  attempt: Pick<QuizAttempt, 'Status'>,
  nowMs: number,
): boolean {
  if (attempt.Status !== 'submitted') return false;
  switch (settings.ShowAnswers) {
    case 'never':
      return false;
    case 'afterAttempt':
      return true;
    case 'afterClose':
      return openState(settings, nowMs) === 'closed';
  }
}

/**
 * A deterministic shuffle from a seed (the attempt id): the domain has no randomness, and the same attempt shows the
 * same order after a reload. Fisher-Yates over a small linear congruential generator.
 */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The order a new attempt shows its questions and options in, shuffled as the settings ask with the attempt's id as
 * seed (a taker's attempt and an author's preview alike). Only questions with options get an option order.
 */
export function attemptOrderOf(
  settings: Pick<QuizSettings, 'ShuffleQuestions' | 'ShuffleOptions'>,
  questions: readonly { QuestionId: number; Options: readonly { OptionId: number }[] }[],
  attemptId: number,
): Pick<QuizAttempt, 'QuestionOrder' | 'OptionOrder'> {
  const ids = questions.map((x) => x.QuestionId);
  return {
    QuestionOrder: settings.ShuffleQuestions ? seededShuffle(ids, attemptId) : ids,
    OptionOrder: settings.ShuffleOptions
      ? Object.fromEntries(
          questions
            .filter((x) => x.Options.length > 0)
            .map((x) => [
              x.QuestionId,
              seededShuffle(
                x.Options.map((o) => o.OptionId),
                attemptId + x.QuestionId,
              ),
            ]),
        )
      : {},
  };
}
