import type { Application } from 'express';
import type { MockContext } from '../../context';
import { registerExamRoutes } from './exam-routes';
import { registerPreviewRoutes } from './preview-routes';
import { registerQuestionRoutes } from './question-routes';
import { QuizData } from './quiz-data';
import { registerQuizLinkRoutes, type QuizLinkDeps } from './quiz-link-routes';
import { registerQuizRoutes } from './quiz-routes';
import { registerResultRoutes } from './result-routes';
import { registerTakerReportRoutes } from './taker-report-routes';

/** Quizzes (issue 34, module 1100): docs/quizzes-and-surveys.md. */
export function registerQuizzesRoutes(app: Application, ctx: MockContext, link: QuizLinkDeps): QuizData {
  const data = new QuizData(ctx.store, ctx.hub, () => (ctx.clock ? ctx.clock.now() : Date.now()));
  registerQuizRoutes(app, data);
  registerQuestionRoutes(app, data);
  registerExamRoutes(app, data);
  registerResultRoutes(app, data);
  registerPreviewRoutes(app, data);
  registerTakerReportRoutes(app, data);
  registerQuizLinkRoutes(app, data, link);
  return data;
}
