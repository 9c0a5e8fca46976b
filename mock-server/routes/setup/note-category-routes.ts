import type { Application } from 'express';
import type { NoteCategoryRecord, UserRecord } from '../../../fixtures/types';
import { manageNoteCategories } from '../../../src/domain/access/note-access.policy';
import { NoteMessage } from '../../../src/domain/projects/project-note.entity';
import { nameTaken } from '../../../src/domain/setup/setup.entity';
import type { MockContext } from '../../context';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import {
  NoteCategoryCreateBody,
  NoteCategoryIdBody,
  NoteCategoryUpdateBody,
} from '../../schemas/notes.schema';
import { validBody } from '../../schemas/valid-body';
import { registerSetupListReads } from './workspace-setup-list';

/**
 * Note categories (issue 35; docs/api.md "Project notes"): every workspace user reads them (to file a note),
 * administrators change them. Deleting one leaves its notes without a category.
 */
export function registerNoteCategoryRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const view = ({ CategoryId, Name }: NoteCategoryRecord) => ({
    CategoryId,
    Name,
    NoteCount: store.data.projectNotes.filter((n) => n.CategoryId === CategoryId).length,
  });
  const { caller, mine, one } = registerSetupListReads(app, ctx, {
    path: 'notecategory',
    records: () => store.data.noteCategories,
    idOf: (c) => c.CategoryId,
    manage: manageNoteCategories,
    gone: NoteMessage.categoryGone,
    view,
  });
  const checkName = (user: UserRecord, name: string, ownId?: number) => {
    if (
      nameTaken(
        mine(user),
        name,
        (c) => c.CategoryId,
        (c) => c.Name,
        ownId,
      )
    )
      throw badRequest(NoteMessage.categoryNameTaken);
  };

  app.post(
    '/notecategory/create',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, NoteCategoryCreateBody);
      checkName(user, body.Name);
      const category: NoteCategoryRecord = {
        CategoryId: nextId(store.data.noteCategories.map((c) => c.CategoryId)),
        Name: body.Name.trim(),
        workspaceId: user.workspaceId,
      };
      store.data.noteCategories.push(category);
      store.save();
      res.json(view(category));
    }),
  );

  app.post(
    '/notecategory/update',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, NoteCategoryUpdateBody);
      const category = one(user, body.CategoryId);
      checkName(user, body.Name, category.CategoryId);
      category.Name = body.Name.trim();
      store.save();
      res.json(view(category));
    }),
  );

  app.post(
    '/notecategory/delete',
    handle((req, res) => {
      const { user } = caller(res, true);
      const category = one(user, validBody(req, NoteCategoryIdBody).CategoryId);
      for (const note of store.data.projectNotes)
        if (note.CategoryId === category.CategoryId) note.CategoryId = null;
      store.data.noteCategories = store.data.noteCategories.filter((c) => c !== category);
      store.save();
      res.json({});
    }),
  );
}
