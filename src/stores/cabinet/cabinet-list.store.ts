import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DeleteItem } from '../../application/cabinet/delete-item.use-case';
import { ListCabinets } from '../../application/cabinet/list-cabinets.use-case';
import { cabinetActions, mayRemove } from '../../domain/cabinet/cabinet-access.policy';
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
    @inject(DeleteItem) private readonly deleteItem: DeleteItem,
  ) {
    makeAutoObservable<CabinetListStore, 'listCabinets' | 'user' | 'deleteItem' | 'abort'>(
      this,
      { listCabinets: false, user: false, deleteItem: false, abort: false },
      { autoBind: true },
    );
  }

  get mayCreate(): boolean {
    return cabinetActions(principalOf(this.user.user)).createCabinet;
  }

  /** Delete on a cabinet: workspace administrators only (docs/cabinet.md, "Who may do what"). */
  mayDelete(cabinet: FolderItem): boolean {
    return mayRemove(principalOf(this.user.user), cabinet).allowed;
  }

  /** Asks first; a deleted cabinet leaves the list. */
  async deleteClicked(cabinet: FolderItem): Promise<void> {
    if (await this.deleteItem.run(cabinet)) await this.opened();
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
