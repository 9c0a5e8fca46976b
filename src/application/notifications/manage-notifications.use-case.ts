import { inject, injectable } from 'inversify';
import { Dialogs } from '../../ports/dialogs.port';
import { NotificationGateway, type UserNotification } from '../../ports/notification-gateway.port';

/** The question before "Delete all" (ours): the notices cannot be brought back. */
export const DELETE_ALL_CONFIRMATION = {
  title: 'Delete all notifications?',
  message: 'All your notifications, read and unread, will be deleted. This cannot be undone.',
  confirmLabel: 'Delete all',
  cancelLabel: 'Cancel',
};

/** What a call did: done, refused (the error catalogue has told the user), or not asked (the user said no). */
export type NotificationChange = 'done' | 'failed' | 'cancelled';

/**
 * The user reads their notifications, marks one or all read, deletes one, or deletes them all after a confirmation.
 */
@injectable()
export class ManageNotifications {
  constructor(
    @inject(NotificationGateway) private readonly gateway: NotificationGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

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

  /** A read notice is left alone: nothing to send. */
  async markRead(notice: UserNotification): Promise<NotificationChange> {
    if (notice.IsRead) return 'done';
    return (await this.gateway.markRead(notice.NotificationId)).ok ? 'done' : 'failed';
  }

  async remove(notice: UserNotification): Promise<NotificationChange> {
    return (await this.gateway.remove(notice.NotificationId)).ok ? 'done' : 'failed';
  }

  async deleteAll(): Promise<NotificationChange> {
    if (!(await this.dialogs.confirm(DELETE_ALL_CONFIRMATION))) return 'cancelled';
    return (await this.gateway.deleteAll()).ok ? 'done' : 'failed';
  }
}
