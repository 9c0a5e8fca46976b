import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/**
 * Views of form filling and projects (issue: the form instance page), by route id: form-instance.details,
 * project.list, project.create, project.details. Routes not listed here show the placeholder page.
 * Loaded when first opened, so the first page of the app does not pay for the field renderer.
 */
export const FORM_INSTANCE_PAGES: Record<string, ComponentType<PageProps>> = {
  'form-instance.details': featurePage('form-instance', () =>
    import('./form-instance-page').then((m) => m.FormInstancePage),
  ),
  'project.list': featurePage('form-instance', () =>
    import('../projects/project-list-page').then((m) => m.ProjectListPage),
  ),
  'project.create': featurePage('form-instance', () =>
    import('../projects/project-create-page').then((m) => m.ProjectCreatePage),
  ),
  // With the tasks area: the project's plan and its tasks (issue 14).
  'project.details': featurePage(['form-instance', 'tasks'], () =>
    import('../projects/project-details-page').then((m) => m.ProjectDetailsPage),
  ),
};
