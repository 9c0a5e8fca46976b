/** Which shared item a direct-link visitor may reach (docs/cabinet.md, "Direct links"). */
import type { Request } from 'express';
import type { CabinetItemRecord, CabinetShareRecord } from '../../fixtures/types';
import { ancestry } from '../../src/domain/cabinet/move-rules';
import type { CabinetContext } from './cabinet-context';
import { LINK_COOKIE } from './link-sessions';
import { parseCookies } from '../cookies';

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
