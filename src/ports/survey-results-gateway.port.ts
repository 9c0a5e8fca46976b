import type { SurveyQuestionType } from '../domain/surveys/survey.entity';
import type { HttpResult } from './http-client.port';

/** A response in the results list (RespondentName null when the survey is anonymous). */
export interface SurveyResponseRow {
  SurveyExamId: number;
  RespondentName: string | null;
  Status: 'inProgress' | 'completed';
  StartedOn: string;
  CompletedOn: string | null;
}

export interface SurveyCount {
  Key: string;
  Label: string;
  Count: number;
}

export interface SurveyNps {
  Score: number;
  Promoters: number;
  Passives: number;
  Detractors: number;
}

export interface SurveyMatrixRowCounts {
  RowId: number;
  RowText: string;
  Counts: { OptionId: number; Count: number }[];
}

/** The answers to one question, counted over the completed responses. */
export interface SurveyQuestionResult {
  QuestionId: number;
  Type: SurveyQuestionType;
  Text: string;
  Answered: number;
  /** Options, 1-5 or 0-10, in order. */
  Counts: SurveyCount[];
  Average: number | null;
  Nps: SurveyNps | null;
  TextAnswers: string[];
  Matrix: SurveyMatrixRowCounts[] | null;
}

/** A survey's results (docs/quizzes-and-surveys.md, "Survey pages"). Managers only. */
export interface SurveyResultsGateway {
  responses(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyResponseRow[]>>;
  questions(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyQuestionResult[]>>;
}
export const SurveyResultsGateway = Symbol('SurveyResultsGateway');
