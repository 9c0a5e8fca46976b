import type { QuizCodeAnswer, QuizVerifyAnswer } from '../domain/quizzes/quiz-link';
import type { SurveyLinkLanding } from '../domain/surveys/survey-link';
import type { HttpResult } from './http-client.port';

/**
 * A visitor with a survey's link (docs/quizzes-and-surveys.md, "Survey share by link"): where they go, and the
 * e-mail proof, with the answers of the quiz link's calls.
 */
export interface SurveyLinkEntryGateway {
  /** Where a visitor with the link goes; a 404 when the link is not valid or was turned off. */
  landing(surveyId: number, hash: string, signal?: AbortSignal): Promise<HttpResult<SurveyLinkLanding>>;
  sendCode(surveyId: number, hash: string, email: string): Promise<HttpResult<QuizCodeAnswer>>;
  /** Proves `email` with its code; when right, the browser holds a session that answers this survey only. */
  verify(surveyId: number, hash: string, email: string, code: string): Promise<HttpResult<QuizVerifyAnswer>>;
}
export const SurveyLinkEntryGateway = Symbol('SurveyLinkEntryGateway');
