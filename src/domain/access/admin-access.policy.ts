/**
 * Who administers the workspace (issue 17; docs/administration.md): users, invitations, roles, teams, settings and the
 * activity log. Only administrators: a workspace user (account type 1) with the built-in Admin role. The same rule
 * keeps the setup and workspace-management pages from others (route-guard.ts) and the server's calls (403).
 */
import { ALLOWED, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { isAdministrator, isExternal, type Principal } from './actor';

export function administerWorkspace(p: Pick<Principal, 'accountType' | 'isAdmin'>): AccessDecision {
  if (p.accountType === 0) return refused(AccessMessage.signInFirst);
  if (isExternal(p)) return refused(AccessMessage.externalDesign);
  return isAdministrator(p) ? ALLOWED : refused(AccessMessage.administratorsOnly);
}

/**
 * Who may ask for a team change (issue 35, docs/administration.md "Team approval"): any workspace user (account types 1
 * and 2), for a team they belong to; the request may then wait for an administrator.
 */
export function askTeamChange(p: Pick<Principal, 'accountType'>): AccessDecision {
  if (p.accountType === 0) return refused(AccessMessage.signInFirst);
  return isExternal(p) ? refused(AccessMessage.externalTeams) : ALLOWED;
}
