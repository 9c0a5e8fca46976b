import { inject, injectable } from 'inversify';
import type { PlanId } from '../../domain/billing/plan.entity';
import type { Subscription } from '../../domain/billing/subscription.entity';
import { BillingGateway } from '../../ports/billing-gateway.port';

/**
 * An administrator reads the workspace's plan and usage, and moves to a free plan (docs/use-cases/manage-subscription.md).
 * A paid plan goes through CheckOut. Failures are shown by the error catalogue: these answer null.
 */
@injectable()
export class ManageSubscription {
  constructor(@inject(BillingGateway) private readonly gateway: BillingGateway) {}

  async load(): Promise<Subscription | null> {
    const result = await this.gateway.subscription();
    return result.ok ? result.data : null;
  }

  async changeToFreePlan(planId: PlanId): Promise<Subscription | null> {
    const result = await this.gateway.changePlan(planId);
    return result.ok ? result.data : null;
  }
}
