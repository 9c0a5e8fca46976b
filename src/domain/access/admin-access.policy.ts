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
