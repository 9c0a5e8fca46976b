import type { TakerReportEntry } from '../domain/quizzes/quiz-preview';
import type { QuizAnswer } from '../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../domain/quizzes/quiz-taker-view';
import type { HttpResult } from './http-client.port';

/**
 * An author's preview of a quiz, never recorded, and a taker's own reports (docs/quizzes-and-surveys.md, "Preview and
 * reports"). A preview is one per author and quiz, so its calls name the quiz.
 */
export interface QuizPreviewGateway {
  /** The introduction as a taker who has not tried the quiz would see it (exam/pre/preview). */
  intro(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerIntro>>;
  /** Starts a preview, or resumes the one in progress with its deadline. */
  open(quizId: number): Promise<HttpResult<TakerExam>>;
  /** Saves answers by question id (null clears one); after the deadline a 409 the caller reads. */
  save(quizId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerExam>>;
  /** Submits the preview: its report always holds the key and explanations. */
  submit(quizId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerReport>>;
  /** The report of the last submitted preview (exam/report/preview/{quizId}). */
  report(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerReport>>;
  /** The caller's own submitted attempts of a quiz, or the latest across quizzes when `quizId` is null. */
  reports(quizId: number | null, signal?: AbortSignal): Promise<HttpResult<TakerReportEntry[]>>;
}
export const QuizPreviewGateway = Symbol('QuizPreviewGateway');
