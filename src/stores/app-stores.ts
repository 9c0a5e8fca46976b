import type { ConnectionStore } from './connection.store';
import type { DialogStore } from './dialog.store';
import type { LayoutStore } from './layout.store';
import type { NavigationStore } from './navigation.store';
import type { NotificationStore } from './notification.store';
import type { PageTitleStore } from './page-title.store';
import type { RequestActivityStore } from './request-activity.store';
import type { SessionStore } from './session.store';
import type { SignInStore } from './sign-in.store';
import type { ToastStore } from './toast.store';
import type { UserStore } from './user.store';

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
}
