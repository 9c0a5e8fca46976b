import { MAX_SITES_PER_WORKSPACE, SiteText } from '../../../src/domain/sites/site.rules';
import type { Store } from '../../store';

/**
 * Why the workspace may not have one more site, or null: THE one place where creating a site is checked against a
 * limit. Today the workspace-wide cap; the plans' site quota (branch `billing`) belongs here too, read from the
 * workspace's plan, with its own message.
 */
export function siteCreationRefusal(store: Store, workspaceId: number): string | null {
  const count = store.data.sites.filter((s) => s.workspaceId === workspaceId).length;
  if (count >= MAX_SITES_PER_WORKSPACE) return SiteText.tooManySites;
  return null;
}
