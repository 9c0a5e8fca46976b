/** Cabinets, folder contents, the folder tree, new folders and the documents list (docs/cabinet.md). */
import type { Application } from 'express';
import type { CabinetItemRecord } from '../../../fixtures/types';
import { allow } from '../../access/access-guard';
import { mayInCabinets } from '../../../src/domain/cabinet/cabinet-access.policy';
import { NameMessage, cleanName, nameProblem, nameTaken } from '../../../src/domain/cabinet/cabinet-names';
import { sortItems } from '../../../src/domain/cabinet/item-sort';
import { signedIn } from '../../auth';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { badRequest, handle } from '../../http';
import { CabinetCreateBody, FolderCreateBody } from '../../schemas/cabinet.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { ID, folderQuery } from './cabinet-query';
import { folderContents } from './folder-answers';

/** A valid name (cleaned) or a 400 with the name rule's message. */
export function validName(raw: string): string {
  const name = cleanName(raw);
  const problem = nameProblem(name);
  if (problem) throw badRequest(`Name: ${problem}`);
  return name;
}

export function registerCabinetFolderRoutes(app: Application, cab: CabinetContext): void {
  const { data } = cab;

  app.get(
    '/cabinet/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      const cabinets = sortItems(data.cabinetsOf(user));
      res.json(cabinets.map((cabinet) => data.view(cabinet)));
    }),
  );

  app.post(
    '/cabinet/create',
    handle((req, res) => {
      const { session, user } = signedIn(res);
      allow(mayInCabinets(data.actor(user), 'createCabinet'));
      const Name = validName(validBody(req, CabinetCreateBody).Name);
      if (
        nameTaken(
          Name,
          data.cabinetsOf(user).map((c) => c.Name),
        )
      )
        throw badRequest('A cabinet with this name already exists.');
      const ItemId = data.nextId();
      const now = cab.iso();
      const cabinet: CabinetItemRecord = {
        ItemId,
        ItemType: 1,
        Name,
        ParentFolderId: null,
        RootContextFolderId: ItemId,
        IsImage: false,
        Size: 0,
        CreatedOn: now,
        ModifiedOn: now,
        DocumentTypeId: null,
        workspaceId: user.workspaceId,
        // A cabinet belongs to the scope the caller works in, as a project does.
        scopeId: user.scopeIds.includes(session.scopeId) ? session.scopeId : user.primaryScopeId,
        createdBy: user.id,
        blob: null,
      };
      data.items.push(cabinet);
      data.save();
      res.json(data.view(cabinet));
    }),
  );

  app.get(
    '/cabinet/folder',
    handle((req, res) => {
      const { user } = signedIn(res);
      const query = folderQuery(req);
      const folder = data.itemFor(user, query.folderId, 'open', 1);
      res.json(folderContents(data, folder, query));
    }),
  );

  app.get(
    '/cabinet/tree',
    handle((req, res) => {
      const { user } = signedIn(res);
      const cabinet = data.itemFor(user, queryInteger(req, 'rootContextFolderId', ID), 'open', 1);
      if (cabinet.ParentFolderId !== null) throw badRequest('rootContextFolderId is not a cabinet.');
      res.json(data.tree(cabinet.ItemId));
    }),
  );

  app.post(
    '/cabinet/folder/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, FolderCreateBody);
      const parent = data.itemFor(user, body.ParentFolderId, 'createFolder', 1);
      const Name = validName(body.Name);
      if (data.nameTakenIn(parent.ItemId, Name)) throw badRequest(NameMessage.taken);
      const now = cab.iso();
      const created = data.addFolder(parent, Name, user.id, now);
      data.touch(parent.ItemId, now);
      data.save();
      res.json(data.view(created));
    }),
  );

  /** Documents, get all (platform spec §7, no payload): every file of every cabinet the caller may open, newest first. */
  app.get(
    '/document/getall',
    handle((_req, res) => {
      const { user } = signedIn(res);
      const open = new Set(data.cabinetsOf(user).map((c) => c.ItemId));
      const files = data.items.filter((item) => item.ItemType === 2 && open.has(item.RootContextFolderId));
      const newest = [...files].sort(
        (a, b) => Date.parse(b.ModifiedOn) - Date.parse(a.ModifiedOn) || b.ItemId - a.ItemId,
      );
      res.json(newest.map((item) => data.view(item)));
    }),
  );
}
