/**
 * A folder as a zip, built with yazl in the background and written to the storage's downloads folder (docs/cabinet.md,
 * "Folder downloads"). Entries are the folder's names (checked by the name rule when they were made, so no entry
 * can climb out where it is unpacked); empty folders are kept as folder entries.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { CabinetItemRecord } from '../../fixtures/types';
import {
  LimitMessage,
  MAX_FOLDER_DOWNLOAD_BYTES,
  MAX_FOLDER_DOWNLOAD_FILES,
} from '../../src/domain/cabinet/cabinet-limits';
import type { CabinetData } from './cabinet-data';
import type { FileStorage } from './file-storage';

export type FolderZipResult = { ok: true } | { ok: false; message: string };

export async function zipFolder(
  data: CabinetData,
  files: FileStorage,
  folder: CabinetItemRecord,
  target: string,
): Promise<FolderZipResult> {
  const items = data.subtree(folder).slice(1);
  const fileItems = items.filter((i) => i.ItemType === 2);
  const bytes = fileItems.reduce((sum, i) => sum + i.Size, 0);
  if (fileItems.length > MAX_FOLDER_DOWNLOAD_FILES || bytes > MAX_FOLDER_DOWNLOAD_BYTES)
    return { ok: false, message: LimitMessage.folderTooLarge };
  const paths = new Map<number, string>([[folder.ItemId, '']]);
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(target));
  try {
    for (const item of items) {
      const path = `${paths.get(item.ParentFolderId!) ?? ''}${item.Name}`;
      if (item.ItemType === 1) {
        paths.set(item.ItemId, `${path}/`);
        if (data.childrenOf(item.ItemId).length === 0)
          zip.addEmptyDirectory(path, { mtime: new Date(item.ModifiedOn) });
      } else {
        zip.addReadStream(files.open(item.blob), path, { mtime: new Date(item.ModifiedOn), size: item.Size });
      }
    }
    zip.end();
    await written;
    return { ok: true };
  } catch {
    (zip.outputStream as unknown as { destroy(): void }).destroy();
    await written.catch(() => undefined);
    await rm(target, { force: true });
    return { ok: false, message: 'The folder could not be prepared for download. Please try again.' };
  }
}
