/**
 * The access matrix rows of issue 34's surveys, in the columns of access-matrix.table.ts: admin (Ada), member (Mel,
 * creator of "Site visit feedback"), field (Finn, a workspace user who answered it), site, direct, anonymous. The
 * rules: docs/quizzes-and-surveys.md, "Surveys".
 */
import {
  FEEDBACK_ROWS,
  SURVEY_EXAM_IDS,
  SURVEY_IDS,
  SURVEY_QUESTION_IDS as Q,
} from '../../fixtures/surveys/surveys';
import type { MatrixRow } from './access-matrix.types';

const AUTHORS = [200, 200, 200, 403, 403, 401] as const;
/** Mel's survey: she and the administrator manage it; Finn only answers it. */
const MANAGERS = [200, 200, 403, 403, 403, 401] as const;
/** Shared with every workspace user (account types 1 and 2). */
const TAKERS = [200, 200, 200, 403, 403, 401] as const;
const feedback = SURVEY_IDS.feedback;
/** Finn's first completed response to the feedback survey. */
const finns = SURVEY_EXAM_IDS.firstFeedback + FEEDBACK_ROWS.findIndex((r) => r[0] === 'field');

export const SURVEYS_MATRIX: Record<string, MatrixRow> = {
  'GET /survey/list': { expect: AUTHORS },
  'GET /survey': { url: `/survey?id=${feedback}`, expect: MANAGERS },
  'POST /survey/create': { body: { Name: 'Canteen menu' }, expect: AUTHORS },
  'POST /survey/update': { body: { SurveyId: feedback, Name: 'Visit feedback' }, expect: MANAGERS },
  'POST /survey/copy': { body: { SurveyId: feedback }, expect: MANAGERS },
  'POST /survey/delete': { body: { SurveyId: feedback }, expect: MANAGERS },
  'POST /survey/settings': {
    body: {
      SurveyId: feedback,
      Settings: { Anonymous: false, OnePerPerson: false, ThankYouText: 'Thanks', OneQuestionPerPage: true },
    },
    expect: MANAGERS,
  },
  'GET /survey/teams': { url: `/survey/teams?surveyId=${feedback}`, expect: MANAGERS },
  'POST /survey/users': {
    body: { SurveyId: feedback, ManagerUserIds: [], TakerUserIds: [], TakerTeamIds: [0] },
    expect: MANAGERS,
  },
  'POST /survey/reorder': {
    body: {
      SurveyId: feedback,
      QuestionIds: [Q.comments, Q.site, Q.delays, Q.organised, Q.recommend, Q.facilities],
    },
    expect: MANAGERS,
  },
  'GET /surveyquestion': { url: `/surveyquestion?id=${Q.site}`, expect: MANAGERS },
  'POST /surveyquestion/create': { body: { SurveyId: feedback, Type: 'nps' }, expect: MANAGERS },
  'POST /surveyquestion/update': {
    body: {
      QuestionId: Q.comments,
      Text: 'Anything else?',
      Required: false,
      Options: [],
      Rows: [],
      MultiLine: true,
    },
    expect: MANAGERS,
  },
  'POST /surveyquestion/delete': { body: { QuestionId: Q.comments }, expect: MANAGERS },
  'GET /surveyexam/intro': { url: `/surveyexam/intro?surveyId=${feedback}`, expect: TAKERS },
  'POST /surveyexam/open': { body: { SurveyId: feedback }, expect: TAKERS },
  // Finn's completed response: refused to him (409), unknown to everyone else (404).
  'POST /surveyexam/save': {
    body: { SurveyExamId: finns, Answers: {} },
    expect: [404, 404, 409, 404, 404, 401],
  },
  'POST /surveyexam/submit': {
    body: { SurveyExamId: finns, Answers: {} },
    expect: [404, 404, 409, 404, 404, 401],
  },
  // A named survey: its managers and the respondent himself read the response.
  'GET /surveyexam/report': { url: `/surveyexam/report?id=${finns}`, expect: [200, 200, 200, 404, 404, 401] },
  'GET /surveyresult/list': { url: `/surveyresult/list?surveyId=${feedback}`, expect: MANAGERS },
  'GET /surveyresult/questions': { url: `/surveyresult/questions?surveyId=${feedback}`, expect: MANAGERS },
  'GET /surveyresult/export': { url: `/surveyresult/export?surveyId=${feedback}`, expect: MANAGERS },
};
