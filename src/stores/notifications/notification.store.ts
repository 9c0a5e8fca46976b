import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageNotifications } from '../../application/notifications/manage-notifications.use-case';
import type { NotificationCenter } from '../../ports/notification-center.port';
import type { UserNotification } from '../../ports/notification-gateway.port';

/** The notification count in the header and the list on /notifications. */
@injectable()
export class NotificationStore implements NotificationCenter {
  count = 0;
  items: UserNotification[] = [];
  loading = false;
  /** The notifications page is open: pushed changes reload the list too. */
  listOpen = false;

  constructor(@inject(ManageNotifications) private readonly notifications: ManageNotifications) {
    makeAutoObservable<NotificationStore, 'notifications' | 'listLoad'>(
      this,
      { notifications: false, listLoad: false },
      { autoBind: true },
    );
  }

  /** A pushed count; an open list is read again, since a notice was read, deleted or added in another tab. */
  countChanged(count: number): void {
    this.count = count;
    if (this.listOpen) void this.loadList();
  }

  refresh(): void {
    void this.loadCount();
    if (this.listOpen) void this.loadList();
  }

  /** The notifications page opened: load the list and keep it current until `listClosed`. */
  listOpened(): void {
    this.listOpen = true;
    void this.loadList();
  }

  listClosed(): void {
    this.listOpen = false;
    this.cancelListLoad();
  }

  async loadCount(): Promise<void> {
    const count = await this.notifications.count();
    if (count !== null) runInAction(() => (this.count = count));
  }

  private listLoad: AbortController | null = null;

  async loadList(): Promise<void> {
    this.cancelListLoad();
    const load = new AbortController();
    this.listLoad = load;
    this.loading = true;
    const items = await this.notifications.list(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.listLoad = null;
      this.loading = false;
      if (items) this.items = items;
    });
  }

  /** The page closed before the list arrived: the request is aborted, silently. */
  cancelListLoad(): void {
    this.listLoad?.abort();
    this.listLoad = null;
    this.loading = false;
  }

  async markAllRead(): Promise<void> {
    if (await this.notifications.markAllRead()) {
      runInAction(() => {
        this.items = this.items.map((item) => ({ ...item, IsRead: true }));
        this.count = 0;
      });
    }
  }

  /** Asks first; the list empties only when the server has deleted them. */
  async deleteAll(): Promise<void> {
    if ((await this.notifications.deleteAll()) === 'done') {
      runInAction(() => {
        this.items = [];
        this.count = 0;
      });
    }
  }

  /**
   * "Mark as read", or the notice opened. The badge reads the count from the server afterwards: the count the hub
   * pushes may come before the answer or not at all (no connection), so counting down here would count twice.
   */
  async markRead(notice: UserNotification): Promise<void> {
    if (notice.IsRead) return;
    const outcome = await this.notifications.markRead(notice);
    if (outcome === 'done') {
      runInAction(() => {
        this.items = this.items.map((item) =>
          item.NotificationId === notice.NotificationId ? { ...item, IsRead: true } : item,
        );
      });
      void this.loadCount();
    } else void this.loadList();
  }

  /** A refusal (deleted in another tab) reloads the list, so what is shown is what there is. */
  async remove(notice: UserNotification): Promise<void> {
    const outcome = await this.notifications.remove(notice);
    if (outcome === 'done') {
      runInAction(() => {
        this.items = this.items.filter((item) => item.NotificationId !== notice.NotificationId);
      });
      void this.loadCount();
    } else void this.loadList();
  }
}
