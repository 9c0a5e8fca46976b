import type { AccountType } from '../routing/account-types';
import { ALL_VERBS, AccessVerb, grants, type AccessVerbId } from './access-verb';

/** Who asks, as far as what the user interface offers: the account type, the admin flag, the roles' verbs. */
export interface Principal {
  accountType: AccountType;
  isAdmin: boolean;
  /** Union of the verbs of the user's roles (role-verbs.ts). */
  verbs: number;
}

/** Who asks, with what resource rules need: identity for restriction exceptions, and the scopes the user is in. */
export interface Actor extends Principal {
  userId: number;
  email: string;
  roleIds: readonly number[];
  /** Scopes (0 the workspace, or teams) the user belongs to: their projects are the ones the user may open. */
  scopeIds: readonly number[];
}

/** A workspace administrator: the admin flag on a workspace or team account (never on a site or direct user). */
export function isWorkspaceAdmin(p: Pick<Principal, 'accountType' | 'isAdmin'>): boolean {
  return p.isAdmin && (p.accountType === 1 || p.accountType === 2);
}

/** Site (3) and direct-link (4) users: outside people who only read and fill what is shared with them. */
export function isExternal(p: Pick<Principal, 'accountType'>): boolean {
  return p.accountType === 3 || p.accountType === 4;
}

/**
 * The verbs the principal really holds: every verb for an administrator, none when nobody is signed in,
 * at most Read and Update (fill in) for site and direct users, the roles' verbs otherwise.
 */
export function effectiveVerbs(p: Principal): number {
  if (p.accountType === 0) return 0;
  if (isWorkspaceAdmin(p)) return ALL_VERBS;
  if (isExternal(p)) return p.verbs & (AccessVerb.Read | AccessVerb.Update);
  return p.verbs;
}

export function holds(p: Principal, verb: AccessVerbId): boolean {
  return grants(effectiveVerbs(p), verb);
}
