import { MAX_SITES_PER_WORKSPACE, SiteText } from '../../../src/domain/sites/site.rules';
import type { Store } from '../../store';
import { ensureSiteRoom } from '../billing/workspace-usage';

/**
 * Why the workspace may not have one more site, or null: THE one place where creating a site is checked against a
 * limit. The workspace-wide cap answers here (400); the plan's site quota (docs/billing.md) answers 402 with its message.
 */
export function siteCreationRefusal(store: Store, workspaceId: number): string | null {
  const count = store.data.sites.filter((s) => s.workspaceId === workspaceId).length;
  if (count >= MAX_SITES_PER_WORKSPACE) return SiteText.tooManySites;
  ensureSiteRoom(store, workspaceId);
  return null;
}
