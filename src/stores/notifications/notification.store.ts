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

  countChanged(count: number): void {
    this.count = count;
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

  async deleteAll(): Promise<void> {
    if (await this.notifications.deleteAll()) {
      runInAction(() => {
        this.items = [];
        this.count = 0;
      });
    }
  }
}
