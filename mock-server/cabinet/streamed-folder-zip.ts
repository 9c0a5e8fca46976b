/**
 * A shared folder's files as one zip streamed straight to the caller (docs/cabinet.md, "Download all"): nothing is
 * written to disk or held in memory; yazl opens each file only when its entry's turn comes (addReadStreamLazy), so a
 * folder of thousands of files holds one file open at a time, and the response's backpressure paces the reads. The
 * entries are planned first in one linear pass, and a folder past the limits is refused before a byte is sent.
 */
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import yazl from 'yazl';
import type { CabinetItemRecord } from '../../fixtures/types';
import { LimitMessage, type FolderZipLimits } from '../../src/domain/cabinet/cabinet-limits';
import { HttpError } from '../http';
import type { CabinetData } from './cabinet-data';
import type { FileStorage } from './file-storage';
import { FILE_SECURITY_HEADERS, attachment } from './serve-file';

export interface FolderZipPlan {
  FileName: string;
  Files: number;
  Bytes: number;
  entries: Array<{ path: string; item: CabinetItemRecord }>;
}

/** The zip's entries (paths below the folder, empty folders kept), or 413 past the limits, or 422 when there is no file. */
export function planFolderZip(
  data: CabinetData,
  folder: CabinetItemRecord,
  limits: FolderZipLimits,
): FolderZipPlan {
  const paths = new Map<number, string>([[folder.ItemId, '']]);
  const entries: FolderZipPlan['entries'] = [];
  let files = 0;
  let bytes = 0;
  for (const item of data.subtree(folder).slice(1)) {
    const path = `${paths.get(item.ParentFolderId!) ?? ''}${item.Name}`;
    if (item.ItemType === 1) {
      paths.set(item.ItemId, `${path}/`);
      if (data.childrenOf(item.ItemId).length === 0) entries.push({ path, item });
      continue;
    }
    files += 1;
    bytes += item.Size;
    if (files > limits.files || bytes > limits.bytes)
      throw new HttpError(413, LimitMessage.folderTooLargeFor(limits));
    entries.push({ path, item });
  }
  if (files === 0) throw new HttpError(422, LimitMessage.folderEmpty);
  return { FileName: `${folder.Name}.zip`, Files: files, Bytes: bytes, entries };
}

export async function streamFolderZip(files: FileStorage, res: Response, plan: FolderZipPlan): Promise<void> {
  const zip = new yazl.ZipFile();
  // A file that cannot be read fails the zip (an 'error' left unheard would end the server).
  zip.on('error', (error: Error) => zip.outputStream.emit('error', error));
  for (const { path, item } of plan.entries) {
    const mtime = new Date(item.ModifiedOn);
    if (item.ItemType === 1) zip.addEmptyDirectory(path, { mtime });
    else
      zip.addReadStreamLazy(path, { mtime, size: item.Size }, (done) => {
        try {
          done(null, files.open(item.blob));
        } catch (error) {
          done(error, undefined as never);
        }
      });
  }
  zip.end();
  res.status(200).set({
    ...FILE_SECURITY_HEADERS,
    'Content-Type': 'application/zip',
    'Content-Disposition': attachment(plan.FileName),
  });
  try {
    await pipeline(zip.outputStream, res);
  } catch {
    // The visitor went away, or a file vanished mid-way: the zip is already under way, so end it unfinished.
    res.destroy();
  }
}
