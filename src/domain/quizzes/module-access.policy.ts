import type { Actor } from '../access/actor';
import { isWorkspaceAdmin } from '../access/actor';

/**
 * Who a quiz or a survey belongs to and whom it is shared with, under one set of names (docs/quizzes-and-surveys.md,
 * "Who may do what"): the two modules name these fields differently on the wire, the rule is the same.
 */
export interface SharedItemFacts {
  createdBy: number;
  /** Users given manage rights on the Users page. */
  managerIds: readonly number[];
  /** Users and teams who may take or answer it (team 0: every workspace user, account types 1 and 2). */
  takerUserIds: readonly number[];
  takerTeamIds: readonly number[];
}

/** Workspace users (account types 1 and 2) build quizzes and surveys; site and direct-link users only take them. */
export function isWorkspaceUser(actor: Pick<Actor, 'accountType'>): boolean {
  return actor.accountType === 1 || actor.accountType === 2;
}

/** The creator, an administrator, and users given manage rights; always a workspace user. */
export function mayManageSharedItem(actor: Actor, item: SharedItemFacts): boolean {
  if (!isWorkspaceUser(actor)) return false;
  return isWorkspaceAdmin(actor) || item.createdBy === actor.userId || item.managerIds.includes(actor.userId);
}

/** A manager, a user it is shared with, a workspace user when shared with everyone, or a member of a team it names. */
export function mayTakeSharedItem(actor: Actor, item: SharedItemFacts): boolean {
  if (mayManageSharedItem(actor, item)) return true;
  if (item.takerUserIds.includes(actor.userId)) return true;
  if (isWorkspaceUser(actor) && item.takerTeamIds.includes(0)) return true;
  return actor.scopeIds.some((s) => s !== 0 && item.takerTeamIds.includes(s));
}
