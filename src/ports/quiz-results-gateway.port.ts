import type {
  QuizAttemptResult,
  QuizQuestionResults,
  QuizResultsList,
} from '../domain/quizzes/quiz-results-view';
import type { HttpResult } from './http-client.port';

/**
 * A quiz's results, for those who manage it (docs/quizzes-and-surveys.md, "Results pages"). Anyone else is refused
 * (403, or 404 for a quiz of another workspace).
 */
export interface QuizResultsGateway {
  /** Every attempt of the quiz with its score, status and time taken. */
  list(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizResultsList>>;
  /** One attempt with its answers and the key. */
  attempt(quizExamId: number, signal?: AbortSignal): Promise<HttpResult<QuizAttemptResult>>;
  /** Per question: percent correct, average and the distribution of answers, hardest first. */
  questions(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizQuestionResults>>;
  /** Grades one question of a submitted attempt by hand; null takes the grade back. */
  grade(
    quizExamId: number,
    questionId: number,
    points: number | null,
  ): Promise<HttpResult<QuizAttemptResult>>;
  /** Overrides the attempt's whole score; null takes the override back. */
  override(quizExamId: number, score: number | null): Promise<HttpResult<QuizAttemptResult>>;
}
export const QuizResultsGateway = Symbol('QuizResultsGateway');
