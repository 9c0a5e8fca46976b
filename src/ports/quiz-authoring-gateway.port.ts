import type { QuestionDetail, QuizDetail } from '../domain/quizzes/quiz-authoring';
import type { QuestionType, QuizQuestion, QuizSettings } from '../domain/quizzes/quiz.entity';
import type { HttpResult } from './http-client.port';

/**
 * The authoring pages' calls (docs/quizzes-and-surveys.md, "API" and "Authoring pages"): a quiz with its questions,
 * its name, its settings, its question order, and its questions one by one. Only a manager of the quiz is answered;
 * anyone else gets a 404. Writes answer a refusal (400) with its reason, for the page to show beside what was typed.
 */
export interface QuizAuthoringGateway {
  details(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizDetail>>;
  rename(quizId: number, name: string, description: string): Promise<HttpResult<QuizDetail>>;
  saveSettings(quizId: number, settings: QuizSettings): Promise<HttpResult<QuizDetail>>;
  /** The whole order, every question once. */
  reorder(quizId: number, questionIds: number[]): Promise<HttpResult<QuizDetail>>;
  question(questionId: number, signal?: AbortSignal): Promise<HttpResult<QuestionDetail>>;
  addQuestion(quizId: number, type: QuestionType, text: string): Promise<HttpResult<QuestionDetail>>;
  /** The question whole; options without an id are new (the server numbers them). */
  saveQuestion(question: QuizQuestion): Promise<HttpResult<QuestionDetail>>;
  removeQuestion(questionId: number): Promise<HttpResult<unknown>>;
}
export const QuizAuthoringGateway = Symbol('QuizAuthoringGateway');
