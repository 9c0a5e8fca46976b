import type { AccountType } from '../routing/account-types';
import type { AccessArea } from './access-area';
import { ALL_VERBS, AccessVerb, grants, type AccessVerbId } from './access-verb';

/** Who asks, as far as what the user interface offers: the account type, the admin flag, the roles' verbs. */
export interface Principal {
  accountType: AccountType;
  /** Holds the built-in Admin role (role-verbs.ts). */
  isAdmin: boolean;
  /** Union of the verbs of the user's roles in every area (role-verbs.ts): what a rule without an area reads. */
  verbs: number;
  /** The roles' verbs per area (the Roles screen's matrix); an area not listed falls back to `verbs`. */
  areaVerbs?: Partial<Record<AccessArea, number>>;
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

/**
 * Who reaches setup and workspace management (issue 17): a workspace user (account type 1, the only type with the
 * setup and manageWorkspace menus, platform spec §3) holding the built-in Admin role.
 */
export function isAdministrator(p: Pick<Principal, 'accountType' | 'isAdmin'>): boolean {
  return p.isAdmin && p.accountType === 1;
}

/** Site (3) and direct-link (4) users: outside people who only read and fill what is shared with them. */
export function isExternal(p: Pick<Principal, 'accountType'>): boolean {
  return p.accountType === 3 || p.accountType === 4;
}

/**
 * The verbs the principal really holds in an area (without one: in any area): every verb for an administrator, none
 * when nobody is signed in, at most Read and Update (fill in) for site and direct users, the roles' verbs otherwise.
 */
export function effectiveVerbs(p: Principal, area?: AccessArea): number {
  if (p.accountType === 0) return 0;
  if (isWorkspaceAdmin(p)) return ALL_VERBS;
  const verbs = area === undefined ? p.verbs : (p.areaVerbs?.[area] ?? p.verbs);
  if (isExternal(p)) return verbs & (AccessVerb.Read | AccessVerb.Update);
  return verbs;
}

export function holds(p: Principal, verb: AccessVerbId, area?: AccessArea): boolean {
  return grants(effectiveVerbs(p, area), verb);
}
