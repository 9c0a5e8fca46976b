import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/**
 * Views of the sharing area, by route id: form.share (/share-form/{formId}, the member's page) and direct.form
 * (/direct-form/{hash}/{scopeId?}, the page a share's link opens; docs/sharing.md says why this route).
 * Loaded when first opened.
 */
export const SHARING_PAGES: Record<string, ComponentType<PageProps>> = {
  'form.share': featurePage('sharing', () => import('./form-shares-page').then((m) => m.FormSharesPage)),
  'direct.form': featurePage('sharing', () => import('./shared-form-page').then((m) => m.SharedFormPage)),
};
