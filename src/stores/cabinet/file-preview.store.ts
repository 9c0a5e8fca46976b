import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DownloadItem } from '../../application/cabinet/download-item.use-case';
import {
  PreviewFile,
  type FilePreview,
  type PreviewAudience,
} from '../../application/cabinet/preview-file.use-case';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';

/** The file preview dialog of a folder page or a link's pages (one store per open page). */
@injectable()
export class FilePreviewStore {
  item: FolderItem | null = null;
  preview: FilePreview | null = null;
  private audience: PreviewAudience = 'member';
  private abort: AbortController | null = null;

  constructor(
    @inject(PreviewFile) private readonly previewFile: PreviewFile,
    @inject(DownloadItem) private readonly downloadItem: DownloadItem,
  ) {
    makeAutoObservable<FilePreviewStore, 'previewFile' | 'downloadItem' | 'abort'>(
      this,
      { item: observableRef, preview: observableRef, previewFile: false, downloadItem: false, abort: false },
      { autoBind: true },
    );
  }

  async fileOpened(item: FolderItem, audience: PreviewAudience): Promise<void> {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.item = item;
    this.audience = audience;
    this.preview = null;
    const preview = await this.previewFile.open(item, audience, abort.signal);
    if (abort.signal.aborted) return;
    runInAction(() => (this.preview = preview));
  }

  closed(): void {
    this.abort?.abort();
    this.item = null;
    this.preview = null;
  }

  downloadClicked(): void {
    if (!this.item) return;
    const item = this.item;
    void (this.audience === 'member'
      ? this.downloadItem.file(item)
      : this.audience === 'site'
        ? this.downloadItem.siteFile(item)
        : this.downloadItem.sharedFile(item));
  }

  dispose(): void {
    this.abort?.abort();
  }
}
