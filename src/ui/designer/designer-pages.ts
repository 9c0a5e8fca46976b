import type { ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';
import { DesignerPage } from './designer-page';
import { FormPreviewPage } from './form-preview-page';
import { FormDetailsPage } from './library/form-details-page';
import { FormGroupPage } from './library/form-group-page';
import { FormListPage } from './library/form-list-page';

/**
 * Views of the forms area (issue: the form designer), by route id: form.list, form.details,
 * form.group.details, form.manage, form.preview. Routes not listed here show the placeholder page.
 */
export const DESIGNER_PAGES: Record<string, ComponentType<PageProps>> = {
  'form.list': FormListPage,
  'form.details': FormDetailsPage,
  'form.group.details': FormGroupPage,
  'form.manage': DesignerPage,
  'form.preview': FormPreviewPage,
};
