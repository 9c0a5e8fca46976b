import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DeleteItem } from '../../application/cabinet/delete-item.use-case';
import { DownloadItem } from '../../application/cabinet/download-item.use-case';
import { OpenFolder } from '../../application/cabinet/open-folder.use-case';
import { RenameItem } from '../../application/cabinet/rename-item.use-case';
import { SetDocumentType } from '../../application/cabinet/set-document-type.use-case';
import { principalOf } from '../../domain/access/designer-actions';
import { cabinetActions, mayRemove, type CabinetActions } from '../../domain/cabinet/cabinet-access.policy';
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { FolderContents, FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import { FOLDER_PAGE_SIZE } from '../../domain/cabinet/cabinet-limits';
import { DEFAULT_SORT, sortItems, sortOptionById, type SortOption } from '../../domain/cabinet/item-sort';
import type { UploadSource } from '../../ports/document-upload.port';
import { UserStore } from '../session/user.store';
import { UploadStore } from './upload.store';

/** The rename or document-type dialog open on an item. */
export interface ItemDialog {
  kind: 'rename' | 'classify';
  item: FolderItem;
  value: string;
  error: string | null;
  busy: boolean;
}

/**
 * /cabinet/{root}/folder/{context}-{folder}: the folder's items sorted (folders first), the cabinet's tree, the
 * breadcrumb, what the member may do, and the item dialogs (one store per open page).
 */
@injectable()
export class FolderStore {
  contents: FolderContents | null = null;
  tree: FolderNode[] = [];
  documentTypes: DocumentType[] = [];
  loading = false;
  failed = false;
  notFound = false;
  sort: SortOption = DEFAULT_SORT;
  dialog: ItemDialog | null = null;
  /** Folders being zipped for download, by id. */
  preparing: number[] = [];
  /** The next page of a long folder is on its way (docs/cabinet.md, "Long folders"). */
  loadingMore = false;
  /** The order the server gave the loaded items in (a folder not all loaded is sorted by the server). */
  private loadedSort: SortOption = DEFAULT_SORT;
  private location: { root: number; folder: number } | null = null;
  private stopWatching: (() => void) | null = null;
  private abort = new AbortController();
  private disposed = false;

  constructor(
    @inject(OpenFolder) private readonly openFolder: OpenFolder,
    @inject(RenameItem) private readonly renameItem: RenameItem,
    @inject(SetDocumentType) private readonly setDocumentType: SetDocumentType,
    @inject(DeleteItem) private readonly deleteItem: DeleteItem,
    @inject(DownloadItem) private readonly downloadItem: DownloadItem,
    @inject(UserStore) private readonly user: UserStore,
    @inject(UploadStore) readonly uploads: UploadStore,
  ) {
    makeAutoObservable<
      FolderStore,
      | 'openFolder'
      | 'renameItem'
      | 'setDocumentType'
      | 'deleteItem'
      | 'downloadItem'
      | 'user'
      | 'location'
      | 'stopWatching'
      | 'abort'
      | 'disposed'
    >(
      this,
      // A folder may hold 100,000 items: they are kept as given (plain, read-only), not made deeply observable.
      {
        contents: observableRef,
        tree: observableRef,
        documentTypes: observableRef,
        openFolder: false,
        renameItem: false,
        setDocumentType: false,
        deleteItem: false,
        downloadItem: false,
        user: false,
        uploads: false,
        location: false,
        stopWatching: false,
        abort: false,
        disposed: false,
      },
      { autoBind: true },
    );
  }

  get actions(): CabinetActions {
    return cabinetActions(principalOf(this.user.user));
  }

  /** Delete on one item (a cabinet itself only for administrators: `mayRemove`). */
  mayDelete(item: FolderItem): boolean {
    return mayRemove(principalOf(this.user.user), item).allowed;
  }

  get folder(): FolderItem | null {
    return this.contents?.Folder ?? null;
  }

  /**
   * The loaded items in the chosen order, folders first: sorted here when the folder is all loaded, else as the
   * server sorted its pages (a new order asks for the first page again).
   */
  get items(): FolderItem[] {
    if (!this.contents) return [];
    return this.hasMore && this.loadedSort === this.sort
      ? this.contents.Items
      : sortItems(this.contents.Items, this.sort);
  }

  /** Whether the folder holds items not loaded yet. */
  get hasMore(): boolean {
    return this.contents !== null && this.contents.Items.length < this.contents.Total;
  }

  async opened(root: number, folder: number): Promise<void> {
    this.location = { root, folder };
    this.stopWatching?.();
    this.stopWatching = this.openFolder.watch(folder, () => void this.refresh());
    this.loading = true;
    await this.refresh();
  }

  /** Loads the folder again, as many items as were shown (at least a page), in the chosen order. */
  async refresh(): Promise<void> {
    if (!this.location || this.disposed) return;
    this.abort.abort();
    this.abort = new AbortController();
    const { signal } = this.abort;
    const sort = this.sort;
    const shown = sort === this.loadedSort ? (this.contents?.Items.length ?? 0) : 0;
    const opening = await this.openFolder.run(this.location.root, this.location.folder, signal, {
      size: Math.max(FOLDER_PAGE_SIZE, shown),
      sort: sort.id,
    });
    if (signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.loadingMore = false;
      this.loadedSort = sort;
      this.failed = !opening.ok;
      this.notFound = !opening.ok && opening.notFound;
      if (opening.ok) {
        this.contents = opening.folder.contents;
        this.tree = opening.folder.tree;
        this.documentTypes = opening.folder.documentTypes;
      }
    });
  }

  sortChosen(id: string): void {
    this.sort = sortOptionById(id);
    // A folder not all loaded is sorted by the server: its first page in the new order.
    if (this.hasMore) void this.refresh();
    else this.loadedSort = this.sort;
  }

  /** The list scrolled near its end, or Show more was pressed: the next page, once. */
  async moreWanted(): Promise<void> {
    const contents = this.contents;
    if (!this.location || !contents || !this.hasMore || this.loadingMore || this.loadedSort !== this.sort)
      return;
    this.loadingMore = true;
    const { signal } = this.abort;
    const more = await this.openFolder.more(
      this.location.root,
      this.location.folder,
      contents.Items.length,
      this.loadedSort.id,
      signal,
    );
    if (signal.aborted) return;
    runInAction(() => {
      this.loadingMore = false;
      if (!more || this.contents !== contents) return;
      const have = new Set(contents.Items.map((i) => i.ItemId));
      this.contents = {
        ...contents,
        Items: [...contents.Items, ...more.Items.filter((i) => !have.has(i.ItemId))],
        Total: more.Total,
      };
    });
  }

  filesChosen(files: readonly UploadSource[]): void {
    if (this.folder && files.length > 0)
      this.uploads.filesChosen(this.folder, files, () => void this.refresh());
  }

  renameClicked(item: FolderItem): void {
    this.dialog = { kind: 'rename', item, value: item.Name, error: null, busy: false };
  }

  classifyClicked(item: FolderItem): void {
    this.dialog = {
      kind: 'classify',
      item,
      value: item.DocumentTypeId === null ? '' : String(item.DocumentTypeId),
      error: null,
      busy: false,
    };
  }

  dialogValueChanged(value: string): void {
    if (this.dialog) Object.assign(this.dialog, { value, error: null });
  }

  dialogClosed(): void {
    this.dialog = null;
  }

  async dialogSubmitted(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy) return;
    dialog.busy = true;
    const outcome: { ok: true } | { ok: false; fieldError?: string | null; message: string | null } =
      dialog.kind === 'rename'
        ? await this.renameItem.run(dialog.item, dialog.value)
        : await this.setDocumentType.run(dialog.item, dialog.value === '' ? null : Number(dialog.value));
    runInAction(() => {
      dialog.busy = false;
      if (outcome.ok) {
        this.dialog = null;
        void this.refresh();
      } else {
        dialog.error = outcome.fieldError ?? outcome.message ?? 'The change could not be saved.';
      }
    });
  }

  async deleteClicked(item: FolderItem): Promise<void> {
    if (await this.deleteItem.run(item)) await this.refresh();
  }

  downloadClicked(item: FolderItem): void {
    if (item.ItemType === 2) {
      void this.downloadItem.file(item);
      return;
    }
    this.preparing.push(item.ItemId);
    void this.downloadItem
      .folder(item, () => runInAction(() => this.stopPreparing(item.ItemId)))
      .then((started) => {
        if (!started.ok) runInAction(() => this.stopPreparing(item.ItemId));
      });
  }

  private stopPreparing(id: number): void {
    this.preparing = this.preparing.filter((p) => p !== id);
  }

  dispose(): void {
    this.disposed = true;
    this.abort.abort();
    this.stopWatching?.();
  }
}
