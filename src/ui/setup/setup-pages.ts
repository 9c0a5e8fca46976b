import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/**
 * Views of the setup area (issue 14: workflows, project tags, task categories; issue 35: note categories), by route
 * id; loaded when first opened.
 */
export const SETUP_PAGES: Record<string, ComponentType<PageProps>> = {
  'setup.workflow.list': featurePage('setup', () =>
    import('./workflow-list-page').then((m) => m.WorkflowListPage),
  ),
  'setup.workflow.new': featurePage('setup', () =>
    import('./workflow-editor-page').then((m) => m.WorkflowEditorPage),
  ),
  'setup.workflow.details': featurePage('setup', () =>
    import('./workflow-editor-page').then((m) => m.WorkflowEditorPage),
  ),
  'setup.project-tag.list': featurePage('setup', () =>
    import('./project-tags-page').then((m) => m.ProjectTagsPage),
  ),
  'setup.tasks': featurePage('setup', () =>
    import('./task-categories-page').then((m) => m.TaskCategoriesPage),
  ),
  'setup.tasks.category': featurePage('setup', () =>
    import('./task-category-page').then((m) => m.TaskCategoryPage),
  ),
  'setup.note-category.list': featurePage('setup', () =>
    import('./note-categories-page').then((m) => m.NoteCategoriesPage),
  ),
  'setup.note-category.details': featurePage('setup', () =>
    import('./note-category-page').then((m) => m.NoteCategoryPage),
  ),
  'setup.project-summary.list': featurePage('setup', () =>
    import('./project-summaries-page').then((m) => m.ProjectSummariesPage),
  ),
  'setup.project-summary.new': featurePage('setup', () =>
    import('./project-summary-page').then((m) => m.ProjectSummaryPage),
  ),
  'setup.project-summary.details': featurePage('setup', () =>
    import('./project-summary-page').then((m) => m.ProjectSummaryPage),
  ),
};
