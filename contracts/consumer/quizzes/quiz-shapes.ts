import { MatchersV3 } from '@pact-foundation/pact';
import { QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';

const { eachLike, integer, like, string, boolean, number } = MatchersV3;

/** Shapes of the quiz answers, shared by the quiz Pact tests (issue 34). The demo quiz is "Site safety basics". */
export const safety = QUIZ_IDS.safety;

/** A question as the taker sees it (the key stays out: mock-server/routes/quizzes/quizzes.test.ts checks that). */
export const takerQuestion = {
  QuestionId: integer(Q.helmet),
  Type: string('single'),
  Text: string('Which colour of hard hat do site supervisors wear here?'),
  Points: number(1),
  // True/false, text and number questions have none: any list.
  Options: like([]),
};

/** An attempt (or a preview) in progress. */
export const exam = (id: unknown) => ({
  QuizExamId: id,
  QuizId: integer(safety),
  QuizName: string('Site safety basics'),
  Description: string('Six questions every new starter answers before their first site visit.'),
  OneQuestionPerPage: boolean(true),
  Deadline: string('2026-03-05T08:15:00.000Z'),
  SecondsLeft: integer(900),
  Questions: eachLike(takerQuestion),
  Answers: like({}),
});

/** A report with the key: a preview's always, a taker's when the quiz shows it (the demo quiz does). */
export const report = (id: unknown) => ({
  QuizExamId: id,
  QuizName: string('Site safety basics'),
  Score: number(1),
  MaxScore: number(9),
  Percent: number(11.11),
  PassMarkPercent: integer(60),
  Passed: boolean(false),
  AutoSubmitted: boolean(false),
  AnswersShown: boolean(true),
  Questions: eachLike({
    ...takerQuestion,
    Earned: number(0),
    Correct: boolean(false),
    NeedsGrading: boolean(false),
    Explanation: string('White marks supervisors; visitors wear blue.'),
  }),
});
