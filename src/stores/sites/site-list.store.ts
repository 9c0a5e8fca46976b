import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageSites } from '../../application/sites/manage-sites.use-case';
import type { SiteListItem } from '../../domain/sites/site-admin.entity';

/** /setup/site/list: the workspace's sites. */
@injectable()
export class SiteListStore {
  sites: SiteListItem[] = [];
  loading = false;
  failed = false;
  private disposed = false;

  constructor(@inject(ManageSites) private readonly manage: ManageSites) {
    makeAutoObservable<SiteListStore, 'manage' | 'disposed'>(
      this,
      { sites: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.loading = true;
    const sites = await this.manage.list();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = sites === null;
      if (sites) this.sites = sites;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
