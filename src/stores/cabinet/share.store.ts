import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ShareItem, type ShareSubject } from '../../application/cabinet/share-item.use-case';
import type { ShareLink } from '../../ports/cabinet-gateway.port';

/** /cabinet/{root}/share/{type}/manage/{context}-{id}: the item's direct links (one store per page). */
@injectable()
export class ShareStore {
  subject: ShareSubject | null = null;
  loading = false;
  failed = false;
  busy = false;
  private readonly abort = new AbortController();

  constructor(@inject(ShareItem) private readonly shareItem: ShareItem) {
    makeAutoObservable<ShareStore, 'shareItem' | 'abort'>(
      this,
      { shareItem: false, abort: false },
      { autoBind: true },
    );
  }

  linkPath(link: ShareLink): string {
    return this.shareItem.linkPath(link);
  }

  async opened(root: number, context: number, itemId: number): Promise<void> {
    this.loading = true;
    const subject = await this.shareItem.open(root, context, itemId, this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = subject === null;
      this.subject = subject;
    });
  }

  async createClicked(): Promise<void> {
    if (!this.subject || this.busy) return;
    this.busy = true;
    const link = await this.shareItem.create(this.subject.item);
    runInAction(() => {
      this.busy = false;
      if (link && this.subject) this.subject.links = [link, ...this.subject.links];
    });
  }

  async revokeClicked(link: ShareLink): Promise<void> {
    if (!(await this.shareItem.revoke(link))) return;
    runInAction(() => {
      if (this.subject) this.subject.links = this.subject.links.filter((l) => l.RecordId !== link.RecordId);
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
