import type { ConnectionStore } from './platform/connection.store';
import type { DialogStore } from './platform/dialog.store';
import type { LayoutStore } from './platform/layout.store';
import type { NavigationStore } from './routing/navigation.store';
import type { NotificationStore } from './notifications/notification.store';
import type { PageTitleStore } from './platform/page-title.store';
import type { PrivacyConsentStore } from './session/privacy-consent.store';
import type { RequestActivityStore } from './platform/request-activity.store';
import type { SessionStore } from './session/session.store';
import type { SignInStore } from './session/sign-in.store';
import type { ToastStore } from './platform/toast.store';
import type { UserStore } from './session/user.store';

/** Everything the views reach, handed to React once by the composition root. */
export interface AppStores {
  user: UserStore;
  session: SessionStore;
  signIn: SignInStore;
  toasts: ToastStore;
  dialogs: DialogStore;
  notifications: NotificationStore;
  layout: LayoutStore;
  requests: RequestActivityStore;
  connection: ConnectionStore;
  navigation: NavigationStore;
  titles: PageTitleStore;
  /** The privacy terms confirmation and the support chat identity of the signed-in member. */
  privacy: PrivacyConsentStore;
}
