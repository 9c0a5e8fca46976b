import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListCabinets } from '../../application/cabinet/list-cabinets.use-case';
import { cabinetActions } from '../../domain/cabinet/cabinet-access.policy';
import { principalOf } from '../../domain/access/designer-actions';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { UserStore } from '../session/user.store';

/** /cabinet/list: the member's cabinets and most recent files (one store per open page). */
@injectable()
export class CabinetListStore {
  cabinets: FolderItem[] = [];
  recent: FolderItem[] = [];
  loading = false;
  failed = false;
  private readonly abort = new AbortController();

  constructor(
    @inject(ListCabinets) private readonly listCabinets: ListCabinets,
    @inject(UserStore) private readonly user: UserStore,
  ) {
    makeAutoObservable<CabinetListStore, 'listCabinets' | 'user' | 'abort'>(
      this,
      { listCabinets: false, user: false, abort: false },
      { autoBind: true },
    );
  }

  get mayCreate(): boolean {
    return cabinetActions(principalOf(this.user.user)).createCabinet;
  }

  async opened(): Promise<void> {
    this.loading = true;
    const overview = await this.listCabinets.run(this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = overview === null;
      if (overview) {
        this.cabinets = overview.cabinets;
        this.recent = overview.recent;
      }
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
