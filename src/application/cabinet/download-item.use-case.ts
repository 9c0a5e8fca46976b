import { inject, injectable } from 'inversify';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway, type FolderDownloadTicket } from '../../ports/cabinet-gateway.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { DownloadFile } from '../platform/download-file.use-case';
import { refusalOf } from './cabinet-outcome';
import { siteDownloadUrl } from '../../domain/sites/site-paths';

export const fileDownloadUrl = (itemId: number) => `/api/document/download?id=${itemId}`;
export const folderDownloadUrl = (downloadId: string) =>
  `/api/document/folderdownload?id=${encodeURIComponent(downloadId)}`;
export const directDownloadUrl = (itemId: number) => `/api/directshare/download?id=${itemId}`;

interface CompletedDownload {
  DownloadId?: unknown;
  ErrorMessage?: unknown;
}

export type FolderDownload = { ok: true; state: 'preparing' } | { ok: false; message: string | null };

/**
 * A member downloads a file, or a folder as a zip (docs/cabinet.md, "Downloads"), through the platform's file-download
 * convention (DownloadFile: the anti-forgery token in the URL unless cloud storage; on mobile the URL opened directly).
 * A folder is zipped in the background: `downloadCompleted` names it when ready (then it is downloaded) or carries the
 * ErrorMessage, which the platform shows as a toast.
 */
@injectable()
export class DownloadItem {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(DownloadFile) private readonly download: DownloadFile,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  file(item: FolderItem): Promise<boolean> {
    return this.download.run({ url: fileDownloadUrl(item.ItemId), fileName: item.Name });
  }

  /** A file a site shows, through the site's own download (issue 33; its activity log names the site). */
  siteFile(item: FolderItem): Promise<boolean> {
    return this.download.run({ url: siteDownloadUrl(item.ItemId), fileName: item.Name });
  }

  /** A file a direct link shows. */
  sharedFile(item: FolderItem): Promise<boolean> {
    return this.download.run({ url: directDownloadUrl(item.ItemId), fileName: item.Name });
  }

  /**
   * Asks for the folder's zip; `finished` is told when downloadCompleted names it (its error message, or null). It
   * listens before asking: a small folder's zip can be ready, and announced, before the answer naming it arrives.
   */
  async folder(item: FolderItem, finished: (error: string | null) => void): Promise<FolderDownload> {
    const announced: CompletedDownload[] = [];
    let ticket: FolderDownloadTicket | null = null;
    const stop = this.hub.subscribe((message) => {
      if (
        message.Listener !== 'downloadCompleted' ||
        typeof message.Data !== 'object' ||
        message.Data === null
      )
        return;
      const data = message.Data as CompletedDownload;
      if (ticket === null) announced.push(data);
      else if (data.DownloadId === ticket.DownloadId) completed(data);
    });
    const completed = (data: CompletedDownload) => {
      stop();
      const error =
        typeof data.ErrorMessage === 'string' && data.ErrorMessage !== '' ? data.ErrorMessage : null;
      if (error || ticket === null) return finished(error);
      void this.download
        .run({ url: folderDownloadUrl(ticket.DownloadId), fileName: ticket.FileName })
        .then((saved) => finished(saved ? null : 'The download could not be saved.'));
    };
    const answer = await this.gateway.requestFolderDownload(item.ItemId);
    if (!answer.ok) {
      stop();
      return { ok: false, message: refusalOf(answer) };
    }
    ticket = answer.data;
    const early = announced.find((data) => data.DownloadId === ticket?.DownloadId);
    if (early) completed(early);
    return { ok: true, state: 'preparing' };
  }
}
