/**
 * The sizes `GET documentthumbnail` makes (docs/cabinet.md, "Thumbnails"): the spec's 200 by 100, the one size the app
 * asks for (THUMBNAIL_SIZE). Any other size is a 400 naming the sizes, before anything is read or made, so no caller
 * can have a thumbnail made and kept for every size there is.
 */
import type { Request } from 'express';
import { THUMBNAIL_SIZE } from '../../../src/domain/platform/request-conventions';
import type { ThumbnailSize } from '../../cabinet/thumbnails';
import { badRequest } from '../../http';
import { queryInteger } from '../../validate';

export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [THUMBNAIL_SIZE];

const SIDE = { min: 1, max: 2000 };

export const THUMBNAIL_SIZE_MESSAGE = `w and h must be one of the thumbnail sizes: ${THUMBNAIL_SIZES.map(
  ({ w, h }) => `w=${w}&h=${h}`,
).join(', ')}.`;

/** The thumbnail size of a request (200 by 100 when w and h are left out). */
export function thumbnailSize(req: Request): ThumbnailSize {
  const w = queryInteger(req, 'w', { ...SIDE, fallback: THUMBNAIL_SIZE.w });
  const h = queryInteger(req, 'h', { ...SIDE, fallback: THUMBNAIL_SIZE.h });
  const size = THUMBNAIL_SIZES.find((s) => s.w === w && s.h === h);
  if (!size) throw badRequest(THUMBNAIL_SIZE_MESSAGE);
  return size;
}
