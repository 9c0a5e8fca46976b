import { loggedOnly, openToAll, route, visitorsOnly } from './route-preset';
import type { RouteDefinition } from './route-types';

/*
 * Quiz and survey module routes (spec section 2) and the module sign-in and forbidden pages.
 * - Exam-taking and share routes (exam/pre, exam, exam/report, exam/completed, share, getExam) are
 *   anonymous-allowed (spec section 6) and render in the exam layout.
 * - The preview routes (exam/.../preview) sit under exam/ but show an author's draft: they need a session and
 *   use the `admin` menu, still in the exam layout.
 * - List, details, question, settings, users and results pages manage a module: signed-in, `admin` menu.
 * - /modules/{module}/login/{id} is anonymous-only (spec) and /modules/403 open to all; neither has a menu.
 */

const manage = loggedOnly('admin');
const quizPreview = loggedOnly('admin', 'QuizExamPage');
const quizExam = openToAll('user', 'QuizExamPage');
const surveyPreview = loggedOnly('admin', 'SurveyExamPage');
const surveyExam = openToAll('user', 'SurveyExamPage');

export const MODULE_ROUTES: readonly RouteDefinition[] = [
  route('quiz.list', '/modules/quiz/list', 'Quizzes', 'quiz', manage),
  route('quiz.details', '/modules/quiz/details/:quizId', 'Quiz Details', 'quiz', manage),
  route('quiz.question', '/modules/quiz/question/:questionId', 'Quiz Question', 'quiz', manage),
  route('quiz.settings', '/modules/quiz/settings/:quizId', 'Quiz Settings', 'quiz', manage),
  route(
    'quiz.exam.pre.preview',
    '/modules/quiz/exam/pre/preview',
    'Quiz Introduction Preview',
    'quiz',
    quizPreview,
  ),
  route('quiz.exam.preview', '/modules/quiz/exam/preview', 'Quiz Preview', 'quiz', quizPreview),
  route(
    'quiz.exam.report.preview',
    '/modules/quiz/exam/report/preview/:quizId?',
    'Quiz Report Preview',
    'quiz',
    quizPreview,
  ),
  route('quiz.exam.pre', '/modules/quiz/exam/pre', 'Quiz Introduction', 'quiz', quizExam),
  route('quiz.exam', '/modules/quiz/exam', 'Quiz', 'quiz', quizExam),
  route('quiz.share', '/modules/quiz/share/:quizId', 'Shared Quiz', 'quiz', quizExam),
  route('quiz.get-exam', '/modules/quiz/getExam/:quizId', 'Open Quiz', 'quiz', quizExam),
  route('quiz.exam.report', '/modules/quiz/exam/report/:quizId?', 'Quiz Report', 'quiz', quizExam),
  route('quiz.users', '/modules/quiz/users', 'Quiz Users', 'quiz', manage),
  route('quiz.results', '/modules/quiz/results/:quizId', 'Quiz Results', 'quiz', manage),
  route('quiz.results.edit', '/modules/quiz/results/edit/:quizExamId', 'Edit Quiz Result', 'quiz', manage),
  route(
    'quiz.results-questions',
    '/modules/quiz/resultsQuestions/:quizId',
    'Quiz Results by Question',
    'quiz',
    manage,
  ),

  route('survey.list', '/modules/survey/list', 'Surveys', 'survey', manage),
  route('survey.details', '/modules/survey/details/:surveyId', 'Survey Details', 'survey', manage),
  route('survey.question', '/modules/survey/question/:questionId', 'Survey Question', 'survey', manage),
  route('survey.settings', '/modules/survey/settings/:surveyId', 'Survey Settings', 'survey', manage),
  route(
    'survey.exam.pre.preview',
    '/modules/survey/exam/pre/preview',
    'Survey Introduction Preview',
    'survey',
    surveyPreview,
  ),
  route('survey.exam.preview', '/modules/survey/exam/preview', 'Survey Preview', 'survey', surveyPreview),
  route(
    'survey.exam.report',
    '/modules/survey/exam/report/:surveyExamId',
    'Survey Report',
    'survey',
    surveyExam,
  ),
  route('survey.exam.pre', '/modules/survey/exam/pre', 'Survey Introduction', 'survey', surveyExam),
  route('survey.exam', '/modules/survey/exam', 'Survey', 'survey', surveyExam),
  route('survey.share', '/modules/survey/share/:surveyId', 'Shared Survey', 'survey', surveyExam),
  route('survey.get-exam', '/modules/survey/getExam/:surveyId', 'Open Survey', 'survey', surveyExam),
  route('survey.exam.completed', '/modules/survey/exam/completed', 'Survey Completed', 'survey', surveyExam),
  route(
    'survey.exam.completed.preview',
    '/modules/survey/exam/completed/preview',
    'Survey Completed Preview',
    'survey',
    surveyPreview,
  ),
  route('survey.users', '/modules/survey/users', 'Survey Users', 'survey', manage),
  route('survey.results', '/modules/survey/results/:surveyId', 'Survey Results', 'survey', manage),
  route(
    'survey.results-questions',
    '/modules/survey/resultsQuestions/:surveyId',
    'Survey Results by Question',
    'survey',
    manage,
  ),

  route(
    'modules.login',
    '/modules/:module/login/:id',
    'Sign In',
    'modules',
    visitorsOnly('none', 'AuthPage'),
  ),
  route('modules.forbidden', '/modules/403', 'Forbidden', 'modules', openToAll('none', 'ErrorPage')),
];
