import type { Application } from 'express';
import type { MockContext } from '../../context';
import { registerProjectTagRoutes } from './project-tag-routes';
import { registerTaskCategoryRoutes } from './task-category-routes';
import { registerWorkflowRoutes } from './workflow-routes';

/** The setup lists of issue 14: workflows, project tags, task categories. */
export function registerSetupRoutes(app: Application, ctx: MockContext): void {
  registerWorkflowRoutes(app, ctx);
  registerProjectTagRoutes(app, ctx);
  registerTaskCategoryRoutes(app, ctx);
}
