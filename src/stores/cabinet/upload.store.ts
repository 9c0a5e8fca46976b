import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { UploadFiles, type UploadEntry, type ZipDone } from '../../application/cabinet/upload-files.use-case';
import { uploadReturnParam } from '../../domain/cabinet/cabinet-paths';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import type { UploadSource } from '../../ports/document-upload.port';

interface Queued {
  entry: UploadEntry;
  file: UploadSource;
  folder: FolderItem;
  unpack: boolean;
  stored: () => void;
}

/**
 * The upload panel (one for the app, so uploads go on while the member moves between folders): each file with its
 * progress and its own error; files are sent one after another. A zip's entry follows its unpacking (zipUploadDone).
 */
@injectable()
export class UploadStore {
  entries: UploadEntry[] = [];
  /** Unpack zip files into folders (asked on the folder page; on by default). */
  unpackZips = true;
  private queue: Queued[] = [];
  private running = false;
  private nextKey = 1;
  private readonly stopWatching: () => void;
  private readonly announced = new Map<string, ZipDone>();

  constructor(@inject(UploadFiles) private readonly uploadFiles: UploadFiles) {
    makeAutoObservable<
      UploadStore,
      'uploadFiles' | 'queue' | 'running' | 'nextKey' | 'stopWatching' | 'announced'
    >(
      this,
      {
        uploadFiles: false,
        queue: false,
        running: false,
        nextKey: false,
        stopWatching: false,
        announced: false,
      },
      { autoBind: true },
    );
    this.stopWatching = uploadFiles.watchZips((done) => {
      const entry = this.entries.find((e) => e.uploadId === done.uploadId);
      // A small zip can be unpacked, and announced, before the answer naming its upload arrives: keep the news.
      if (entry) this.finish(entry.key, done);
      else this.announced.set(done.uploadId, done);
    });
  }

  get active(): boolean {
    return this.entries.some(
      (e) => e.state === 'waiting' || e.state === 'uploading' || e.state === 'unpacking',
    );
  }

  unpackChanged(value: boolean): void {
    this.unpackZips = value;
  }

  /** Files picked or dropped on a folder; `stored` is called after each file that lands in it. */
  filesChosen(folder: FolderItem, files: readonly UploadSource[], stored: () => void): void {
    for (const file of files) {
      const entry: UploadEntry = {
        key: this.nextKey++,
        name: file.name,
        size: file.size,
        sent: 0,
        state: 'waiting',
        message: this.uploadFiles.check(file),
        folderId: folder.ItemId,
        uploadId: null,
        returnParam: uploadReturnParam(folder),
      };
      if (entry.message) entry.state = 'failed';
      this.entries.push(entry);
      if (entry.state === 'waiting')
        this.queue.push({ entry, file, folder, unpack: this.unpackZips, stored });
    }
    void this.drain();
  }

  clearFinished(): void {
    this.entries = this.entries.filter(
      (e) => e.state === 'waiting' || e.state === 'uploading' || e.state === 'unpacking',
    );
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { entry, file, folder, unpack, stored } = next;
      const item = await this.uploadFiles.send(folder, file, unpack, (patch) => this.patch(entry.key, patch));
      if (item) stored();
    }
    this.running = false;
  }

  private patch(key: number, patch: Partial<UploadEntry>): void {
    const entry = this.entries.find((e) => e.key === key);
    if (!entry) return;
    Object.assign(entry, patch);
    const early = entry.uploadId === null ? undefined : this.announced.get(entry.uploadId);
    if (early && entry.state === 'unpacking') {
      this.announced.delete(early.uploadId);
      this.finish(key, early);
    }
  }

  private finish(key: number, done: ZipDone): void {
    this.patch(
      key,
      done.ok
        ? { state: 'unpacked', message: null }
        : { state: 'failed', message: done.message ?? 'Your upload has failed.' },
    );
  }

  dispose(): void {
    this.stopWatching();
  }
}
