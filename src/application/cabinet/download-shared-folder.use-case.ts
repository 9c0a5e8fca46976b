import { inject, injectable } from 'inversify';
import { directForbiddenPath } from '../../domain/cabinet/cabinet-paths';
import {
  directLinkRefusalOf,
  LINK_NOT_VALID,
  LINK_UNAVAILABLE,
} from '../../domain/cabinet/direct-link-refusal';
import { messageOf } from '../../domain/platform/error-catalogue';
import { DirectShareGateway } from '../../ports/direct-share-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { DownloadFile } from '../platform/download-file.use-case';

export const directFolderZipUrl = (folderId: number) => `/api/directshare/folderzip?folderId=${folderId}`;

export type SharedFolderDownload = { ok: true; fileName: string } | { ok: false; message: string };

const COULD_NOT_SAVE = 'The files could not be downloaded. Please try again.';

/**
 * A link visitor downloads every file of the shared folder they look at as one zip ("Download all", docs/cabinet.md).
 * The server says first what the zip would hold, or why it cannot be made (too large: its limits; no file), so the
 * visitor is told before a download starts; then the zip streams through the platform's file-download convention.
 * A link revoked meanwhile goes to /direct/403.
 */
@injectable()
export class DownloadSharedFolder {
  constructor(
    @inject(DirectShareGateway) private readonly gateway: DirectShareGateway,
    @inject(DownloadFile) private readonly download: DownloadFile,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async run(folderId: number): Promise<SharedFolderDownload> {
    const summary = await this.gateway.folderZip(folderId);
    if (!summary.ok) {
      const { failure } = summary;
      if (failure.kind !== 'status') return { ok: false, message: COULD_NOT_SAVE };
      if (failure.status === 413 || failure.status === 422)
        return { ok: false, message: messageOf(failure.payload) };
      if (directLinkRefusalOf(failure.status) === 'revoked') {
        this.navigator.go(directForbiddenPath(), { replace: true });
        return { ok: false, message: LINK_UNAVAILABLE };
      }
      return { ok: false, message: LINK_NOT_VALID };
    }
    const fileName = summary.data.FileName;
    const saved = await this.download.run({ url: directFolderZipUrl(folderId), fileName });
    return saved ? { ok: true, fileName } : { ok: false, message: COULD_NOT_SAVE };
  }
}
