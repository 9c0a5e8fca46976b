import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DownloadItem } from '../../application/cabinet/download-item.use-case';
import { DownloadSharedFolder } from '../../application/cabinet/download-shared-folder.use-case';
import { OpenDirectLink } from '../../application/cabinet/open-direct-link.use-case';
import type { FolderContents, FolderItem } from '../../domain/cabinet/folder-item.entity';
import { DEFAULT_SORT, sortItems, sortOptionById, type SortOption } from '../../domain/cabinet/item-sort';
import type { SharedItem } from '../../ports/direct-share-gateway.port';

/**
 * The direct-link pages (/link/…, /direct/share-files-folders, /direct/cabinet/…): what a link shows, read only,
 * with downloads of its files (one store per open page).
 */
@injectable()
export class DirectLinkStore {
  items: SharedItem[] | null = null;
  /** The one file /direct/{hash}/{id} shows. */
  item: FolderItem | null = null;
  contents: FolderContents | null = null;
  sort: SortOption = DEFAULT_SORT;
  loading = false;
  failed = false;
  /** The address was edited or cut off: no link has it, or the link does not show this folder. */
  invalid = false;
  /** "Download all": the zip is being asked for and downloaded; then what came of it, for the page to say. */
  zipping = false;
  zipOutcome: { ok: boolean; message: string } | null = null;
  private readonly abort = new AbortController();
  private opening: { key: string; done: Promise<void> } | null = null;

  constructor(
    @inject(OpenDirectLink) private readonly openDirectLink: OpenDirectLink,
    @inject(DownloadItem) private readonly downloadItem: DownloadItem,
    @inject(DownloadSharedFolder) private readonly downloadSharedFolder: DownloadSharedFolder,
  ) {
    makeAutoObservable<
      DirectLinkStore,
      'openDirectLink' | 'downloadItem' | 'downloadSharedFolder' | 'abort' | 'opening'
    >(
      this,
      {
        contents: observableRef,
        items: observableRef,
        item: observableRef,
        openDirectLink: false,
        downloadItem: false,
        downloadSharedFolder: false,
        abort: false,
        opening: false,
      },
      { autoBind: true },
    );
  }

  get sorted(): FolderItem[] {
    return this.contents ? sortItems(this.contents.Items, this.sort) : [];
  }

  /** Opened again for the same link (React's strict mode runs effects twice): the same sign-in, not a second one. */
  linkOpened(hash: string, recordId: number | null): Promise<void> {
    const key = JSON.stringify([hash, recordId]);
    if (this.opening?.key !== key) {
      const done = this.openDirectLink.open(hash, recordId).then((refusal) =>
        runInAction(() => {
          this.invalid = refusal === 'invalid';
          this.failed = refusal === 'failed';
        }),
      );
      this.opening = { key, done };
    }
    return this.opening.done;
  }

  /** /direct/{hash}/{id}/{scopeId?}: the login by direct share, then the shared file on the page. */
  async itemOpened(hash: string, recordId: number | null): Promise<void> {
    this.loading = true;
    const outcome = await this.openDirectLink.openItem(hash, recordId);
    runInAction(() => {
      this.loading = false;
      this.invalid = outcome === 'invalid';
      this.failed = outcome === 'failed';
      this.item = typeof outcome === 'object' ? outcome : null;
    });
  }

  async itemsOpened(): Promise<void> {
    this.loading = true;
    const items = await this.openDirectLink.items(this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = items === null;
      this.items = items;
    });
  }

  async folderOpened(root: number, folderId: number): Promise<void> {
    this.loading = true;
    const contents = await this.openDirectLink.folder(root, folderId, this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = contents === null;
      this.invalid = contents === 'invalid';
      this.contents = typeof contents === 'object' ? contents : null;
    });
  }

  sortChosen(id: string): void {
    this.sort = sortOptionById(id);
  }

  downloadClicked(item: FolderItem): void {
    void this.downloadItem.sharedFile(item).then((saved) => {
      // A link revoked meanwhile answers 403: the visitor is shown /direct/403.
      if (!saved) this.openDirectLink.forbidden();
    });
  }

  /** Every file of the open folder as one zip; the button waits while it runs. */
  async downloadAllClicked(): Promise<void> {
    const folder = this.contents?.Folder;
    if (!folder || this.zipping) return;
    this.zipping = true;
    this.zipOutcome = null;
    const result = await this.downloadSharedFolder.run(folder.ItemId);
    runInAction(() => {
      this.zipping = false;
      this.zipOutcome = result.ok
        ? { ok: true, message: `Downloaded ${result.fileName}.` }
        : { ok: false, message: result.message };
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
