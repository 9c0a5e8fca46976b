import { MatchersV3 } from '@pact-foundation/pact';
import { SURVEY_IDS, SURVEY_QUESTION_IDS as Q } from '../../../fixtures/surveys/surveys';

const { eachLike, integer, like, string, boolean } = MatchersV3;

/** Shapes of the survey answers, shared by the survey Pact tests (issue 34). */
export const feedback = SURVEY_IDS.feedback;

export const summary = (name: string) => ({
  SurveyId: integer(feedback),
  Name: string(name),
  Description: string('After each site visit.'),
  QuestionCount: integer(6),
  ResponseCount: integer(25),
  CreatedOn: string('2026-10-01T09:00:00.000Z'),
  CanManage: boolean(true),
});

/** A question: options and rows are any list (a text question has none). */
export const question = {
  QuestionId: integer(Q.site),
  SurveyId: integer(feedback),
  Type: string('single'),
  Text: string('Which site did you visit?'),
  Required: boolean(true),
  Options: like([]),
  Rows: like([]),
  MultiLine: boolean(false),
};

export const settings = {
  Anonymous: boolean(false),
  OnePerPerson: boolean(false),
  OpenFrom: null,
  OpenUntil: null,
  ThankYouText: string('Thanks: we read every answer.'),
  OneQuestionPerPage: boolean(false),
};

export const survey = {
  SurveyId: integer(feedback),
  Name: string('Site visit feedback'),
  Description: string('After each site visit.'),
  Questions: eachLike(question),
  Settings: like(settings),
  CreatedBy: integer(2),
  ManagerUserIds: like([8]),
  TakerUserIds: like([]),
  TakerTeamIds: like([0]),
};

export const exam = (id: unknown) => ({
  SurveyExamId: id,
  SurveyId: integer(feedback),
  Name: string('Site visit feedback'),
  Description: string('After each site visit.'),
  Questions: eachLike(question),
  Answers: like({}),
  OneQuestionPerPage: boolean(false),
  Anonymous: boolean(false),
  Preview: boolean(false),
});
