import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** The search page (issue 35), loaded when first opened. */
export const SEARCH_PAGES: Record<string, ComponentType<PageProps>> = {
  search: featurePage('search', () => import('./search-page').then((m) => m.SearchPage)),
};
