/** A site account's reach, worked out from the mock database with the domain's policy (docs/sites.md "Reach"). */
import type { Response } from 'express';
import type { SiteRecord, UserRecord } from '../../../fixtures/types';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/admin/workspace-settings.rules';
import { dayInZone } from '../../../src/domain/reports/report-schedule';
import {
  itemReach,
  openSitesOf,
  reachOf,
  type ItemReach,
  type SiteAccount,
  type SiteReach,
} from '../../../src/domain/sites/site-reach.policy';
import { SITE_NOT_ACTIVE } from '../../../src/domain/sites/site-visit.entity';
import { signedIn, type Caller } from '../../auth';
import { HttpError } from '../../http';
import type { MockClock } from '../../mock-clock';
import type { Store } from '../../store';

/** An item the account's sites do not show: the same answer whether or not it exists. */
export const NOT_ON_SITE = 'This item is not on your site.';

export const isSiteAccount = (user: UserRecord) => user.accountType === 3;

export function siteAccountOf(store: Store, user: UserRecord): SiteAccount {
  return {
    visitorOf: user.siteVisitorOf ?? null,
    memberships: store.data.siteUsers.filter(
      (row) => row.userId === user.id && row.workspaceId === user.workspaceId,
    ),
  };
}

/** Today in the workspace's time zone (YYYY-MM-DD): end dates are last days there. */
export function workspaceToday(store: Store, clock: MockClock, workspaceId: number): string {
  return dayInZone(clock.now(), store.workspace(workspaceId)?.timeZone ?? DEFAULT_TIME_ZONE);
}

export function openSites(store: Store, clock: MockClock, user: UserRecord): SiteRecord[] {
  const sites = store.data.sites.filter((s) => s.workspaceId === user.workspaceId);
  return openSitesOf(siteAccountOf(store, user), sites, workspaceToday(store, clock, user.workspaceId));
}

export interface SiteCaller extends Caller {
  sites: SiteRecord[];
  reach: SiteReach;
}

/**
 * The signed-in site account and what it reaches now; 401 without a session, 403 for a workspace member (these
 * calls are the site's), 403 with `IsSiteNotActive` when none of its sites lets it in any more.
 */
export function siteCaller(store: Store, clock: MockClock, res: Response): SiteCaller {
  const caller = signedIn(res);
  if (!isSiteAccount(caller.user)) throw new HttpError(403, 'These pages are for site accounts.');
  const sites = openSites(store, clock, caller.user);
  if (sites.length === 0) throw new HttpError(403, SITE_NOT_ACTIVE, { IsSiteNotActive: true });
  return { ...caller, sites, reach: reachOf(sites) };
}

/** Where a cabinet item stands for the caller, or 404 (never telling whether it exists). */
export function reachedItem(store: Store, site: SiteCaller, itemId: number, projectId?: number): ItemReach {
  const items = store.data.cabinetItems;
  const parentOf = (id: number) => items.find((i) => i.ItemId === id)?.ParentFolderId ?? null;
  const exists = items.some((i) => i.ItemId === itemId && i.workspaceId === site.user.workspaceId);
  const found = exists ? itemReach(site.reach, itemId, parentOf, projectId) : null;
  if (!found) throw new HttpError(404, NOT_ON_SITE);
  return found;
}
