import type {
  Survey,
  SurveyQuestion,
  SurveyQuestionType,
  SurveySettings,
  SurveySummary,
} from '../domain/surveys/survey.entity';
import type { QuizTeam } from '../domain/quizzes/quiz-link';
import type { HttpResult } from './http-client.port';

/** Who may manage a survey and who may answer it (team 0: every workspace user). */
export interface SurveyPeople {
  ManagerUserIds: number[];
  TakerUserIds: number[];
  TakerTeamIds: number[];
}

/** Surveys: building them (docs/quizzes-and-surveys.md, "Survey pages"). Managers only, except `list` and `create`. */
export interface SurveyGateway {
  list(signal?: AbortSignal): Promise<HttpResult<SurveySummary[]>>;
  get(surveyId: number, signal?: AbortSignal): Promise<HttpResult<Survey>>;
  create(name: string, description: string): Promise<HttpResult<SurveySummary>>;
  update(surveyId: number, name: string, description: string): Promise<HttpResult<unknown>>;
  copy(surveyId: number): Promise<HttpResult<SurveySummary>>;
  remove(surveyId: number): Promise<HttpResult<unknown>>;
  saveSettings(surveyId: number, settings: SurveySettings): Promise<HttpResult<unknown>>;
  savePeople(surveyId: number, people: SurveyPeople): Promise<HttpResult<unknown>>;
  /** The teams the survey may be shared with: "Everyone in the workspace" (team 0) first, then the workspace's. */
  teams(surveyId: number, signal?: AbortSignal): Promise<HttpResult<QuizTeam[]>>;
  /** The whole order: Move up / Move down and drag send the same call. */
  reorder(surveyId: number, questionIds: number[]): Promise<HttpResult<unknown>>;
  question(questionId: number, signal?: AbortSignal): Promise<HttpResult<SurveyQuestion>>;
  addQuestion(surveyId: number, type: SurveyQuestionType): Promise<HttpResult<SurveyQuestion>>;
  /** The question whole; the server keeps option and row ids and numbers new ones (id 0). */
  saveQuestion(question: SurveyQuestion): Promise<HttpResult<SurveyQuestion>>;
  removeQuestion(questionId: number): Promise<HttpResult<unknown>>;
}
export const SurveyGateway = Symbol('SurveyGateway');
