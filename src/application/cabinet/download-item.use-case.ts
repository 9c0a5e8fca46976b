import { inject, injectable } from 'inversify';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { DownloadFile } from '../platform/download-file.use-case';
import { refusalOf } from './cabinet-outcome';

export const fileDownloadUrl = (itemId: number) => `/api/document/download?id=${itemId}`;
export const folderDownloadUrl = (downloadId: string) => `/api/document/folderdownload?id=${encodeURIComponent(downloadId)}`;
export const directDownloadUrl = (itemId: number) => `/api/directshare/download?id=${itemId}`;

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

  /** A file a direct link shows. */
  sharedFile(item: FolderItem): Promise<boolean> {
    return this.download.run({ url: directDownloadUrl(item.ItemId), fileName: item.Name });
  }

  /** Asks for the folder's zip; `finished` is told when downloadCompleted names it (its error message, or null). */
  async folder(item: FolderItem, finished: (error: string | null) => void): Promise<FolderDownload> {
    const ticket = await this.gateway.requestFolderDownload(item.ItemId);
    if (!ticket.ok) return { ok: false, message: refusalOf(ticket) };
    const { DownloadId, FileName } = ticket.data;
    const stop = this.hub.subscribe((message) => {
      const data = message.Data as { DownloadId?: unknown; ErrorMessage?: unknown } | undefined;
      if (message.Listener !== 'downloadCompleted' || data?.DownloadId !== DownloadId) return;
      stop();
      const error = typeof data.ErrorMessage === 'string' && data.ErrorMessage !== '' ? data.ErrorMessage : null;
      if (error) return finished(error);
      void this.download.run({ url: folderDownloadUrl(DownloadId), fileName: FileName }).then((saved) => finished(saved ? null : 'The download could not be saved.'));
    });
    return { ok: true, state: 'preparing' };
  }
}
