import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** Views of the quizzes area (issue 34, module 1100), by route id; loaded when first opened. */
export const QUIZ_PAGES: Record<string, ComponentType<PageProps>> = {
  'quiz.list': featurePage('quizzes', () => import('./quiz-list-page').then((m) => m.QuizListPage)),
  'quiz.get-exam': featurePage('quizzes', () => import('./quiz-exam-page').then((m) => m.QuizExamPage)),
  'quiz.results': featurePage('quizzes', () => import('./quiz-results-page').then((m) => m.QuizResultsPage)),
  'quiz.results.edit': featurePage('quizzes', () =>
    import('./quiz-attempt-edit-page').then((m) => m.QuizAttemptEditPage),
  ),
  'quiz.results-questions': featurePage('quizzes', () =>
    import('./quiz-question-results-page').then((m) => m.QuizQuestionResultsPage),
  ),
};
