import type { RealtimeMessage } from '../platform/realtime-events';

/** Our event (docs/realtime.md): an attempt of the quiz started, was submitted, graded or overridden. */
export const QUIZ_RESULTS_CHANGED = 'quizResultsChanged';

/** The open results pages read again this long after the last news (many takers submitting, one read). */
export const QUIZ_RESULTS_NEWS_DELAY_MS = 500;

/** A push after which the results of quiz `quizId` are out of date. */
export function isQuizResultsNews(message: RealtimeMessage, quizId: number): boolean {
  if (message.Listener !== QUIZ_RESULTS_CHANGED) return false;
  const data = message.Data as { QuizId?: unknown } | null | undefined;
  return typeof data === 'object' && data !== null && data.QuizId === quizId;
}
