import { inject, injectable } from 'inversify';
import { NotificationGateway, type UserNotification } from '../../ports/notification-gateway.port';

/** The user reads their notifications, marks them all read, or deletes them all. */
@injectable()
export class ManageNotifications {
  constructor(@inject(NotificationGateway) private readonly gateway: NotificationGateway) {}

  async count(): Promise<number | null> {
    const result = await this.gateway.count();
    return result.ok ? result.data : null;
  }

  /** Null when the list could not be read (the error catalogue has told the user) or was cancelled. */
  async list(signal?: AbortSignal): Promise<UserNotification[] | null> {
    const result = await this.gateway.list(signal);
    return result.ok ? result.data : null;
  }

  async markAllRead(): Promise<boolean> {
    return (await this.gateway.markAllRead()).ok;
  }

  async deleteAll(): Promise<boolean> {
    return (await this.gateway.deleteAll()).ok;
  }
}
