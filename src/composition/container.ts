import { Container, type ContainerModule } from 'inversify';
import type { HttpConfig } from '../adapters/http/http-config';
import { RouterNavigator, type RouterLike } from '../adapters/browser/router-navigator';
import { loadFormLibraries } from '../adapters/libraries/dynamic-form-libraries';
import { ALL_FORM_LIBRARIES, type FormLibraryName } from '../domain/forms/libraries/form-libraries';
import { StartPlatform } from '../application/platform/start-platform.use-case';
import type { AppStores } from '../stores/app-stores';
import { ConnectionStore } from '../stores/platform/connection.store';
import { DialogStore } from '../stores/platform/dialog.store';
import { LayoutStore } from '../stores/platform/layout.store';
import { NavigationStore } from '../stores/routing/navigation.store';
import { NotificationStore } from '../stores/notifications/notification.store';
import { PageTitleStore } from '../stores/platform/page-title.store';
import { PrivacyConsentStore } from '../stores/session/privacy-consent.store';
import { RequestActivityStore } from '../stores/platform/request-activity.store';
import { SessionStore } from '../stores/session/session.store';
import { SignInStore } from '../stores/session/sign-in.store';
import { ToastStore } from '../stores/platform/toast.store';
import { UserStore } from '../stores/session/user.store';
import { notificationsModule } from './notifications.module';
import { platformModule } from './platform.module';
import { routingModule } from './routing.module';
import { sessionModule } from './session.module';

/**
 * Feature areas whose modules (and code) load when one of their pages first opens. The forms menu is three
 * areas, so that each page loads only its own part: a member's first page, the form list, does not pay for
 * the form engine, nor the instance page for the designer.
 */
export type FeatureArea =
  | 'form-library'
  | 'form-instance'
  | 'designer'
  | 'sharing'
  | 'cabinet'
  | 'setup'
  | 'tasks'
  | 'reports'
  | 'admin'
  | 'account'
  | 'search'
  | 'dashboard'
  | 'sites-admin'
  | 'sites'
  | 'billing'
  | 'quizzes'
  | 'surveys';

/**
 * The form libraries (ADR 0011) an area's pages use whatever the form, loaded with its modules: the designer can
 * add any field, the shared form and the report pages draw forms and dates, a task and a project's plan have dates typed through the date mask. The instance
 * page loads what its form needs (OpenFormInstance).
 */
export const AREA_LIBRARIES: Partial<Record<FeatureArea, readonly FormLibraryName[]>> = {
  designer: ALL_FORM_LIBRARIES,
  sharing: ALL_FORM_LIBRARIES,
  reports: ALL_FORM_LIBRARIES,
  tasks: ['dates', 'masks'],
  // The checkout's card number, expiry and CVC are typed through imask.
  billing: ['masks'],
};

const FEATURES: Record<FeatureArea, () => Promise<readonly ContainerModule[]>> = {
  'form-library': () => import('./form-library.area').then((area) => area.MODULES),
  'form-instance': () => import('./form-instance.area').then((area) => area.MODULES),
  designer: () => import('./designer.area').then((area) => area.MODULES),
  sharing: () => import('./sharing.area').then((area) => area.MODULES),
  cabinet: () => import('./cabinet.area').then((area) => area.MODULES),
  // Issue 14: the setup lists (workflows, project tags, task categories), and tasks with a project's plan.
  setup: () => import('./setup.area').then((area) => area.MODULES),
  tasks: () => import('./tasks.area').then((area) => area.MODULES),
  // Issue 15: reports (the report list and a report's filters, runs and their workbooks).
  reports: () => import('./reports.area').then((area) => area.MODULES),
  admin: () => import('./admin.area').then((area) => area.MODULES),
  account: () => import('./account.area').then((area) => area.MODULES),
  // Issue 35: the search page.
  search: () => import('./search.area').then((area) => area.MODULES),
  // Issue 35: the dashboard.
  dashboard: () => import('./dashboard.area').then((area) => area.MODULES),
  'sites-admin': () => import('./sites-admin.area').then((area) => area.MODULES),
  // Issue 33: the visitor side of external sites.
  sites: () => import('./sites.area').then((area) => area.MODULES),
  // Issue 35: plans, checkout, billing, merchant settings and orders.
  billing: () => import('./billing.area').then((area) => area.MODULES),
  // Issue 34: quizzes (module 1100).
  quizzes: () => import('./quizzes.area').then((area) => area.MODULES),
  // Issue 34: surveys.
  surveys: () => import('./surveys.area').then((area) => area.MODULES),
};

/**
 * The composition root: the only place that knows which adapter serves which port. It starts with the
 * platform; feature areas are added by `featureLoader` when needed.
 */
export function createContainer(config: HttpConfig): Container {
  const container = new Container();
  container.load(platformModule(config), sessionModule, notificationsModule, routingModule);
  return container;
}

/**
 * Loads a feature area's modules into the container once, however often it is asked; a module two areas share,
 * once; the area's form libraries (AREA_LIBRARIES) beside them. A download that fails may be tried again (the next
 * time a page of the area opens).
 */
export function featureLoader(
  container: Container,
  features: Record<FeatureArea, () => Promise<readonly ContainerModule[]>> = FEATURES,
): (area: FeatureArea) => Promise<void> {
  const loading = new Map<FeatureArea, Promise<void>>();
  const loaded = new Set<ContainerModule>();
  return (area) => {
    let pending = loading.get(area);
    if (!pending) {
      pending = Promise.all([features[area](), loadFormLibraries(AREA_LIBRARIES[area] ?? [])]).then(
        ([modules]) => {
          const fresh = modules.filter((module) => !loaded.has(module));
          fresh.forEach((module) => loaded.add(module));
          return container.load(...fresh);
        },
        (error: unknown) => {
          loading.delete(area);
          throw error;
        },
      );
      loading.set(area, pending);
    }
    return pending;
  };
}

/** The platform and every feature area (tests that resolve across areas). */
export async function createFullContainer(config: HttpConfig): Promise<Container> {
  const container = createContainer(config);
  const load = featureLoader(container);
  await Promise.all((Object.keys(FEATURES) as FeatureArea[]).map(load));
  return container;
}

export function appStores(container: Container): AppStores {
  return {
    user: container.get(UserStore),
    session: container.get(SessionStore),
    signIn: container.get(SignInStore),
    toasts: container.get(ToastStore),
    dialogs: container.get(DialogStore),
    notifications: container.get(NotificationStore),
    layout: container.get(LayoutStore),
    requests: container.get(RequestActivityStore),
    connection: container.get(ConnectionStore),
    navigation: container.get(NavigationStore),
    titles: container.get(PageTitleStore),
    privacy: container.get(PrivacyConsentStore),
  };
}

/** Starts the standing reactions and hands the router to the navigator. */
export function startApplication(container: Container, router: RouterLike): void {
  container.get(RouterNavigator).attach(router);
  container.get(StartPlatform).run();
}
