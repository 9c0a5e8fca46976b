import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the issue 34 quiz routes for the fuzz to mutate. */
export function quizFuzzBases(data: SeedData): Record<string, unknown> {
  const quiz = data.quizzes[0]!;
  const single = data.quizQuestions.find((q) => q.QuizId === quiz.QuizId && q.Type === 'single')!;
  const attempt = data.quizAttempts[0]!;
  return {
    '/quiz/create': { Name: 'Fuzz', Description: 'd' },
    '/quiz/update': { QuizId: quiz.QuizId, Name: 'Fuzz', Description: 'd' },
    '/quiz/copy': { QuizId: quiz.QuizId },
    '/quiz/delete': { QuizId: quiz.QuizId },
    '/quiz/settings': {
      QuizId: quiz.QuizId,
      TimeLimitMinutes: 2,
      AttemptsAllowed: 1,
      PassMarkPercent: 50,
      ShuffleQuestions: false,
      ShuffleOptions: false,
      ShowAnswers: 'never',
      OneQuestionPerPage: true,
      OpenFrom: '2026-05-01T09:00:00Z',
      OpenUntil: '2026-05-02T09:00:00Z',
    },
    '/quiz/users': { QuizId: quiz.QuizId, ManagerIds: [], TakerUserIds: [], TakerScopeIds: [0] },
    '/quiz/reorder': { QuizId: quiz.QuizId, QuestionIds: quiz.QuestionIds },
    '/quizquestion/create': { QuizId: quiz.QuizId, Type: 'single', Text: 'Fuzz' },
    '/quizquestion/update': {
      QuestionId: single.QuestionId,
      Text: 'Fuzz',
      Points: 1,
      Explanation: 'e',
      Options: single.Options,
      CorrectBoolean: null,
      AcceptedAnswers: [],
      CaseSensitive: false,
      CorrectNumber: null,
      Tolerance: 0,
    },
    '/quizquestion/delete': { QuestionId: single.QuestionId },
    '/quizexam/open': { QuizId: quiz.QuizId },
    '/quizexam/save': { QuizExamId: attempt.QuizExamId, Answers: { [single.QuestionId]: 1 } },
    '/quizexam/submit': { QuizExamId: attempt.QuizExamId, Answers: { [single.QuestionId]: 1 } },
    '/quizresult/grade': { QuizExamId: attempt.QuizExamId, QuestionId: single.QuestionId, Points: 1 },
    '/quizresult/override': { QuizExamId: attempt.QuizExamId, Score: 1 },
  };
}
