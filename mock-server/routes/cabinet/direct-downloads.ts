/**
 * "Download all" for a link visitor (docs/cabinet.md, "Download all"): every file of a folder their link shows, as
 * one zip streamed as it is built. `GET directshare/folderzip/check?folderId` says first what it would hold (or why
 * not: 413 past the limits, 422 with no file), so the page can tell the visitor before a download starts;
 * `GET directshare/folderzip?folderId` checks the link and the limits again and streams the zip.
 */
import type { Application, Request } from 'express';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { linkRefusal, sharedItem } from '../../cabinet/shared-item';
import { planFolderZip, streamFolderZip } from '../../cabinet/streamed-folder-zip';
import { handle } from '../../http';
import { queryInteger } from '../../validate';
import { ID } from './cabinet-query';

export function registerDirectDownloadRoutes(app: Application, cab: CabinetContext): void {
  const planFor = (req: Request) => {
    const folderId = queryInteger(req, 'folderId', ID);
    const shared = sharedItem(cab, req, folderId);
    if (!shared || shared.item.ItemType !== 1) throw linkRefusal(cab, req, folderId);
    return planFolderZip(cab.data, shared.item, cab.folderZipLimits);
  };

  app.get(
    '/directshare/folderzip/check',
    handle((req, res) => {
      const { FileName, Files, Bytes } = planFor(req);
      res.json({ FileName, Files, Bytes });
    }),
  );

  app.get(
    '/directshare/folderzip',
    handle(async (req, res) => {
      await streamFolderZip(cab.files, res, planFor(req));
    }),
  );
}
