import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const editor = featurePage('sites-admin', () => import('./site-editor-page').then((m) => m.SiteEditorPage));

/** Views of the administration of external sites (issue 33; docs/sites.md), by route id; loaded when first opened. */
export const SITES_ADMIN_PAGES: Record<string, ComponentType<PageProps>> = {
  'setup.site.list': featurePage('sites-admin', () => import('./site-list-page').then((m) => m.SiteListPage)),
  'setup.site.new': editor,
  'setup.site.details': editor,
  'setup.site.manage': featurePage('sites-admin', () =>
    import('./site-users-page').then((m) => m.SiteUsersPage),
  ),
};
