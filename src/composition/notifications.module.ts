import { ContainerModule } from 'inversify';
import { HttpNotificationGateway } from '../adapters/http/notification-gateway.http';
import { ManageNotifications } from '../application/notifications/manage-notifications.use-case';
import { NotificationCenter } from '../ports/notification-center.port';
import { NotificationGateway } from '../ports/notification-gateway.port';
import { NotificationStore } from '../stores/notifications/notification.store';

/** The user's notifications. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(HttpNotificationGateway).toSelf().inSingletonScope();
  bind(NotificationGateway).toService(HttpNotificationGateway);
  bind(ManageNotifications).toSelf().inSingletonScope();
  bind(NotificationStore).toSelf().inSingletonScope();
  bind(NotificationCenter).toService(NotificationStore);
});
