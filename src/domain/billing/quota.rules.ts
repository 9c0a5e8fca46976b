/**
 * "Would this write pass the quota?" (issue 35; docs/billing.md, "Quotas"): one rule per limit, written once for the
 * mock backend (which answers 402 with the message) and the subscription page. A refusal names the limit and the plan.
 */
import { formatFileSize } from '../cabinet/cabinet-limits';
import type { Plan, QuotaKind } from './plan.entity';

/** What the user should do about a refusal: the subscription page is where plans change. */
const CHANGE_PLAN = 'An administrator can change the plan on the Subscription page.';

/** A limit as a person reads it: "5 users", "1 GB of files", "10 forms", "1 site". */
export function limitText(kind: QuotaKind, limit: number | null): string {
  if (limit === null) return kind === 'storage' ? 'unlimited storage' : `unlimited ${kind}`;
  switch (kind) {
    case 'users':
      return `${limit} ${limit === 1 ? 'user' : 'users'}`;
    case 'storage':
      return `${formatFileSize(limit)} of files`;
    case 'forms':
      return `${limit} ${limit === 1 ? 'form' : 'forms'}`;
    case 'sites':
      return `${limit} ${limit === 1 ? 'site' : 'sites'}`;
  }
}

/** Whether `used` plus `adding` stays within the plan's limit of `kind`. */
export function withinQuota(plan: Plan, kind: QuotaKind, used: number, adding: number): boolean {
  const limit = plan.Limits[kind];
  return limit === null || used + adding <= limit;
}

/**
 * Why adding one more user (an invitation, a reactivated user) would pass the plan, or null. `used` counts active
 * workspace and team users and the invitations still waiting for an answer: each of those takes a seat when accepted.
 */
export function userQuotaRefusal(plan: Plan, used: number): string | null {
  if (withinQuota(plan, 'users', used, 1)) return null;
  return `The ${plan.Name} plan allows ${limitText('users', plan.Limits.users)}, and this workspace has ${used} (invitations waiting for an answer count). ${CHANGE_PLAN}`;
}

/** What an upload, an unpacked zip or a copy that would pass the plan's storage is told. */
export function storageFullMessage(plan: Plan): string {
  return `The ${plan.Name} plan allows ${limitText('storage', plan.Limits.storage)} in the workspace's cabinets, and this would go past it. Delete files you no longer need, or ${lowerFirst(CHANGE_PLAN)}`;
}

/** Why `adding` more bytes of cabinet files would pass the plan's storage, or null. */
export function storageQuotaRefusal(plan: Plan, usedBytes: number, adding: number): string | null {
  return withinQuota(plan, 'storage', usedBytes, adding) ? null : storageFullMessage(plan);
}

/** Why one more form would pass the plan, or null. */
export function formQuotaRefusal(plan: Plan, used: number): string | null {
  if (withinQuota(plan, 'forms', used, 1)) return null;
  return `The ${plan.Name} plan allows ${limitText('forms', plan.Limits.forms)}, and this workspace has ${used}. ${CHANGE_PLAN}`;
}

/**
 * Why one more site would pass the plan, or null. Sites do not exist yet (issue 35 leaves them to the sites area):
 * their creation route calls this with the workspace's count of sites.
 */
export function siteQuotaRefusal(plan: Plan, used: number): string | null {
  if (withinQuota(plan, 'sites', used, 1)) return null;
  return `The ${plan.Name} plan allows ${limitText('sites', plan.Limits.sites)}, and this workspace has ${used}. ${CHANGE_PLAN}`;
}

/**
 * Why the workspace may not move to `plan` with what it holds now, or null: a smaller plan is taken only once the
 * workspace fits in it (nothing is deleted to make it fit).
 */
export function planChangeRefusal(plan: Plan, usage: Readonly<Record<QuotaKind, number>>): string | null {
  const over = (['users', 'storage', 'forms', 'sites'] as const).filter(
    (kind) => !withinQuota(plan, kind, usage[kind], 0),
  );
  if (over.length === 0) return null;
  const what = over.map((kind) => limitText(kind, plan.Limits[kind])).join(', ');
  return `This workspace holds more than the ${plan.Name} plan allows (${what}). Remove what it does not need first, or choose a larger plan.`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
