/**
 * What a workspace holds against its plan (issue 35; docs/billing.md, "Quotas"), and the 402 of a write that would
 * pass it. The rules are the domain's (src/domain/billing/quota.rules.ts); this file only counts.
 */
import { planOf, type Plan, type PlanUsage } from '../../../src/domain/billing/plan.entity';
import {
  formQuotaRefusal,
  siteQuotaRefusal,
  userQuotaRefusal,
} from '../../../src/domain/billing/quota.rules';
import { HttpError } from '../../http';
import type { Store } from '../../store';

export function planOfWorkspace(store: Store, workspaceId: number): Plan {
  return planOf(store.workspace(workspaceId)?.planId);
}

/**
 * Seats taken: active workspace and team users (types 1 and 2; site and direct users hold no seat) and the invitations
 * still waiting for an answer that have not expired (each takes a seat when accepted; an expired one can no more).
 */
export function seatsUsed(store: Store, workspaceId: number, now: number): number {
  const users = store.data.users.filter(
    (u) => u.workspaceId === workspaceId && (u.accountType === 1 || u.accountType === 2) && !u.deactivatedOn,
  ).length;
  const waiting = store.data.invitations.filter(
    (i) => i.workspaceId === workspaceId && i.usedAt === null && i.revokedOn === null && now < i.expiresAt,
  ).length;
  return users + waiting;
}

export function storageUsed(store: Store, workspaceId: number): number {
  let bytes = 0;
  for (const item of store.data.cabinetItems)
    if (item.ItemType === 2 && item.workspaceId === workspaceId) bytes += item.Size;
  return bytes;
}

export const formsUsed = (store: Store, workspaceId: number) =>
  store.data.forms.filter((f) => f.workspaceId === workspaceId).length;

export function usageOf(store: Store, workspaceId: number, now: number): PlanUsage {
  return {
    users: seatsUsed(store, workspaceId, now),
    storage: storageUsed(store, workspaceId),
    forms: formsUsed(store, workspaceId),
    sites: sitesUsed(store, workspaceId),
  };
}

/** 402 when one more user (an invitation, a reactivation) would pass the plan. */
export function ensureUserSeat(store: Store, workspaceId: number, now: number): void {
  const refusal = userQuotaRefusal(planOfWorkspace(store, workspaceId), seatsUsed(store, workspaceId, now));
  if (refusal) throw new HttpError(402, refusal);
}

/** 402 when one more form would pass the plan. */
export function ensureFormRoom(store: Store, workspaceId: number): void {
  const refusal = formQuotaRefusal(planOfWorkspace(store, workspaceId), formsUsed(store, workspaceId));
  if (refusal) throw new HttpError(402, refusal);
}

export const sitesUsed = (store: Store, workspaceId: number) =>
  store.data.sites.filter((s) => s.workspaceId === workspaceId).length;

/** 402 when one more site would pass the plan (issue 33: creating a site, mock-server/routes/sites/). */
export function ensureSiteRoom(store: Store, workspaceId: number): void {
  const refusal = siteQuotaRefusal(planOfWorkspace(store, workspaceId), sitesUsed(store, workspaceId));
  if (refusal) throw new HttpError(402, refusal);
}
