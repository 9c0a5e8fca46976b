import type { ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';
import { ProjectCreatePage } from '../projects/project-create-page';
import { ProjectDetailsPage } from '../projects/project-details-page';
import { ProjectListPage } from '../projects/project-list-page';
import { FormInstancePage } from './form-instance-page';

/**
 * Views of form filling and projects (issue: the form instance page), by route id: form-instance.details,
 * project.list, project.create, project.details. Routes not listed here show the placeholder page.
 */
export const FORM_INSTANCE_PAGES: Record<string, ComponentType<PageProps>> = {
  'form-instance.details': FormInstancePage,
  'project.list': ProjectListPage,
  'project.create': ProjectCreatePage,
  'project.details': ProjectDetailsPage,
};
