import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/**
 * Views of the forms area (issue: the form designer), by route id: form.list, form.details,
 * form.group.details, form.manage, form.preview. Routes not listed here show the placeholder page.
 * Loaded when first opened, so the first page of the app does not pay for the designer.
 */
export const DESIGNER_PAGES: Record<string, ComponentType<PageProps>> = {
  'form.list': featurePage('form-library', () =>
    import('./library/form-list-page').then((m) => m.FormListPage),
  ),
  'form.details': featurePage('form-library', () =>
    import('./library/form-details-page').then((m) => m.FormDetailsPage),
  ),
  'form.group.details': featurePage('form-library', () =>
    import('./library/form-group-page').then((m) => m.FormGroupPage),
  ),
  'form.manage': featurePage('designer', () => import('./designer-page').then((m) => m.DesignerPage)),
  'form.preview': featurePage('designer', () => import('./form-preview-page').then((m) => m.FormPreviewPage)),
};
