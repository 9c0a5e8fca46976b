import type { SeedData } from '../../../fixtures/types';
import type { QuizAttempt } from '../../../src/domain/quizzes/quiz-attempt.entity';

/**
 * Authors' preview attempts, by author and quiz: the latest one each, in the mock's memory only. They are never in
 * the data's quizAttempts, so results, attempt counts and the data file never see them. Keyed by the data itself,
 * so restoring the fixtures (a test's reset) forgets them too.
 */
export interface PreviewAttempts {
  get(userId: number, quizId: number): QuizAttempt | undefined;
  set(attempt: QuizAttempt): void;
  nextId(): number;
}

const memory = new WeakMap<SeedData, { byKey: Map<string, QuizAttempt>; last: number }>();

export function previewAttemptsOf(data: SeedData): PreviewAttempts {
  let held = memory.get(data);
  if (!held) {
    held = { byKey: new Map(), last: 0 };
    memory.set(data, held);
  }
  const { byKey } = held;
  const h = held;
  const key = (userId: number, quizId: number) => `${userId}:${quizId}`;
  return {
    get: (userId, quizId) => byKey.get(key(userId, quizId)),
    set: (attempt) => byKey.set(key(attempt.TakerUserId!, attempt.QuizId), attempt),
    nextId: () => ++h.last,
  };
}
