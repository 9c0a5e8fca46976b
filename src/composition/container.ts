import { Container } from 'inversify';
import type { HttpConfig } from '../adapters/http/http-config';
import { RouterNavigator, type RouterLike } from '../adapters/browser/router-navigator';
import { StartPlatform } from '../application/platform/start-platform.use-case';
import type { AppStores } from '../stores/app-stores';
import { ConnectionStore } from '../stores/connection.store';
import { DialogStore } from '../stores/dialog.store';
import { LayoutStore } from '../stores/layout.store';
import { NavigationStore } from '../stores/navigation.store';
import { NotificationStore } from '../stores/notification.store';
import { RequestActivityStore } from '../stores/request-activity.store';
import { SessionStore } from '../stores/session.store';
import { SignInStore } from '../stores/sign-in.store';
import { ToastStore } from '../stores/toast.store';
import { UserStore } from '../stores/user.store';
import { designerDialogsModule } from './designer-dialogs.module';
import { designerModule } from './designer.module';
import { formExportModule } from './form-export.module';
import { formInstanceModule } from './form-instance.module';
import { formsHttpModule } from './forms-http.module';
import { notificationsModule } from './notifications.module';
import { platformModule } from './platform.module';
import { routingModule } from './routing.module';
import { sessionModule } from './session.module';

/** The composition root: the only place that knows which adapter serves which port. */
export function createContainer(config: HttpConfig): Container {
  const container = new Container();
  container.load(
    platformModule(config),
    sessionModule,
    notificationsModule,
    routingModule,
    formsHttpModule,
    formInstanceModule,
    formExportModule,
    designerModule,
    designerDialogsModule,
  );
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
  };
}

/** Starts the standing reactions and hands the router to the navigator. */
export function startApplication(container: Container, router: RouterLike): void {
  container.get(RouterNavigator).attach(router);
  container.get(StartPlatform).run();
}
