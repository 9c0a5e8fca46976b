/**
 * Direct links (docs/cabinet.md, "Direct links"): a member with Share makes a link to a file or folder
 * (/link/{Hash}/{RecordId}); anyone with it opens that item, and for a folder what is under it, and nothing else.
 * The login by direct share (platform spec §7) records the link in the browser's `gw_link` cookie
 * (cabinet/link-sessions.ts); every later call checks the link is still live, so a revoked link stops at once.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Application } from 'express';
import type { CabinetItemRecord, CabinetShareRecord } from '../../../fixtures/types';
import type { FolderItem } from '../../../src/domain/cabinet/folder-item.entity';
import { signedIn } from '../../auth';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { LINK_COOKIE, LINK_TTL_MS } from '../../cabinet/link-sessions';
import { parseCookies } from '../../cookies';
import { HttpError, handle } from '../../http';
import { DirectLoginBody, ItemBody, ShareRevokeBody } from '../../schemas/cabinet.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { ID, folderQuery } from './cabinet-query';
import { sendItem } from '../../cabinet/serve-file';
import { linkRefusal, live, sharedItem } from '../../cabinet/shared-item';
import { LINK_NOT_VALID, LINK_UNAVAILABLE } from '../../../src/domain/cabinet/direct-link-refusal';
import { folderContents } from './folder-answers';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function registerDirectLinkRoutes(app: Application, cab: CabinetContext): void {
  const { data } = cab;
  const shares = () => cab.store.data.cabinetShares;
  const directView = (item: CabinetItemRecord): FolderItem => ({ ...data.view(item), ParentFolderId: null });
  const shareView = (share: CabinetShareRecord) => {
    const by = cab.store.userById(share.createdBy);
    return {
      RecordId: share.RecordId,
      Hash: share.Hash,
      ItemId: share.ItemId,
      CreatedOn: share.CreatedOn,
      CreatedBy: by ? `${by.firstName} ${by.lastName}` : '',
    };
  };

  app.get(
    '/cabinet/share/list',
    handle((req, res) => {
      const { user } = signedIn(res);
      const item = data.itemFor(user, queryInteger(req, 'itemId', ID), 'share');
      res.json(
        shares()
          .filter((s) => s.ItemId === item.ItemId && live(s))
          .map(shareView),
      );
    }),
  );

  app.post(
    '/cabinet/share/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      const item = data.itemFor(user, validBody(req, ItemBody).ItemId, 'share');
      const share: CabinetShareRecord = {
        RecordId: shares().reduce((max, s) => Math.max(max, s.RecordId), 7000) + 1,
        Hash: cab.randomHash(),
        ItemId: item.ItemId,
        createdBy: user.id,
        CreatedOn: cab.iso(),
        RevokedOn: null,
        workspaceId: user.workspaceId,
      };
      shares().push(share);
      data.save();
      res.json(shareView(share));
    }),
  );

  app.post(
    '/cabinet/share/revoke',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { RecordId } = validBody(req, ShareRevokeBody);
      const share = shares().find((s) => s.RecordId === RecordId && s.workspaceId === user.workspaceId);
      if (!live(share)) throw new HttpError(404, `No link ${RecordId}.`);
      data.itemFor(user, share.ItemId, 'share');
      share.RevokedOn = cab.iso();
      data.save();
      res.json({});
    }),
  );

  /** Login by direct share (platform spec §7: the SPA leaves it out of the generic error handling). */
  app.post(
    '/directshare/login',
    handle((req, res) => {
      const { Hash, RecordId } = validBody(req, DirectLoginBody);
      const share = shares().find((s) => s.RecordId === RecordId);
      // Only the whole, right address learns that its link was revoked; anything else is a link that does not exist.
      if (!share || !sameText(share.Hash, Hash)) throw new HttpError(404, LINK_NOT_VALID);
      const item = data.find(share.ItemId);
      if (!live(share) || !item) throw new HttpError(403, LINK_UNAVAILABLE);
      const token = cab.links.open(
        parseCookies(req.headers.cookie).get(LINK_COOKIE),
        share.RecordId,
        cab.now(),
      );
      res.cookie(LINK_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: LINK_TTL_MS });
      res.json({ RecordId: share.RecordId, Item: directView(item) });
    }),
  );

  /** The items this browser's links show, most recently opened first (revoked ones are gone). */
  app.get(
    '/directshare/items',
    handle((req, res) => {
      const token = parseCookies(req.headers.cookie).get(LINK_COOKIE);
      const items = cab.links
        .recordIds(token, cab.now())
        .map((id) => shares().find((s) => s.RecordId === id))
        .filter(live)
        .flatMap((share) => {
          const item = data.find(share.ItemId);
          return item ? [{ RecordId: share.RecordId, Item: directView(item) }] : [];
        });
      res.json(items);
    }),
  );

  app.get(
    '/directshare/folder',
    handle((req, res) => {
      const query = folderQuery(req);
      const shared = sharedItem(cab, req, query.folderId);
      if (!shared || shared.item.ItemType !== 1) throw linkRefusal(cab, req, query.folderId);
      res.json(folderContents(data, shared.item, query, shared.share.ItemId));
    }),
  );

  app.get(
    '/directshare/download',
    handle(async (req, res) => {
      const id = queryInteger(req, 'id', ID);
      const shared = sharedItem(cab, req, id);
      if (!shared || shared.item.ItemType !== 2) throw linkRefusal(cab, req, id);
      await sendItem(cab.files, res, shared.item);
    }),
  );
}
