import { ALLOWED, firstRefusal, refused, type AccessDecision } from '../access/access-decision';
import { AccessMessage } from '../access/access-messages';
import { isExternal, type Principal } from '../access/actor';

export const DashboardMessage = {
  external: 'Site and direct-link users have no dashboard.',
} as const;

/**
 * Who may open the dashboard (docs/dashboard.md): every workspace user (account types 1 and 2); what each widget holds
 * is then only what that user may read, by the tasks', projects', instances' and reports' own rules.
 */
export function useDashboard(p: Principal): AccessDecision {
  return firstRefusal(
    () => (p.accountType === 0 ? refused(AccessMessage.signInFirst) : ALLOWED),
    () => (isExternal(p) ? refused(DashboardMessage.external) : ALLOWED),
  );
}
