/**
 * Who may do what in the cabinets (docs/cabinet.md, docs/authorization.md): each action needs one access verb of
 * platform spec §6 (Read 1, Create 2, Copy 3, Update 4, Delete 8, Move 11, Share 16). The mock server checks it on
 * every call, and the SPA shows an action only when it is allowed.
 */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from '../access/access-decision';
import { AccessVerb, type AccessVerbId } from '../access/access-verb';
import { holds, isExternal, isWorkspaceAdmin, type Actor, type Principal } from '../access/actor';

export type CabinetAction =
  | 'open'
  | 'download'
  | 'createCabinet'
  | 'createFolder'
  | 'upload'
  | 'copy'
  | 'rename'
  | 'classify'
  | 'remove'
  | 'move'
  | 'share';

/** The verb each action needs. */
export const CABINET_ACTION_VERBS: Readonly<Record<CabinetAction, AccessVerbId>> = {
  open: AccessVerb.Read,
  download: AccessVerb.Read,
  createCabinet: AccessVerb.Create,
  createFolder: AccessVerb.Create,
  upload: AccessVerb.Create,
  copy: AccessVerb.Copy,
  rename: AccessVerb.Update,
  classify: AccessVerb.Update,
  remove: AccessVerb.Delete,
  move: AccessVerb.Move,
  share: AccessVerb.Share,
};

const WHAT: Readonly<Record<CabinetAction, string>> = {
  open: 'open cabinets',
  download: 'download files',
  createCabinet: 'create cabinets',
  createFolder: 'create folders',
  upload: 'upload files',
  copy: 'copy files and folders',
  rename: 'rename files and folders',
  classify: 'change the document type of files',
  remove: 'delete files and folders',
  move: 'move files and folders',
  share: 'share files and folders',
};

export const CabinetMessage = {
  signInFirst: 'Please sign in.',
  cabinet: 'You do not have access to this cabinet.',
  external: 'Site and direct-link users can only open and download files.',
  noVerb: (action: CabinetAction) => `Your roles do not allow you to ${WHAT[action]}.`,
  documentTypes: 'Only a workspace administrator can change the document types.',
  deleteCabinet: 'Only a workspace administrator can delete a cabinet.',
} as const;

/** The action by the principal's verbs alone (what the SPA offers): administrators all, outside users only Read. */
export function mayInCabinets(p: Principal, action: CabinetAction): AccessDecision {
  if (p.accountType === 0) return refused(CabinetMessage.signInFirst);
  if (isWorkspaceAdmin(p)) return ALLOWED;
  const verb = CABINET_ACTION_VERBS[action];
  if (isExternal(p) && verb !== AccessVerb.Read) return refused(CabinetMessage.external);
  return holds(p, verb, 'cabinet') ? ALLOWED : refused(CabinetMessage.noVerb(action));
}

/** A cabinet belongs to a scope (the workspace, 0, or a team): its members open it; administrators open every one. */
export function openCabinet(actor: Actor, cabinetScopeId: number): AccessDecision {
  if (actor.accountType === 0) return refused(CabinetMessage.signInFirst);
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return actor.scopeIds.includes(cabinetScopeId) ? ALLOWED : refused(CabinetMessage.cabinet);
}

/** The action on an item of a cabinet of the given scope: the cabinet open to the actor, and the action's verb. */
export function actInCabinet(actor: Actor, cabinetScopeId: number, action: CabinetAction): AccessDecision {
  return firstRefusal(
    () => openCabinet(actor, cabinetScopeId),
    () => mayInCabinets(actor, action),
  );
}

/** Where an item sits: a cabinet is a root, without a parent folder. */
export interface CabinetItemFacts {
  ParentFolderId: number | null;
}

/**
 * Delete an item: Delete in its cabinet. A cabinet itself (a root) takes every folder, file and direct link in it
 * away from everyone who works with it, so only a workspace administrator deletes one (ours; issue 31: a member with
 * Delete removed the workspace's Company Documents).
 */
export function removeItem(actor: Actor, cabinetScopeId: number, item: CabinetItemFacts): AccessDecision {
  return firstRefusal(
    () => actInCabinet(actor, cabinetScopeId, 'remove'),
    () => mayRemove(actor, item),
  );
}

/** `removeItem` as far as the principal's verbs decide it: what the SPA offers for one item. */
export function mayRemove(p: Principal, item: CabinetItemFacts): AccessDecision {
  return firstRefusal(
    () => mayInCabinets(p, 'remove'),
    () =>
      item.ParentFolderId !== null || isWorkspaceAdmin(p) ? ALLOWED : refused(CabinetMessage.deleteCabinet),
  );
}

/** Document types are workspace setup: administrators change them; every signed-in user reads them. */
export function manageDocumentTypes(p: Principal): AccessDecision {
  if (p.accountType === 0) return refused(CabinetMessage.signInFirst);
  return isWorkspaceAdmin(p) ? ALLOWED : refused(CabinetMessage.documentTypes);
}

/** What the folder page offers the current user. */
export type CabinetActions = Readonly<Record<CabinetAction, boolean>>;

export function cabinetActions(p: Principal): CabinetActions {
  const entries = (Object.keys(CABINET_ACTION_VERBS) as CabinetAction[]).map((action) => [
    action,
    mayInCabinets(p, action).allowed,
  ]);
  return Object.fromEntries(entries) as Record<CabinetAction, boolean>;
}

/** A direct-link visitor sees the shared item and downloads its files: nothing else. */
export const DIRECT_LINK_ACTIONS: CabinetActions = Object.freeze(
  Object.fromEntries(
    (Object.keys(CABINET_ACTION_VERBS) as CabinetAction[]).map((a) => [a, a === 'open' || a === 'download']),
  ) as Record<CabinetAction, boolean>,
);
