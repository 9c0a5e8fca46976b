import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BrowseSite, type SiteLoad } from '../../application/sites/browse-site.use-case';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { sortItems } from '../../domain/cabinet/item-sort';
import type { UploadSource } from '../../ports/document-upload.port';
import type {
  SiteFolderContents,
  SiteHome,
  SiteLinkTarget,
  SiteProjectDetails,
} from '../../domain/sites/site-visit.entity';

export type SitePageState = 'loading' | 'ready' | 'not-found' | 'failed';

/** One site page's data (the project list, a project, a folder, a link) and its state; one store per open page. */
@injectable()
export class SiteBrowseStore {
  state: SitePageState = 'loading';
  home: SiteHome | null = null;
  project: SiteProjectDetails | null = null;
  folder: SiteFolderContents | null = null;
  link: SiteLinkTarget | null = null;
  /** While files are being added, and what the last upload said (each refusal's own reason). */
  uploading = false;
  uploadMessages: string[] = [];
  private abort: AbortController | null = null;

  constructor(@inject(BrowseSite) private readonly browse: BrowseSite) {
    makeAutoObservable<SiteBrowseStore, 'browse' | 'abort'>(
      this,
      { browse: false, abort: false, home: observableRef, project: observableRef, folder: observableRef },
      { autoBind: true },
    );
  }

  /** The folder's items, folders first, A to Z. */
  get items(): FolderItem[] {
    return this.folder ? sortItems(this.folder.Items) : [];
  }

  homeOpened(): Promise<void> {
    return this.load(
      (signal) => this.browse.home(signal),
      (home) => (this.home = home),
    );
  }

  projectOpened(projectId: number): Promise<void> {
    return this.load(
      (signal) => this.browse.project(projectId, signal),
      (p) => (this.project = p),
    );
  }

  folderOpened(projectId: number | null, folderId: number, root: number): Promise<void> {
    return this.load(
      (signal) => this.browse.folder(projectId, folderId, root, signal),
      (f) => (this.folder = f),
    );
  }

  linkOpened(hash: string, recordId: number): Promise<void> {
    return this.load(
      () => this.browse.link(hash, recordId),
      (l) => (this.link = l),
    );
  }

  /** Adds the chosen files one after the other to the open folder, then lists it again. */
  async filesChosen(files: readonly UploadSource[]): Promise<void> {
    const folder = this.folder;
    if (!folder || files.length === 0 || this.uploading) return;
    this.uploading = true;
    this.uploadMessages = [];
    const messages: string[] = [];
    for (const file of files) {
      const result = await this.browse.uploadFile(folder.ProjectId, folder.Folder.ItemId, file);
      messages.push(result.ok ? `Added ${result.item.Name}.` : result.message);
    }
    runInAction(() => {
      this.uploading = false;
      this.uploadMessages = messages;
    });
    const result = await this.browse.folder(
      folder.ProjectId,
      folder.Folder.ItemId,
      folder.Folder.RootContextFolderId,
    );
    if (result.kind === 'ok') runInAction(() => (this.folder = result.data));
  }

  downloadClicked(item: FolderItem): void {
    void this.browse.downloadFile(item);
  }

  closed(): void {
    this.abort?.abort();
  }

  private async load<T>(call: (signal: AbortSignal) => Promise<SiteLoad<T>>, keep: (data: T) => void) {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.state = 'loading';
    const result = await call(abort.signal);
    if (result.kind === 'aborted' || abort.signal.aborted) return;
    runInAction(() => {
      if (result.kind === 'ok') {
        keep(result.data);
        this.state = 'ready';
      } else this.state = result.kind;
    });
  }
}
