/**
 * The access matrix rows of issue 34 (quizzes, module 1100), in the columns of access-matrix.table.ts: admin (Ada),
 * member (Mel, creator of "Site safety basics"), field (Finn, a workspace user of the Field Team who took it once),
 * site, direct, anonymous. The rules: docs/quizzes-and-surveys.md, "Who may do what".
 */
import { QUIZ_EXAM_IDS, QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../fixtures/quizzes/quizzes';
import type { MatrixRow } from './access-matrix.types';

const AUTHORS = [200, 200, 200, 403, 403, 401] as const;
/** Mel's quiz: she and the administrator manage it; Finn only takes it. */
const MANAGERS = [200, 200, 403, 403, 403, 401] as const;
/** Shared with every workspace user (account types 1 and 2). */
const TAKERS = [200, 200, 200, 403, 403, 401] as const;
const safety = QUIZ_IDS.safety;

export const QUIZZES_MATRIX: Record<string, MatrixRow> = {
  'GET /quiz/list': { expect: AUTHORS },
  'GET /quiz': { url: `/quiz?id=${safety}`, expect: MANAGERS },
  'POST /quiz/create': { body: { Name: 'Fire drill' }, expect: AUTHORS },
  'POST /quiz/update': { body: { QuizId: safety, Name: 'Safety' }, expect: MANAGERS },
  'POST /quiz/copy': { body: { QuizId: safety }, expect: MANAGERS },
  'POST /quiz/delete': { body: { QuizId: safety }, expect: MANAGERS },
  'POST /quiz/settings': {
    body: {
      QuizId: safety,
      TimeLimitMinutes: 2,
      AttemptsAllowed: 1,
      PassMarkPercent: 50,
      ShuffleQuestions: false,
      ShuffleOptions: false,
      ShowAnswers: 'never',
      OneQuestionPerPage: true,
    },
    expect: MANAGERS,
  },
  'POST /quiz/users': {
    body: { QuizId: safety, ManagerIds: [], TakerUserIds: [], TakerScopeIds: [0] },
    expect: MANAGERS,
  },
  'POST /quiz/reorder': {
    body: {
      QuizId: safety,
      QuestionIds: [Q.nearMiss, Q.helmet, Q.ppe, Q.ladder, Q.extinguisher, Q.scaffold],
    },
    expect: MANAGERS,
  },
  'GET /quizquestion': { url: `/quizquestion?id=${Q.ladder}`, expect: MANAGERS },
  'POST /quizquestion/create': {
    body: { QuizId: safety, Type: 'trueFalse', Text: 'Hi-vis is optional.' },
    expect: MANAGERS,
  },
  'POST /quizquestion/update': {
    body: {
      QuestionId: Q.ladder,
      Text: 'A ladder should extend 1 metre above the landing.',
      Points: 1,
      Options: [],
      CorrectBoolean: true,
      AcceptedAnswers: [],
      CaseSensitive: false,
      Tolerance: 0,
    },
    expect: MANAGERS,
  },
  'POST /quizquestion/delete': { body: { QuestionId: Q.ladder }, expect: MANAGERS },
  'GET /quizexam/intro': { url: `/quizexam/intro?quizId=${safety}`, expect: TAKERS },
  'POST /quizexam/open': { body: { QuizId: safety }, expect: TAKERS },
  // Finn's submitted attempt: refused to him (409), unknown to everyone else (404).
  'POST /quizexam/save': {
    body: { QuizExamId: QUIZ_EXAM_IDS.finn, Answers: {} },
    expect: [404, 404, 409, 404, 404, 401],
  },
  'POST /quizexam/submit': {
    body: { QuizExamId: QUIZ_EXAM_IDS.finn },
    expect: [404, 404, 200, 404, 404, 401],
  },
  'GET /quizexam/report': {
    url: `/quizexam/report?id=${QUIZ_EXAM_IDS.finn}`,
    expect: [200, 200, 200, 404, 404, 401],
  },
  'GET /quizresult/list': { url: `/quizresult/list?quizId=${safety}`, expect: MANAGERS },
  'GET /quizresult': { url: `/quizresult?id=${QUIZ_EXAM_IDS.lena}`, expect: MANAGERS },
  'GET /quizresult/questions': { url: `/quizresult/questions?quizId=${safety}`, expect: MANAGERS },
  'POST /quizresult/grade': {
    body: { QuizExamId: QUIZ_EXAM_IDS.lena, QuestionId: Q.nearMiss, Points: 2 },
    expect: MANAGERS,
  },
  'POST /quizresult/override': { body: { QuizExamId: QUIZ_EXAM_IDS.priya, Score: 5 }, expect: MANAGERS },
};
