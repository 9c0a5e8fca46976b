import type { Application } from 'express';
import type { ProjectNoteRecord, UserRecord } from '../../../fixtures/types';
import { addNote, changeNote, readNotes } from '../../../src/domain/access/note-access.policy';
import { NoteMessage, PROJECT_NOTES_MAX } from '../../../src/domain/projects/project-note.entity';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { projectOf } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { HttpError, badRequest, handle } from '../../http';
import { NoteCreateBody, NoteIdBody, NoteUpdateBody } from '../../schemas/notes.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger } from '../../validate';
import { personName } from '../admin/admin-views';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';

/** A category of the caller's workspace, or a 400 (the dialog offers only those). */
function categoryFor(store: Store, user: UserRecord, categoryId: number | null | undefined): number | null {
  if (categoryId == null) return null;
  const found = store.data.noteCategories.some(
    (c) => c.CategoryId === categoryId && c.workspaceId === user.workspaceId,
  );
  if (!found) throw badRequest(NoteMessage.categoryGone);
  return categoryId;
}

/** Notes on a project (issue 35; docs/api.md "Project notes"): its readers read them, its editors write them. */
export function registerProjectNoteRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const view = (user: UserRecord, note: ProjectNoteRecord, projectScopeId: number) => {
    const { NoteId, ProjectId, CategoryId, Text, CreatedOn, UpdatedOn } = note;
    const author = store.data.users.find((u) => u.id === note.authorId);
    return {
      NoteId,
      ProjectId,
      CategoryId,
      CategoryName: store.data.noteCategories.find((c) => c.CategoryId === CategoryId)?.Name ?? null,
      Text,
      AuthorName: author ? personName(author) : FORMER_MEMBER,
      CreatedOn,
      UpdatedOn,
      CanChange: changeNote(actorOf(store, user), { projectScopeId, authorId: note.authorId }).allowed,
    };
  };
  /** The note and its project, when the caller may change it; 404 when it is gone or not theirs to see. */
  const changeable = (user: UserRecord, noteId: number) => {
    const note = store.data.projectNotes.find((n) => n.NoteId === noteId);
    if (!note) throw new HttpError(404, NoteMessage.noteGone);
    const project = projectOf(store, user, note.ProjectId);
    allow(changeNote(actorOf(store, user), { projectScopeId: project.scopeId, authorId: note.authorId }));
    return { note, project };
  };
  const now = () => new Date().toISOString();

  app.get(
    '/projectnote/list',
    handle((req, res) => {
      const { user } = signedIn(res);
      const project = projectOf(store, user, queryInteger(req, 'projectId', ID));
      allow(readNotes(actorOf(store, user), project.scopeId));
      res.json(
        store.data.projectNotes
          .filter((n) => n.ProjectId === project.ProjectId)
          .sort((a, b) => b.CreatedOn.localeCompare(a.CreatedOn) || b.NoteId - a.NoteId)
          .map((n) => view(user, n, project.scopeId)),
      );
    }),
  );

  app.post(
    '/projectnote/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, NoteCreateBody);
      const project = projectOf(store, user, body.ProjectId);
      allow(addNote(actorOf(store, user), project.scopeId));
      const CategoryId = categoryFor(store, user, body.CategoryId);
      if (
        store.data.projectNotes.filter((n) => n.ProjectId === project.ProjectId).length >= PROJECT_NOTES_MAX
      )
        throw badRequest(NoteMessage.tooMany);
      const note: ProjectNoteRecord = {
        NoteId: nextId(store.data.projectNotes.map((n) => n.NoteId)),
        ProjectId: project.ProjectId,
        CategoryId,
        Text: body.Text,
        authorId: user.id,
        CreatedOn: now(),
        UpdatedOn: now(),
      };
      store.data.projectNotes.push(note);
      store.save();
      res.json(view(user, note, project.scopeId));
    }),
  );

  app.post(
    '/projectnote/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, NoteUpdateBody);
      const { note, project } = changeable(user, body.NoteId);
      note.CategoryId = categoryFor(store, user, body.CategoryId);
      note.Text = body.Text;
      note.UpdatedOn = now();
      store.save();
      res.json(view(user, note, project.scopeId));
    }),
  );

  app.post(
    '/projectnote/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { note } = changeable(user, validBody(req, NoteIdBody).NoteId);
      store.data.projectNotes = store.data.projectNotes.filter((n) => n !== note);
      store.save();
      res.json({});
    }),
  );
}
