/**
 * Who may read and write project notes and note categories (issue 35; docs/authorization.md "Project notes"). The
 * mock server checks these on every call; the project page offers only what they allow.
 */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { isWorkspaceAdmin, type Actor, type Principal } from './actor';
import { updateProject } from './task-access.policy';
import { readProject } from './workspace-access.policy';

export const NoteAccessMessage = {
  change: 'Only its author or a workspace administrator can change this note.',
  categories: 'Only a workspace administrator can change note categories.',
} as const;

/** Where a note lives and whose it is. */
export interface NoteFacts {
  projectScopeId: number;
  authorId: number;
}

/** The notes of a project the caller may open. */
export const readNotes = (actor: Actor, projectScopeId: number): AccessDecision =>
  readProject(actor, projectScopeId);

/** Add a note: whoever may edit the project (its Update verb in the project's scope, or an administrator). */
export const addNote = (actor: Actor, projectScopeId: number): AccessDecision =>
  updateProject(actor, projectScopeId);

/** Edit or delete a note: an administrator, or its author while they may still edit the project. */
export function changeNote(actor: Actor, note: NoteFacts): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    () => addNote(actor, note.projectScopeId),
    () => (note.authorId === actor.userId ? ALLOWED : refused(NoteAccessMessage.change)),
  );
}

/** Note categories are created, renamed and deleted by workspace administrators (Setup › Note Categories). */
export function manageNoteCategories(p: Principal): AccessDecision {
  return isWorkspaceAdmin(p) ? ALLOWED : refused(NoteAccessMessage.categories);
}
