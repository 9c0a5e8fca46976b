/** Which shared item a direct-link visitor may reach (docs/cabinet.md, "Direct links"). */
import type { Request } from 'express';
import type { CabinetItemRecord, CabinetShareRecord } from '../../fixtures/types';
import { ancestry } from '../../src/domain/cabinet/move-rules';
import type { CabinetContext } from './cabinet-context';
import { LINK_COOKIE } from './link-sessions';
import { parseCookies } from '../cookies';
import { HttpError } from '../http';
import { LINK_NOT_VALID, LINK_UNAVAILABLE } from '../../src/domain/cabinet/direct-link-refusal';

export const live = (share: CabinetShareRecord | undefined): share is CabinetShareRecord =>
  share !== undefined && share.RevokedOn === null;

/** The live share of the caller's links that shows `itemId` (the item itself, or a folder above it), or null. */
export function sharedItem(
  cab: CabinetContext,
  req: Request,
  itemId: number,
): { share: CabinetShareRecord; item: CabinetItemRecord } | null {
  const item = cab.data.find(itemId);
  if (!item) return null;
  const above = new Set(ancestry(item.ItemId, (id) => cab.data.find(id)?.ParentFolderId));
  const token = parseCookies(req.headers.cookie).get(LINK_COOKIE);
  for (const recordId of cab.links.recordIds(token, cab.now())) {
    const share = cab.store.data.cabinetShares.find((s) => s.RecordId === recordId);
    if (live(share) && above.has(share.ItemId)) return { share, item };
  }
  return null;
}

/**
 * Why a direct-link call for `itemId` is refused: 403 "no longer available" when one of the caller's links that
 * showed it was revoked (or, the item being gone, when one of their links died with it); otherwise 404 "not valid"
 * (an address edited to an item no link of theirs shows). It never says more about an item their links do not show.
 */
export function linkRefusal(cab: CabinetContext, req: Request, itemId: number): HttpError {
  const token = parseCookies(req.headers.cookie).get(LINK_COOKIE);
  const dead = cab.links
    .recordIds(token, cab.now())
    .map((id) => ({ id, share: cab.store.data.cabinetShares.find((s) => s.RecordId === id) }))
    .filter(({ share }) => !live(share));
  const item = cab.data.find(itemId);
  const above = item ? new Set(ancestry(item.ItemId, (id) => cab.data.find(id)?.ParentFolderId)) : null;
  const revoked = above
    ? dead.some(({ share }) => share !== undefined && above.has(share.ItemId))
    : dead.length > 0;
  return revoked ? new HttpError(403, LINK_UNAVAILABLE) : new HttpError(404, LINK_NOT_VALID);
}
