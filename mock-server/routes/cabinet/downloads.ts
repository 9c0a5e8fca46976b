/**
 * Downloads and thumbnails (docs/cabinet.md). A file: `GET document/download?id` (with the `xsrf` parameter of the
 * platform's file-download convention, or the scope headers). A folder: `POST document/folderdownload` starts a zip
 * in the background, `downloadCompleted` announces it (platform spec §7: its ErrorMessage when it failed), and
 * `GET document/folderdownload?id` hands it to the user who asked, for an hour.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Application, NextFunction, Request, Response } from 'express';
import { signedIn, callerOf } from '../../auth';
import type { CabinetContext, PreparedDownload } from '../../cabinet/cabinet-context';
import { zipFolder } from '../../cabinet/folder-zip';
import { sendItem, sendStream } from '../../cabinet/serve-file';
import { HttpError, handle } from '../../http';
import { FolderDownloadBody } from '../../schemas/cabinet.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { ID } from './cabinet-query';
import { sharedItem } from '../../cabinet/shared-item';
import { thumbnailSize } from './thumbnail-size';

const DOWNLOAD_TTL_MS = 60 * 60 * 1000;

export function registerDownloadRoutes(app: Application, cab: CabinetContext): void {
  const { data, files, hub } = cab;

  app.get(
    '/document/download',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      await sendItem(cab.files, res, data.itemFor(user, queryInteger(req, 'id', ID), 'download', 2));
    }),
  );

  app.post(
    '/document/folderdownload',
    handle((req, res) => {
      const { user } = signedIn(res);
      const folder = data.itemFor(user, validBody(req, FolderDownloadBody).FolderId, 'download', 1);
      const download: PreparedDownload = {
        DownloadId: randomUUID(),
        userId: user.id,
        FileName: `${folder.Name}.zip`,
        path: '',
        ready: false,
        expires: cab.now() + DOWNLOAD_TTL_MS,
      };
      download.path = files.downloadPath(download.DownloadId);
      cab.downloads.set(download.DownloadId, download);
      res.status(202).json({ DownloadId: download.DownloadId, FileName: download.FileName });
      cab.background(async () => {
        forgetExpired();
        const result = await zipFolder(data, files, folder, download.path);
        if (!result.ok) cab.downloads.delete(download.DownloadId);
        download.ready = result.ok;
        hub.push(user.id, 'downloadCompleted', {
          ErrorMessage: result.ok ? null : result.message,
          DownloadId: download.DownloadId,
          FileName: download.FileName,
        });
      });
    }),
  );

  app.get(
    '/document/folderdownload',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const id = req.query.id;
      const download = typeof id === 'string' ? cab.downloads.get(id) : undefined;
      if (
        !download ||
        download.userId !== user.id ||
        !download.ready ||
        download.expires <= cab.now() ||
        !existsSync(download.path)
      ) {
        throw new HttpError(404, 'This download is no longer available. Please download the folder again.');
      }
      const { size } = await stat(download.path);
      await sendStream(res, createReadStream(download.path), {
        name: download.FileName,
        size,
        contentType: 'application/zip',
      });
    }),
  );

  function forgetExpired(): void {
    for (const [id, download] of cab.downloads) {
      if (download.expires > cab.now()) continue;
      cab.downloads.delete(id);
      void rm(download.path, { force: true });
    }
  }

  /**
   * The thumbnail of a cabinet picture (platform spec §7, §9). Runs before the platform's placeholder route
   * (routes/cabinet/thumbnail-placeholder.ts), which still answers ids that are not cabinet files. Open to a member who may read the
   * cabinet, and to a direct-link visitor whose link shows the file.
   */
  app.get('/documentthumbnail', (req: Request, res: Response, next: NextFunction) => {
    const raw = req.query.id;
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    const item = id === null ? undefined : data.find(id);
    if (!item || item.ItemType !== 2) return next();
    handle(async () => {
      const caller = callerOf(res);
      const member = caller && caller.user.workspaceId === item.workspaceId ? caller.user : null;
      const readable = member
        ? (data.itemFor(member, item.ItemId, 'open', 2), true)
        : sharedItem(cab, req, item.ItemId) !== null;
      if (!readable)
        throw caller
          ? new HttpError(403, 'You do not have access to this file.')
          : new HttpError(401, 'Unauthorized');
      const png = await cab.thumbnails.of(item, thumbnailSize(req));
      if (!png) throw new HttpError(404, 'This file has no thumbnail.');
      await sendStream(res, Readable.from([png]), {
        name: `${item.Name}.png`,
        size: png.length,
        contentType: 'image/png',
        disposition: 'inline',
      });
    })(req, res, next);
  });
}
