/** The activity log's sentences for the quiz calls (issue 34; docs/quizzes-and-surveys.md). */
import type { Describer, DescribeInput } from './activity-describers';
import type { Store } from '../store';

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const quoted = (name: string | undefined) => (name ? `"${name}"` : 'a quiz');
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const quizName = (store: Store, id: unknown) => store.data.quizzes.find((q) => q.QuizId === num(id))?.Name;
const questionOf = (store: Store, id: unknown) =>
  store.data.quizQuestions.find((q) => q.QuestionId === num(id));
const attemptOf = (store: Store, id: unknown) =>
  store.data.quizAttempts.find((a) => a.QuizExamId === num(id));
const attemptLabel = (store: Store, id: unknown) => {
  const attempt = attemptOf(store, id);
  return attempt
    ? `${attempt.TakerName}'s attempt at ${quoted(quizName(store, attempt.QuizId))}`
    : 'an attempt';
};

const quizzes = (action: (input: DescribeInput) => string): Describer => ({
  after: (input) => ({ area: 'quizzes', action: action(input) }),
});
/**
 * A call on an attempt: an outside taker (through the quiz's link, no session) is written in the quiz's workspace under
 * the proved e-mail; a workspace user is the caller, as for every call.
 */
const onAttempt = (
  id: (input: DescribeInput) => unknown,
  action: (input: DescribeInput) => string,
): Describer => ({
  after: (input) => {
    const attempt = attemptOf(input.store, id(input));
    const quiz = attempt && input.store.data.quizzes.find((q) => q.QuizId === attempt.QuizId);
    const who =
      attempt && quiz && attempt.TakerUserId === null
        ? { workspaceId: quiz.workspaceId, userId: null, userName: attempt.TakerEmail }
        : undefined;
    return { area: 'quizzes', action: action(input), ...(who ? { who } : {}) };
  },
});
const removing = (
  name: (body: Record<string, unknown>, store: Store) => string | undefined,
  action: (n: string) => string,
): Describer => ({
  before: (body, store) => name(body, store),
  after: ({ found }) => ({ area: 'quizzes', action: action(quoted(found as string | undefined)) }),
});

export const QUIZ_DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/quiz/create': quizzes(({ body }) => `Created the quiz ${quoted(str(body.Name).trim())}`),
  '/quiz/update': quizzes(({ body }) => `Renamed the quiz ${quoted(str(body.Name).trim())}`),
  '/quiz/copy': quizzes(
    ({ answer, store, body }) =>
      `Copied the quiz ${quoted(quizName(store, body.QuizId))} as ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/quiz/delete': removing(
    (body, store) => quizName(store, body.QuizId),
    (name) => `Deleted the quiz ${name} with its attempts`,
  ),
  '/quiz/settings': quizzes(
    ({ store, body }) => `Changed the settings of the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quiz/users': quizzes(
    ({ store, body }) => `Changed who may manage and take the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quiz/reorder': quizzes(
    ({ store, body }) => `Reordered the questions of the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quizquestion/create': quizzes(
    ({ store, body }) => `Added a question to the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quizquestion/update': quizzes(({ store, body }) => {
    const question = questionOf(store, body.QuestionId);
    return `Changed the question "${str(body.Text).trim()}" of the quiz ${quoted(quizName(store, question?.QuizId))}`;
  }),
  '/quizquestion/delete': {
    before: (body, store) => {
      const question = questionOf(store, body.QuestionId);
      return question
        ? `the question "${question.Text}" of the quiz ${quoted(quizName(store, question.QuizId))}`
        : 'a question';
    },
    after: ({ found }) => ({ area: 'quizzes', action: `Deleted ${String(found)}` }),
  },
  '/quizexam/open': onAttempt(
    ({ answer }) => field(answer, 'QuizExamId'),
    ({ store, body }) => `Opened the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quizexam/submit': onAttempt(
    ({ body }) => body.QuizExamId,
    ({ store, body }) => `Submitted ${attemptLabel(store, body.QuizExamId)}`,
  ),
  '/quizlink/set': quizzes(
    ({ store, body }) =>
      `Turned ${body.Enabled === true ? 'on' : 'off'} the link of the quiz ${quoted(quizName(store, body.QuizId))}`,
  ),
  '/quizresult/grade': quizzes(({ store, body }) => {
    const question = questionOf(store, body.QuestionId);
    const points = num(body.Points);
    const grade =
      points === undefined ? 'back to the automatic score' : `${points} of ${question?.Points ?? '?'} points`;
    return `Graded "${question?.Text ?? 'a question'}" in ${attemptLabel(store, body.QuizExamId)}: ${grade}`;
  }),
  '/quizresult/override': quizzes(({ store, body }) => {
    const score = num(body.Score);
    return score === undefined
      ? `Removed the score override of ${attemptLabel(store, body.QuizExamId)}`
      : `Set the score of ${attemptLabel(store, body.QuizExamId)} to ${score}`;
  }),
};
