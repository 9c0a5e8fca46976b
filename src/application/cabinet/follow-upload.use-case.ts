import { inject, injectable } from 'inversify';
import { pathOfUploadReturn } from '../../domain/cabinet/cabinet-paths';
import { CabinetGateway, type UploadStatus } from '../../ports/cabinet-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { UploadFiles } from './upload-files.use-case';

/**
 * /documentupload/{uploadId}/{action}/{returnParam}: the page that follows a background upload and returns to where
 * it started (the folder named by returnParam, never a URL: docs/cabinet.md). `action` is `zip` (wait for the unpacking)
 * or `files` (nothing runs in the background: return at once).
 */
@injectable()
export class FollowUpload {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(UploadFiles) private readonly uploads: UploadFiles,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  returnPath(returnParam: string): string {
    return pathOfUploadReturn(returnParam);
  }

  /** The upload's state now; a finished one (or a plain files upload) returns to its folder. */
  async status(
    uploadId: string,
    action: string,
    returnParam: string,
    signal?: AbortSignal,
  ): Promise<UploadStatus | null> {
    if (action !== 'zip') {
      this.back(returnParam);
      return null;
    }
    const result = await this.gateway.uploadStatus(uploadId, signal);
    if (!result.ok) return null;
    if (result.data.State === 'done') this.back(returnParam);
    return result.data;
  }

  /** Returns to the folder when zipUploadDone names this upload; returns the unsubscribe function. */
  watch(
    uploadId: string,
    returnParam: string,
    finished: (ok: boolean, message: string | null) => void,
  ): () => void {
    return this.uploads.watchZips((done) => {
      if (done.uploadId !== uploadId) return;
      finished(done.ok, done.message);
      if (done.ok) this.back(returnParam);
    });
  }

  /** Back to the folder the upload started from, where the unpacked folder now shows. */
  private back(returnParam: string): void {
    this.navigator.go(this.returnPath(returnParam), { replace: true });
  }
}
