import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FollowUpload } from '../../application/cabinet/follow-upload.use-case';
import type { UploadStatus } from '../../ports/cabinet-gateway.port';

/** /documentupload/{uploadId}/{action}/{returnParam}: a background upload, followed until it returns to its folder. */
@injectable()
export class DocumentUploadStore {
  status: UploadStatus | null = null;
  failedMessage: string | null = null;
  missing = false;
  returnPath = '/cabinet/list';
  private stop: (() => void) | null = null;
  private readonly abort = new AbortController();
  /** The upload followed: opened again for the same one (React's strict mode runs effects twice), nothing is asked twice. */
  private following: string | null = null;

  constructor(@inject(FollowUpload) private readonly followUpload: FollowUpload) {
    makeAutoObservable<DocumentUploadStore, 'followUpload' | 'stop' | 'abort' | 'following'>(
      this,
      { followUpload: false, stop: false, abort: false, following: false },
      { autoBind: true },
    );
  }

  async opened(uploadId: string, action: string, returnParam: string): Promise<void> {
    const key = JSON.stringify([uploadId, action, returnParam]);
    if (this.following === key) return;
    this.following = key;
    this.stop?.();
    this.returnPath = this.followUpload.returnPath(returnParam);
    this.stop = this.followUpload.watch(uploadId, returnParam, (ok, message) =>
      runInAction(() => (this.failedMessage = ok ? null : (message ?? 'Your upload has failed.'))),
    );
    const status = await this.followUpload.status(uploadId, action, returnParam, this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.status = status;
      this.missing = status === null && action === 'zip';
      if (status?.State === 'failed') this.failedMessage = status.Message ?? 'Your upload has failed.';
    });
  }

  dispose(): void {
    this.abort.abort();
    this.stop?.();
  }
}
