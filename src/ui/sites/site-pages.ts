import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const entry = () => import('./site-entry-pages');
const browse = () => import('./site-browse-pages');
const reset = () => import('./site-reset-pages');
const page = (load: () => Promise<ComponentType<PageProps>>) => featurePage('sites', load);

/** The visitor side of external sites (issue 33; docs/sites.md), by route id; loaded when first opened. */
export const SITE_PAGES: Record<string, ComponentType<PageProps>> = {
  'site.project.list': page(() => browse().then((m) => m.SiteProjectListPage)),
  'site.project.details': page(() => browse().then((m) => m.SiteProjectPage)),
  'site.project.folder': page(() => browse().then((m) => m.SiteFolderPage)),
  'site.cabinet.folder': page(() => browse().then((m) => m.SiteFolderPage)),
  'site.link': page(() => browse().then((m) => m.SiteLinkPage)),
  'site.invitation': page(() => entry().then((m) => m.SiteInvitationPage)),
  'site.register.invitation': page(() => entry().then((m) => m.SiteRegisterPage)),
  'site.login.invitation': page(() => entry().then((m) => m.SiteLoginInvitationPage)),
  'site.password.login': page(() => entry().then((m) => m.SitePasswordLoginPage)),
  'site.user.login': page(() => entry().then((m) => m.SiteUserLoginPage)),
  'site.reset-password': page(() => reset().then((m) => m.SiteResetPasswordPage)),
  'site.change-password': page(() => reset().then((m) => m.SiteChoosePasswordPage)),
  'site.account-not-active': page(() =>
    entry().then((m) => m.SiteAccountNotActivePage as ComponentType<PageProps>),
  ),
};
