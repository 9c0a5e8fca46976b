import type { Application } from 'express';
import type { MockContext } from '../../context';
import { registerSurveyExamRoutes } from './exam-routes';
import { registerSurveyQuestionRoutes } from './question-routes';
import { registerSurveyResultRoutes } from './result-routes';
import { SurveyData } from './survey-data';
import { registerSurveyLinkRoutes, type SurveyLinkDeps } from './survey-link-routes';
import { registerSurveyRoutes } from './survey-routes';

/** Surveys (issue 34): docs/quizzes-and-surveys.md, "Surveys". */
export function registerSurveysRoutes(
  app: Application,
  ctx: MockContext,
  link: Omit<SurveyLinkDeps, 'store'>,
): SurveyData {
  const data = new SurveyData(ctx.store, ctx.hub, () => (ctx.clock ? ctx.clock.now() : Date.now()));
  registerSurveyRoutes(app, data);
  registerSurveyQuestionRoutes(app, data);
  registerSurveyExamRoutes(app, data);
  registerSurveyResultRoutes(app, data);
  registerSurveyLinkRoutes(app, data, { ...link, store: ctx.store });
  return data;
}
