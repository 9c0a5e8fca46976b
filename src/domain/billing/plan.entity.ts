/**
 * Plans (issue 35; docs/billing.md): what a workspace may hold on each, and what it costs a month. A limit of null
 * means "no limit". The mock backend enforces them (402, quota.rules.ts); the subscription page shows them.
 */
export const PLAN_IDS = ['starter', 'team', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan limits. Sites are counted once the sites area exists (siteQuotaRefusal is ready for it). */
export const QUOTA_KINDS = ['users', 'storage', 'forms', 'sites'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export type PlanLimits = Readonly<Record<QuotaKind, number | null>>;

export interface Plan {
  Id: PlanId;
  Name: string;
  /** One short line under the name. */
  Summary: string;
  /** The monthly price before tax, in cents. */
  MonthlyPrice: number;
  Limits: PlanLimits;
}

const GB = 1024 * 1024 * 1024;

export const PLANS: readonly Plan[] = Object.freeze([
  {
    Id: 'starter',
    Name: 'Starter',
    Summary: 'For a small team trying Gridwork out.',
    MonthlyPrice: 0,
    Limits: { users: 5, storage: 1 * GB, forms: 10, sites: 1 },
  },
  {
    Id: 'team',
    Name: 'Team',
    Summary: 'For a team that runs its daily work on forms and tasks.',
    MonthlyPrice: 4900,
    Limits: { users: 10, storage: 50 * GB, forms: 100, sites: 5 },
  },
  {
    Id: 'business',
    Name: 'Business',
    Summary: 'For several teams, their sites and a large cabinet.',
    MonthlyPrice: 19900,
    Limits: { users: 50, storage: 500 * GB, forms: null, sites: 25 },
  },
]);

/** A workspace without a plan on record (an old data file) is on this one. */
export const DEFAULT_PLAN_ID: PlanId = 'starter';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planOf(id: string | undefined | null): Plan {
  return PLANS.find((plan) => plan.Id === id) ?? PLANS.find((plan) => plan.Id === DEFAULT_PLAN_ID)!;
}

/** What the workspace holds now, per limit (users: active workspace and team users plus invitations waiting). */
export type PlanUsage = Readonly<Record<QuotaKind, number>>;
