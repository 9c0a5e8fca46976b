import type { SurveyAnswer, SurveyQuestion } from '../domain/surveys/survey.entity';
import type { HttpResult } from './http-client.port';

/** Answers by question id (string keys); `null` clears one. */
export type SurveyAnswers = Record<string, SurveyAnswer>;

/** What a survey is before answering (exam/pre). */
export interface SurveyIntro {
  SurveyId: number;
  Name: string;
  Description: string;
  QuestionCount: number;
  Anonymous: boolean;
  OpenFrom: string | null;
  OpenUntil: string | null;
  CanStart: boolean;
  Reason: string | null;
  AlreadyResponded: boolean;
}

/** A response being given (opened, resumed or just saved). */
export interface SurveyExam {
  SurveyExamId: number;
  SurveyId: number;
  Name: string;
  Description: string;
  Questions: SurveyQuestion[];
  Answers: SurveyAnswers;
  OneQuestionPerPage: boolean;
  Anonymous: boolean;
  Preview: boolean;
}

export interface SurveyCompletion {
  SurveyExamId: number;
  SurveyId: number;
  ThankYouText: string;
}

/** One response as its reader sees it (exam/report). */
export interface SurveyResponseReport {
  SurveyExamId: number;
  SurveyId: number;
  Name: string;
  RespondentName: string | null;
  CompletedOn: string | null;
  Questions: SurveyQuestion[];
  Answers: SurveyAnswers;
  /** The reader may read the survey's results (its managers): the page links to every response only then. */
  CanReadResults: boolean;
}

/** Answering a survey (docs/quizzes-and-surveys.md, "Survey pages"). */
export interface SurveyExamGateway {
  intro(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyIntro>>;
  /** Opens the caller's response, or resumes the one in progress; a preview is never counted. */
  open(surveyId: number, preview: boolean): Promise<HttpResult<SurveyExam>>;
  save(surveyExamId: number, answers: SurveyAnswers): Promise<HttpResult<SurveyExam>>;
  /** A required question left unanswered is a 400 whose Message names it. */
  submit(surveyExamId: number, answers: SurveyAnswers): Promise<HttpResult<SurveyCompletion>>;
  report(surveyExamId: number, signal?: AbortSignal): Promise<HttpResult<SurveyResponseReport>>;
}
export const SurveyExamGateway = Symbol('SurveyExamGateway');
