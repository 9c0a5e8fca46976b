import type { SurveyQuestionStats } from '../domain/surveys/survey-results';
import type { HttpResult } from './http-client.port';

/** A response in the results list (RespondentName null when the survey is anonymous). */
export interface SurveyResponseRow {
  SurveyExamId: number;
  RespondentName: string | null;
  Status: 'inProgress' | 'completed';
  StartedOn: string;
  CompletedOn: string | null;
}

/** One question's answers counted over the completed responses (the domain's stats shape). */
export type SurveyQuestionResult = SurveyQuestionStats;

/** A survey's results (docs/quizzes-and-surveys.md, "Survey pages"). Managers only. */
export interface SurveyResultsGateway {
  responses(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyResponseRow[]>>;
  questions(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyQuestionResult[]>>;
}
export const SurveyResultsGateway = Symbol('SurveyResultsGateway');
