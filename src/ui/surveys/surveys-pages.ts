import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const intro = featurePage('surveys', () => import('./survey-intro-page').then((m) => m.SurveyIntroPage));
const exam = featurePage('surveys', () => import('./survey-exam-page').then((m) => m.SurveyExamPage));
const completed = featurePage('surveys', () =>
  import('./survey-completed-page').then((m) => m.SurveyCompletedPage),
);

/** Views of the surveys area (issue 34), by route id; loaded when first opened. */
export const SURVEY_PAGES: Record<string, ComponentType<PageProps>> = {
  'survey.list': featurePage('surveys', () => import('./survey-list-page').then((m) => m.SurveyListPage)),
  'survey.details': featurePage('surveys', () =>
    import('./survey-details-page').then((m) => m.SurveyDetailsPage),
  ),
  'survey.question': featurePage('surveys', () =>
    import('./survey-question-page').then((m) => m.SurveyQuestionPage),
  ),
  'survey.settings': featurePage('surveys', () =>
    import('./survey-settings-page').then((m) => m.SurveySettingsPage),
  ),
  'survey.users': featurePage('surveys', () => import('./survey-users-page').then((m) => m.SurveyUsersPage)),
  'survey.exam.pre': intro,
  'survey.exam.pre.preview': intro,
  'survey.get-exam': exam,
  'survey.exam': exam,
  'survey.exam.preview': exam,
  'survey.exam.completed': completed,
  'survey.exam.completed.preview': completed,
  'survey.exam.report': featurePage('surveys', () =>
    import('./survey-report-page').then((m) => m.SurveyReportPage),
  ),
  'survey.results': featurePage('surveys', () =>
    import('./survey-results-page').then((m) => m.SurveyResultsPage),
  ),
  'survey.results-questions': featurePage('surveys', () =>
    import('./survey-results-questions-page').then((m) => m.SurveyResultsQuestionsPage),
  ),
};
