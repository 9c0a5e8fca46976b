import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageSiteUsers } from '../../application/sites/manage-site-users.use-case';
import { ManageSites } from '../../application/sites/manage-sites.use-case';
import type { SiteListItem, SiteUserView } from '../../domain/sites/site-admin.entity';

/** /setup/site/{siteId}/manage/list: who may enter an individual-access site, and the invitation form. */
@injectable()
export class SiteUsersStore {
  site: SiteListItem | null = null;
  users: SiteUserView[] = [];
  loading = false;
  failed = false;
  email = '';
  firstName = '';
  lastName = '';
  accessEndsOn = '';
  emailError: string | null = null;
  dateError: string | null = null;
  message: string | null = null;
  inviting = false;
  /** The row being changed, so its buttons wait. */
  working: number | null = null;
  /** A refused end date, by row. */
  rowErrors: Record<number, string> = {};
  announcement = '';
  private disposed = false;

  constructor(
    @inject(ManageSites) private readonly sites: ManageSites,
    @inject(ManageSiteUsers) private readonly manage: ManageSiteUsers,
  ) {
    makeAutoObservable<SiteUsersStore, 'sites' | 'manage' | 'disposed'>(
      this,
      { site: observableRef, users: observableRef, sites: false, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(siteId: number): Promise<void> {
    this.loading = true;
    const site = await this.sites.open(siteId);
    const users = site && site.Kind === 1 ? await this.manage.list(siteId) : [];
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.site = site;
      this.failed = site === null || users === null;
      this.users = users ?? [];
    });
  }

  emailChanged(value: string): void {
    this.email = value;
    this.emailError = null;
  }
  firstNameChanged(value: string): void {
    this.firstName = value;
  }
  lastNameChanged(value: string): void {
    this.lastName = value;
  }
  endChanged(value: string): void {
    this.accessEndsOn = value;
    this.dateError = null;
  }

  async inviteSubmitted(): Promise<void> {
    if (!this.site || this.inviting) return;
    this.inviting = true;
    this.message = null;
    const outcome = await this.manage.invite({
      SiteId: this.site.SiteId,
      Email: this.email,
      FirstName: this.firstName.trim(),
      LastName: this.lastName.trim(),
      AccessEndsOn: this.accessEndsOn === '' ? null : this.accessEndsOn,
    });
    runInAction(() => {
      this.inviting = false;
      if (!outcome.ok) {
        this.emailError = outcome.emailError ?? null;
        this.dateError = outcome.dateError ?? null;
        this.message = outcome.message ?? null;
        return;
      }
      this.users = [...this.users, outcome.user].sort((a, b) => a.Email.localeCompare(b.Email));
      this.email = '';
      this.firstName = '';
      this.lastName = '';
      this.accessEndsOn = '';
      this.announcement = `Invitation sent to ${outcome.user.Email}.`;
    });
  }

  private replace(user: SiteUserView | null): void {
    if (user) this.users = this.users.map((u) => (u.SiteUserId === user.SiteUserId ? user : u));
  }

  private async working_(user: SiteUserView, work: () => Promise<void>): Promise<void> {
    if (this.working !== null) return;
    this.working = user.SiteUserId;
    try {
      await work();
    } finally {
      runInAction(() => (this.working = null));
    }
  }

  resendClicked(user: SiteUserView): Promise<void> {
    return this.working_(user, async () => {
      const updated = await this.manage.resend(user);
      runInAction(() => this.replace(updated));
    });
  }

  deactivateClicked(user: SiteUserView): Promise<void> {
    return this.working_(user, async () => {
      const updated = await this.manage.deactivate(user);
      runInAction(() => {
        this.replace(updated);
        if (updated) this.announcement = `${user.Email} is deactivated.`;
      });
    });
  }

  reactivateClicked(user: SiteUserView): Promise<void> {
    return this.working_(user, async () => {
      const updated = await this.manage.reactivate(user);
      runInAction(() => {
        this.replace(updated);
        if (updated) this.announcement = `${user.Email} is active again.`;
      });
    });
  }

  removeClicked(user: SiteUserView): Promise<void> {
    return this.working_(user, async () => {
      const removed = await this.manage.remove(user);
      runInAction(() => {
        if (!removed) return;
        this.users = this.users.filter((u) => u.SiteUserId !== user.SiteUserId);
        this.announcement = `${user.Email} was removed from the site.`;
      });
    });
  }

  accessEndChanged(user: SiteUserView, day: string): Promise<void> {
    return this.working_(user, async () => {
      const outcome = await this.manage.setAccessEnd(user, day === '' ? null : day);
      runInAction(() => {
        const { [user.SiteUserId]: _old, ...others } = this.rowErrors;
        this.rowErrors = typeof outcome === 'string' ? { ...others, [user.SiteUserId]: outcome } : others;
        if (outcome !== null && typeof outcome !== 'string') this.replace(outcome);
      });
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
