/** Rename, set a document type, delete, move and copy (docs/cabinet.md). Each checks its access verb first. */
import type { Application } from 'express';
import type { CabinetItemRecord, UserRecord } from '../../../fixtures/types';
import { removeItem } from '../../../src/domain/cabinet/cabinet-access.policy';
import { NameMessage, nameTaken, uniqueName } from '../../../src/domain/cabinet/cabinet-names';
import { transferProblem, type TransferKind } from '../../../src/domain/cabinet/move-rules';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { HttpError, badRequest, handle } from '../../http';
import { ItemBody, ItemUpdateBody, TransferBody } from '../../schemas/cabinet.schema';
import { validBody } from '../../schemas/valid-body';
import { validName } from './cabinets';

export function registerCabinetItemRoutes(app: Application, cab: CabinetContext): void {
  const { data, files } = cab;

  app.post(
    '/cabinet/item/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, ItemUpdateBody);
      // An optional field may come as null (schema-rules.ts): a null Name is no Name; a null DocumentTypeId clears it.
      const asked = body.Name ?? undefined;
      if (asked === undefined && body.DocumentTypeId === undefined)
        throw badRequest('Give a Name or a DocumentTypeId.');
      const item = data.itemFor(user, body.ItemId, asked !== undefined ? 'rename' : 'classify');
      if (asked !== undefined && body.DocumentTypeId !== undefined)
        data.itemFor(user, body.ItemId, 'classify');
      let name: string | undefined;
      if (asked !== undefined) {
        name = validName(asked);
        const others =
          item.ParentFolderId === null ? data.cabinetsOf(user) : data.childrenOf(item.ParentFolderId);
        const taken = nameTaken(
          name,
          others.filter((other) => other.ItemId !== item.ItemId).map((other) => other.Name),
        );
        if (taken) throw badRequest(NameMessage.taken);
      }
      if (body.DocumentTypeId !== undefined && body.DocumentTypeId !== null) {
        if (item.ItemType !== 2) throw badRequest('Only files have a document type.');
        if (!cab.documentTypeExists(user, body.DocumentTypeId))
          throw badRequest(`No document type ${body.DocumentTypeId}.`);
      }
      const now = cab.iso();
      if (name !== undefined) item.Name = name;
      if (body.DocumentTypeId !== undefined) item.DocumentTypeId = body.DocumentTypeId;
      item.ModifiedOn = now;
      data.save();
      res.json(data.view(item));
    }),
  );

  app.post(
    '/cabinet/item/delete',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const item = data.itemFor(user, validBody(req, ItemBody).ItemId, 'remove');
      allow(removeItem(data.actor(user), data.cabinetOf(item).scopeId, item));
      const gone = data.subtree(item);
      const ids = new Set(gone.map((i) => i.ItemId));
      const store = data.items;
      store.splice(0, store.length, ...store.filter((i) => !ids.has(i.ItemId)));
      cab.forgetShares(ids);
      data.touch(item.ParentFolderId, cab.iso());
      data.save();
      await Promise.all(gone.map((i) => files.remove(i.blob)));
      res.json({});
    }),
  );

  const transfer = (kind: TransferKind) =>
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, TransferBody);
      const item = data.itemFor(user, body.ItemId, kind);
      const target = data.itemFor(user, body.TargetFolderId, 'upload', 1);
      const problem = transferProblem(kind, item, target.ItemId, (id) => data.find(id)?.ParentFolderId);
      if (problem) throw badRequest(problem);
      const moved = kind === 'move' ? moveInto(user, item, target) : await copyInto(user, item, target);
      res.json(data.view(moved));
    });

  function moveInto(
    _user: UserRecord,
    item: CabinetItemRecord,
    target: CabinetItemRecord,
  ): CabinetItemRecord {
    const now = cab.iso();
    const from = item.ParentFolderId;
    item.Name = uniqueName(
      item.Name,
      data.childrenOf(target.ItemId).map((i) => i.Name),
    );
    item.ParentFolderId = target.ItemId;
    item.ModifiedOn = now;
    // Into another cabinet: everything under the item now belongs to that cabinet and its scope.
    for (const moved of data.subtree(item)) {
      moved.RootContextFolderId = target.RootContextFolderId;
      moved.scopeId = target.scopeId;
    }
    data.touch(from, now);
    data.touch(target.ItemId, now);
    data.save();
    return item;
  }

  /** Copies the item and everything under it (each file's bytes first), then stores the copies at once. */
  async function copyInto(
    user: UserRecord,
    item: CabinetItemRecord,
    target: CabinetItemRecord,
  ): Promise<CabinetItemRecord> {
    const originals = data.subtree(item);
    // A copy takes room like an upload: refused with 402 before a byte is copied, and again after (docs/cabinet.md).
    const bytes = originals.reduce((sum, o) => sum + (o.ItemType === 2 ? o.Size : 0), 0);
    cab.ensureRoom(target.workspaceId, bytes);
    const blobs = new Map<number, string>();
    try {
      for (const original of originals)
        if (original.ItemType === 2) blobs.set(original.ItemId, await files.duplicate(original.blob));
      cab.ensureRoom(target.workspaceId, bytes);
    } catch (error) {
      await Promise.all([...blobs.values()].map((blob) => files.remove(blob)));
      throw error instanceof HttpError ? error : new HttpError(500, 'The copy could not be made.');
    }
    // Ids are taken after the awaits, in one synchronous step, so two copies at once never share one.
    const now = cab.iso();
    let next = data.nextId();
    const newIds = new Map(originals.map((o) => [o.ItemId, next++]));
    const copies = originals.map((original): CabinetItemRecord => ({
      ...original,
      ItemId: newIds.get(original.ItemId)!,
      ParentFolderId: original === item ? target.ItemId : newIds.get(original.ParentFolderId!)!,
      Name:
        original === item
          ? uniqueName(
              item.Name,
              data.childrenOf(target.ItemId).map((i) => i.Name),
            )
          : original.Name,
      RootContextFolderId: target.RootContextFolderId,
      scopeId: target.scopeId,
      workspaceId: target.workspaceId,
      createdBy: user.id,
      CreatedOn: now,
      ModifiedOn: now,
      blob: blobs.get(original.ItemId) ?? null,
    }));
    data.items.push(...copies);
    data.touch(target.ItemId, now);
    data.save();
    return copies[0]!;
  }

  app.post('/cabinet/item/move', transfer('move'));
  app.post('/cabinet/item/copy', transfer('copy'));
}
