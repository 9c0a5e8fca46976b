import type { QuizAnswer } from '../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../domain/quizzes/quiz-taker-view';
import type { QuizSummary } from '../domain/quizzes/quiz.entity';
import type { HttpResult } from './http-client.port';

/** Quizzes, module 1100 (docs/quizzes-and-surveys.md, "API"): the list an author manages, and taking a quiz. */
export interface QuizGateway {
  list(signal?: AbortSignal): Promise<HttpResult<QuizSummary[]>>;
  create(name: string, description: string): Promise<HttpResult<QuizSummary>>;
  copy(quizId: number): Promise<HttpResult<QuizSummary>>;
  remove(quizId: number): Promise<HttpResult<unknown>>;
  /** What the quiz is before an attempt starts (exam/pre). */
  intro(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerIntro>>;
  /** Opens an attempt, or resumes the one in progress with its deadline (getExam). */
  open(quizId: number): Promise<HttpResult<TakerExam>>;
  /** Saves answers by question id (null clears one); a refusal after the deadline is a 409 the caller reads. */
  save(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerExam>>;
  submit(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerReport>>;
}
export const QuizGateway = Symbol('QuizGateway');
