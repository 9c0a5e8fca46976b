import type { ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';

/**
 * Views of form filling and projects (issue: the form instance page), by route id: form-instance.details,
 * project.list, project.create, project.details. Routes not listed here show the placeholder page.
 */
export const FORM_INSTANCE_PAGES: Record<string, ComponentType<PageProps>> = {};
