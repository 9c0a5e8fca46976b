/**
 * Thumbnails of stored pictures (platform spec §7 and §9: GET documentthumbnail with id, w=200, h=100), made with
 * sharp and kept on disk next to the uploads. A picture sharp cannot read, or one of more than
 * MAX_THUMBNAIL_INPUT_PIXELS pixels (a decompression bomb), gets none: the list shows its icon instead.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CabinetItemRecord } from '../../fixtures/types';
import { MAX_THUMBNAIL_INPUT_PIXELS } from '../../src/domain/cabinet/cabinet-limits';
import type { FileStorage } from './file-storage';

// One picture at a time per process is plenty for a mock and keeps a burst of thumbnails from taking every core.
sharp.concurrency(1);

/** The thumbnail's file (a PNG of exactly w × h, the picture cropped to fill it), or null when none can be made. */
export async function thumbnailOf(
  files: FileStorage,
  item: CabinetItemRecord,
  w: number,
  h: number,
): Promise<string | null> {
  const source = files.pathOf(item.blob);
  if (!item.IsImage || !item.blob || !source || !existsSync(source)) return null;
  const out = join(files.thumbnailDir(item.blob), `${w}x${h}.png`);
  if (existsSync(out)) return out;
  const partial = `${out}.${randomUUID()}.part`;
  try {
    await sharp(source, { limitInputPixels: MAX_THUMBNAIL_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(w, h, { fit: 'cover', position: 'attention' })
      .png()
      .toFile(partial);
    await rename(partial, out);
    return out;
  } catch {
    await rm(partial, { force: true });
    return null;
  }
}
