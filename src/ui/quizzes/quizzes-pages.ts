import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** Views of the quizzes area (issue 34, module 1100), by route id; loaded when first opened. */
export const QUIZ_PAGES: Record<string, ComponentType<PageProps>> = {
  'quiz.list': featurePage('quizzes', () => import('./quiz-list-page').then((m) => m.QuizListPage)),
  'quiz.details': featurePage('quizzes', () => import('./quiz-details-page').then((m) => m.QuizDetailsPage)),
  'quiz.question': featurePage('quizzes', () =>
    import('./quiz-question-page').then((m) => m.QuizQuestionPage),
  ),
  'quiz.settings': featurePage('quizzes', () =>
    import('./quiz-settings-page').then((m) => m.QuizSettingsPage),
  ),
  'quiz.get-exam': featurePage('quizzes', () => import('./quiz-exam-page').then((m) => m.QuizExamPage)),
  'quiz.exam': featurePage('quizzes', () => import('./quiz-exam-page').then((m) => m.QuizExamPage)),
  'quiz.exam.preview': featurePage('quizzes', () => import('./quiz-exam-page').then((m) => m.QuizExamPage)),
  'quiz.exam.pre.preview': featurePage('quizzes', () =>
    import('./quiz-preview-intro-page').then((m) => m.QuizPreviewIntroPage),
  ),
  'quiz.exam.report.preview': featurePage('quizzes', () =>
    import('./quiz-preview-report-page').then((m) => m.QuizPreviewReportPage),
  ),
  'quiz.exam.report': featurePage('quizzes', () =>
    import('./quiz-reports-page').then((m) => m.QuizReportsPage),
  ),
  'quiz.users': featurePage('quizzes', () => import('./quiz-users-page').then((m) => m.QuizUsersPage)),
  'quiz.share': featurePage('quizzes', () => import('./quiz-share-page').then((m) => m.QuizSharePage)),
  'quiz.exam.pre': featurePage('quizzes', () => import('./quiz-intro-page').then((m) => m.QuizIntroPage)),
  // A survey's link lands on the same page and proves the e-mail on the same sign-in page ("Survey share by link").
  'survey.share': featurePage('quizzes', () => import('./quiz-share-page').then((m) => m.QuizSharePage)),
  'modules.login': featurePage('quizzes', () => import('./quiz-login-page').then((m) => m.QuizLoginPage)),
  'modules.forbidden': featurePage('quizzes', () =>
    import('./modules-forbidden-page').then((m) => m.ModulesForbiddenPage),
  ),
  'quiz.results': featurePage('quizzes', () => import('./quiz-results-page').then((m) => m.QuizResultsPage)),
  'quiz.results.edit': featurePage('quizzes', () =>
    import('./quiz-attempt-edit-page').then((m) => m.QuizAttemptEditPage),
  ),
  'quiz.results-questions': featurePage('quizzes', () =>
    import('./quiz-question-results-page').then((m) => m.QuizQuestionResultsPage),
  ),
};
