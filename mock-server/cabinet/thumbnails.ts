/**
 * Thumbnails of stored pictures (platform spec §7 and §9: GET documentthumbnail with id, w=200, h=100; docs/cabinet.md,
 * "Thumbnails"), made with sharp and kept in a bounded cache beside the uploads. The work is bounded before it starts:
 * the picture's header is read first, and a picture sharp cannot read, of more than MAX_THUMBNAIL_INPUT_PIXELS pixels
 * or with a side longer than MAX_THUMBNAIL_INPUT_SIDE gets none (the list shows its icon). A picture is cropped to fill
 * the box only when that does not enlarge it hugely (thumbnailFit); any other is fitted whole inside the box, which
 * costs no more than the box. sharp gives up after THUMBNAIL_TIMEOUT_SECONDS.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import type { CabinetItemRecord } from '../../fixtures/types';
import {
  MAX_THUMBNAIL_COVER_PIXELS,
  MAX_THUMBNAIL_INPUT_PIXELS,
  MAX_THUMBNAIL_INPUT_SIDE,
  MAX_THUMBNAIL_UPSCALE,
  THUMBNAIL_TIMEOUT_SECONDS,
} from '../../src/domain/cabinet/cabinet-limits';
import type { FileStorage } from './file-storage';

// One picture at a time per process is plenty for a mock and keeps a burst of thumbnails from taking every core.
sharp.concurrency(1);

export interface ThumbnailSize {
  w: number;
  h: number;
}

/**
 * How a picture of `width` × `height` (as shown, after its EXIF orientation) goes into the box: cropped to fill it
 * when that enlarges it at most MAX_THUMBNAIL_UPSCALE times into at most MAX_THUMBNAIL_COVER_PIXELS box-fulls, else
 * fitted whole inside it; null when it is too large to read at all.
 */
export function thumbnailFit(width: number, height: number, box: ThumbnailSize): 'cover' | 'contain' | null {
  if (!(width > 0 && height > 0)) return null;
  if (width > MAX_THUMBNAIL_INPUT_SIDE || height > MAX_THUMBNAIL_INPUT_SIDE) return null;
  if (width * height > MAX_THUMBNAIL_INPUT_PIXELS) return null;
  const scale = Math.max(box.w / width, box.h / height);
  const resized = Math.ceil(width * scale) * Math.ceil(height * scale);
  return scale <= MAX_THUMBNAIL_UPSCALE && resized <= MAX_THUMBNAIL_COVER_PIXELS * box.w * box.h
    ? 'cover'
    : 'contain';
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

export class Thumbnails {
  /** sharp's time limit (tests may lower it). */
  timeoutSeconds = THUMBNAIL_TIMEOUT_SECONDS;
  /** Thumbnails being made: a second caller waits for the same work. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly files: FileStorage) {}

  /** The thumbnail (a PNG of exactly the size asked), or null when none can be made. */
  async of(item: CabinetItemRecord, size: ThumbnailSize): Promise<Buffer | null> {
    const source = this.files.pathOf(item.blob);
    if (!item.IsImage || !item.blob || !source || !existsSync(source)) return null;
    const cache = this.files.thumbnails;
    const out = cache.pathOf(this.files.blobName(item.blob), size.w, size.h);
    const cached = await cache.read(out);
    if (cached) return cached;
    let made = this.making.get(out);
    if (!made) {
      made = this.make(source, size).then(async (png) => {
        // A thumbnail that cannot be kept is still answered: the cache is only a cache.
        if (png) await cache.write(out, png).catch(() => undefined);
        return png;
      });
      this.making.set(out, made);
      void made.finally(() => this.making.delete(out)).catch(() => undefined);
    }
    return made;
  }

  private async make(source: string, size: ThumbnailSize): Promise<Buffer | null> {
    const options = { limitInputPixels: MAX_THUMBNAIL_INPUT_PIXELS, failOn: 'error' as const };
    try {
      const { width = 0, height = 0, orientation = 1 } = await sharp(source, options).metadata();
      const turned = orientation >= 5;
      const fit = thumbnailFit(turned ? height : width, turned ? width : height, size);
      if (!fit) return null;
      return await sharp(source, options)
        .timeout({ seconds: this.timeoutSeconds })
        .rotate()
        .resize(
          size.w,
          size.h,
          fit === 'cover' ? { fit, position: 'attention' } : { fit, background: TRANSPARENT },
        )
        .png()
        .toBuffer();
    } catch {
      return null;
    }
  }
}
