import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageUsers } from '../../application/admin/manage-users.use-case';
import { ReadActivityLog } from '../../application/admin/read-activity-log.use-case';
import {
  DEFAULT_ACTIVITY_PAGE_SIZE,
  type ActivityArea,
  type ActivityFilter,
  type ActivityPage,
} from '../../domain/admin/activity.entity';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { ActivitySite } from '../../ports/activity-log-gateway.port';

/** The activity log (/activitylog/list, /workspace/{id}/activity): filters and the page shown (transient). */
@injectable()
export class ActivityLogStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  page: ActivityPage | null = null;
  users: WorkspaceUser[] = [];
  /** The workspace's external sites, for the filter by site (issue 33). */
  sites: ActivitySite[] = [];
  filter: ActivityFilter = { page: 1, pageSize: DEFAULT_ACTIVITY_PAGE_SIZE };
  filterError: string | null = null;
  private load: AbortController | null = null;

  constructor(
    @inject(ReadActivityLog) private readonly log: ReadActivityLog,
    @inject(ManageUsers) private readonly people: ManageUsers,
  ) {
    makeAutoObservable<ActivityLogStore, 'load' | 'log' | 'people'>(
      this,
      { load: false, log: false, people: false },
      { autoBind: true },
    );
  }

  get pageCount(): number {
    return this.page ? Math.max(1, Math.ceil(this.page.Total / this.page.PageSize)) : 1;
  }

  async opened(): Promise<void> {
    const [overview, sites] = await Promise.all([this.people.load(), this.log.sites()]);
    runInAction(() => {
      this.users = overview?.users ?? [];
      this.sites = sites;
    });
    await this.fetch();
  }

  userChosen(userId: number | undefined): void {
    this.filter = { ...this.filter, userId, page: 1 };
    void this.fetch();
  }

  areaChosen(area: ActivityArea | undefined): void {
    this.filter = { ...this.filter, area, page: 1 };
    void this.fetch();
  }

  siteChosen(siteId: number | undefined): void {
    this.filter = { ...this.filter, siteId, page: 1 };
    void this.fetch();
  }

  daysChosen(from: string | undefined, to: string | undefined): void {
    this.filter = { ...this.filter, from: from || undefined, to: to || undefined, page: 1 };
    void this.fetch();
  }

  pageSizeChosen(pageSize: number): void {
    this.filter = { ...this.filter, pageSize, page: 1 };
    void this.fetch();
  }

  pageChosen(page: number): void {
    this.filter = { ...this.filter, page: Math.min(Math.max(1, page), this.pageCount) };
    void this.fetch();
  }

  private async fetch(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    // The reader's days: minutes east of UTC, now.
    const offset = -new Date().getTimezoneOffset();
    const outcome = await this.log.page(this.filter, offset, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.filterError = outcome.ok ? null : (outcome.filterError ?? null);
      if (outcome.ok) this.page = outcome.page;
      this.status = outcome.ok || this.page ? 'ready' : outcome.filterError ? 'ready' : 'failed';
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
