import type { SurveyLink } from '../domain/surveys/survey-link';
import type { HttpResult } from './http-client.port';

/** A survey's public link, for its managers (docs/quizzes-and-surveys.md, "Survey share by link"). */
export interface SurveyLinkGateway {
  link(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyLink>>;
  /** Turns the link on (a new hash when it was off) or off (the old link and its sessions end). */
  setLink(surveyId: number, enabled: boolean): Promise<HttpResult<SurveyLink>>;
}
export const SurveyLinkGateway = Symbol('SurveyLinkGateway');
