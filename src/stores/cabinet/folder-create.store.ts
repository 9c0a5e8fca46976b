import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CreateFolder } from '../../application/cabinet/create-folder.use-case';
import type { FolderContents } from '../../domain/cabinet/folder-item.entity';
import { NameFormStore } from './name-form.store';

/** /cabinet/{root}/folder/new/{context}-{parent}: the parent's breadcrumb and the new folder's name. */
@injectable()
export class FolderCreateStore {
  parent: FolderContents | null = null;
  failed = false;
  readonly form: NameFormStore;
  private readonly abort = new AbortController();

  constructor(@inject(CreateFolder) private readonly createFolder: CreateFolder) {
    this.form = new NameFormStore((name) =>
      this.parent
        ? createFolder.run(this.parent.Folder, name)
        : Promise.resolve({ ok: false as const, fieldError: null, message: null }),
    );
    makeAutoObservable<FolderCreateStore, 'createFolder' | 'abort'>(
      this,
      { createFolder: false, abort: false, form: false },
      { autoBind: true },
    );
  }

  async opened(rootContextFolderId: number, parentFolderId: number): Promise<void> {
    const parent = await this.createFolder.parent(rootContextFolderId, parentFolderId, this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.parent = parent;
      this.failed = parent === null;
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
