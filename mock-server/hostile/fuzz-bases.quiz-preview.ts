import type { SeedData } from '../../fixtures/types';

/** Valid bodies of an author's quiz preview (issue 34) for the fuzz to mutate. */
export function quizPreviewFuzzBases(data: SeedData): Record<string, unknown> {
  const quiz = data.quizzes[0]!;
  const single = data.quizQuestions.find((q) => q.QuizId === quiz.QuizId && q.Type === 'single')!;
  return {
    '/quizexam/preview/open': { QuizId: quiz.QuizId },
    '/quizexam/preview/save': { QuizId: quiz.QuizId, Answers: { [single.QuestionId]: 1 } },
    '/quizexam/preview/submit': { QuizId: quiz.QuizId, Answers: { [single.QuestionId]: 1 } },
  };
}
