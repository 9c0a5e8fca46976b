import type { ComponentType } from 'react';
import { ACCOUNT_PAGES } from '../account/account-pages';
import { ADMIN_PAGES } from '../admin/admin-pages';
import type { FeaturePage } from '../app/feature-pages';
import { CABINET_PAGES } from '../cabinet/cabinet-pages';
import { DESIGNER_PAGES } from '../designer/designer-pages';
import { FORM_INSTANCE_PAGES } from '../form-instance/form-instance-pages';
import { ErrorCodePage, ForbiddenPage, NotFoundPage } from '../pages/error-pages';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../session/login-page';
import { LogoutPage, SiteLogoutPage } from '../session/logout-page';
import { NotificationsPage } from '../notifications/notifications-page';
import type { PageProps } from '../pages/page-props';
import { PlaceholderPage } from '../pages/placeholder-page';
import { SHARING_PAGES } from '../sharing/sharing-pages';
import { StartPage } from '../pages/start-page';
import { SwitchPage } from '../session/switch-page';
import { WorkspacesPage } from '../session/workspaces-page';
import { SEARCH_PAGES } from '../search/search-pages';
import { DASHBOARD_PAGES } from '../dashboard/dashboard-pages';
import { SITE_PAGES } from '../sites/site-pages';
import { BILLING_PAGES } from '../billing/billing-pages';
import { SETUP_PAGES } from '../setup/setup-pages';
import { SITES_ADMIN_PAGES } from '../sites/sites-pages';
import { TASK_PAGES } from '../tasks/tasks-pages';
import { REPORT_PAGES } from '../reports/reports-pages';
import { QUIZ_PAGES } from '../quizzes/quizzes-pages';
import { SURVEY_PAGES } from '../surveys/surveys-pages';

/** Route id to view. A route without a view of its own shows the placeholder in its layout. */
const PAGES: Record<string, ComponentType<PageProps>> = {
  'core.start': StartPage,
  'core.loading': StartPage,
  'core.logout': LogoutPage,
  'site.logout': SiteLogoutPage,
  'core.switch': SwitchPage,
  'core.error': ErrorCodePage,
  'core.forbidden': ForbiddenPage,
  'direct.forbidden': ForbiddenPage,
  'core.not-found': NotFoundPage,
  'auth.login': LoginPage,
  'public.home': HomePage,
  'public.features': HomePage,
  'public.how-it-works': HomePage,
  'public.solutions': HomePage,
  'public.privacy': HomePage,
  'public.about': HomePage,
  'public.terms': HomePage,
  'landing.notifications': NotificationsPage,
  'landing.workspaces': WorkspacesPage,
  ...DESIGNER_PAGES,
  ...FORM_INSTANCE_PAGES,
  ...SHARING_PAGES,
  ...CABINET_PAGES,
  ...TASK_PAGES,
  ...SETUP_PAGES,
  ...REPORT_PAGES,
  ...ADMIN_PAGES,
  ...ACCOUNT_PAGES,
  ...SEARCH_PAGES,
  ...DASHBOARD_PAGES,
  ...SITES_ADMIN_PAGES,
  ...SITE_PAGES,
  ...BILLING_PAGES,
  ...QUIZ_PAGES,
  ...SURVEY_PAGES,
};

export function pageFor(routeId: string): ComponentType<PageProps> {
  return PAGES[routeId] ?? PlaceholderPage;
}

/** Starts loading the code of a route's page, when it loads on demand. */
export function preloadPage(routeId: string): Promise<void> | undefined {
  const page = PAGES[routeId] as Partial<FeaturePage> | undefined;
  return page?.preload?.();
}
