import { inject, injectable } from 'inversify';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { siteDownloadUrl } from '../../domain/sites/site-paths';
import type {
  SiteFolderContents,
  SiteHome,
  SiteLinkTarget,
  SiteProjectDetails,
} from '../../domain/sites/site-visit.entity';
import { DocumentUploads, type UploadSource } from '../../ports/document-upload.port';
import type { HttpResult } from '../../ports/http-client.port';
import { SiteVisitGateway } from '../../ports/site-visit-gateway.port';
import { DownloadFile } from '../platform/download-file.use-case';

/** What a site page loaded: its data, nothing to show (404: not on the site), or a failure already reported. */
export type SiteLoad<T> =
  { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'aborted' };

function loaded<T>(result: HttpResult<T>): SiteLoad<T> {
  if (result.ok) return { kind: 'ok', data: result.data };
  const { failure } = result;
  if (failure.kind === 'aborted') return { kind: 'aborted' };
  return failure.kind === 'status' && failure.status === 404 ? { kind: 'not-found' } : { kind: 'failed' };
}

/**
 * A site account looks around its site (docs/use-cases/sites.md): its projects, a project's shown folders, a folder
 * from the shown folder down, a site link, and downloads a file. A 401 or a closed site is the global error
 * handling's (the site's sign-in, or the account-not-active page).
 */
@injectable()
export class BrowseSite {
  constructor(
    @inject(SiteVisitGateway) private readonly gateway: SiteVisitGateway,
    @inject(DownloadFile) private readonly download: DownloadFile,
    @inject(DocumentUploads) private readonly uploads: DocumentUploads,
  ) {}

  async home(signal?: AbortSignal): Promise<SiteLoad<SiteHome>> {
    return loaded(await this.gateway.home(signal));
  }

  async project(projectId: number, signal?: AbortSignal): Promise<SiteLoad<SiteProjectDetails>> {
    return loaded(await this.gateway.project(projectId, signal));
  }

  async folder(
    projectId: number | null,
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<SiteLoad<SiteFolderContents>> {
    return loaded(await this.gateway.folder(projectId, folderId, rootContextFolderId, signal));
  }

  async link(hash: string, recordId: number): Promise<SiteLoad<SiteLinkTarget>> {
    return loaded(await this.gateway.link(hash, recordId));
  }

  /**
   * Adds a file to a folder whose site allows upload (the cabinet's limits): the stored file, or the server's reason
   * (a read-only folder, too large, the plan's storage full) to show next to the control.
   */
  async uploadFile(
    projectId: number | null,
    folderId: number,
    file: UploadSource,
  ): Promise<{ ok: true; item: FolderItem } | { ok: false; message: string }> {
    const outcome = await this.uploads.upload(
      { folderId, file, unpack: false, site: { projectId } },
      () => undefined,
    );
    if (outcome.ok)
      return outcome.kind === 'file' ? { ok: true, item: outcome.item } : { ok: false, message: '' };
    const { failure } = outcome;
    const payload = failure.kind === 'status' ? (failure.payload as { Message?: unknown }) : {};
    return {
      ok: false,
      message:
        typeof payload.Message === 'string' && payload.Message
          ? payload.Message
          : `${file.name} could not be added. Try again in a moment.`,
    };
  }

  downloadFile(item: FolderItem): Promise<boolean> {
    return this.download.run({ url: siteDownloadUrl(item.ItemId), fileName: item.Name });
  }
}
