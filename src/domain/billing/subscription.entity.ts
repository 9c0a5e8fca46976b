/** What the subscription page reads (issue 35; docs/billing.md): the plan, every plan, and what the workspace holds. */
import type { Plan, PlanId, PlanUsage } from './plan.entity';

export interface Subscription {
  PlanId: PlanId;
  Plans: Plan[];
  Usage: PlanUsage;
  /** When the current plan was last paid for, until when (ISO dates); null on a free plan never paid. */
  PaidUntil: string | null;
}

/** A checkout's request: the plan and the card (checked with card.rules.ts on both sides). */
export interface CheckoutRequest {
  PlanId: PlanId;
  Card: { Number: string; Expiry: string; Cvc: string; Name: string };
}

/** Share of a limit used, 0 to 100 (a plan without the limit: 0). */
export function usedPercent(used: number, limit: number | null): number {
  if (limit === null || limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
