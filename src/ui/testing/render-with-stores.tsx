import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { GuardRoute } from '../../application/routing/guard-route.use-case';
import { PrefetchRouteData } from '../../application/routing/prefetch-route-data.use-case';
import { FakePageUnload, FakeRequestPrefetch, ok } from '../../application/testing/fakes';
import { platformHarness } from '../../application/testing/platform-harness';
import { ManageNotifications } from '../../application/notifications/manage-notifications.use-case';
import { SwitchScope } from '../../application/session/switch-scope.use-case';
import { LoadCurrentUser } from '../../application/session/load-current-user.use-case';
import type { AppStores } from '../../stores/app-stores';
import { ConnectionStore } from '../../stores/platform/connection.store';
import { DialogStore } from '../../stores/platform/dialog.store';
import { LayoutStore } from '../../stores/platform/layout.store';
import { NavigationStore } from '../../stores/routing/navigation.store';
import { NotificationStore } from '../../stores/notifications/notification.store';
import { PageTitleStore } from '../../stores/platform/page-title.store';
import { RequestActivityStore } from '../../stores/platform/request-activity.store';
import { SessionStore } from '../../stores/session/session.store';
import { SignInStore } from '../../stores/session/sign-in.store';
import { ToastStore } from '../../stores/platform/toast.store';
import { UserStore } from '../../stores/session/user.store';
import { PrivacyConsentStore } from '../../stores/session/privacy-consent.store';
import { PrivacyConsentCheck } from '../../application/session/privacy-consent.use-case';
import { FakePrivacyConsentGateway } from '../../application/testing/fake-privacy-consent-gateway';
import { StoresProvider } from '../app/stores-context';

/** Real stores over the in-memory fakes of the application tests: what a view sees, without a server. */
export function testStores() {
  const user = new UserStore();
  const tab = platformHarness(undefined, user);
  const dialogs = new DialogStore();
  const unsaved = new UnsavedChanges(dialogs, new FakePageUnload());
  const notifications = new ManageNotifications(
    {
      count: async () => ok(2),
      list: async () => ok([]),
      markAllRead: async () => ok({}),
      markRead: async () => ok({}),
      remove: async () => ok({}),
      deleteAll: async () => ok({}),
    },
    dialogs,
  );
  const privacy = new FakePrivacyConsentGateway();
  const stores: AppStores = {
    user,
    session: new SessionStore(
      new LoadCurrentUser(tab.account, user, tab.session, tab.hub),
      tab.signOut,
      new SwitchScope(tab.account, user),
      tab.session,
    ),
    signIn: new SignInStore(tab.signIn),
    toasts: new ToastStore(tab.time),
    dialogs,
    notifications: new NotificationStore(notifications),
    layout: new LayoutStore(),
    requests: new RequestActivityStore(tab.events),
    connection: new ConnectionStore(tab.hub),
    navigation: new NavigationStore(
      new GuardRoute(user),
      unsaved,
      new PrefetchRouteData(new FakeRequestPrefetch()),
    ),
    titles: new PageTitleStore(),
    privacy: new PrivacyConsentStore(new PrivacyConsentCheck(privacy)),
  };
  return { stores, tab, privacy };
}

/** Renders a view at a path, with the stores and a memory router; returns the router to read its location. */
export function renderAt(path: string, view: ReactElement, stores: AppStores) {
  const router = createMemoryRouter([{ path: '*', element: view }], { initialEntries: [path] });
  const result = render(
    <StoresProvider stores={stores}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { ...result, router };
}
