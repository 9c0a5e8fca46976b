import type { ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';

/**
 * Views of the forms area (issue: the form designer), by route id: form.list, form.details,
 * form.group.details, form.manage, form.preview. Routes not listed here show the placeholder page.
 */
export const DESIGNER_PAGES: Record<string, ComponentType<PageProps>> = {};
