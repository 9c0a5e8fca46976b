import { EMPTY_BILLING_DETAILS, type BillingDetails } from '../../domain/billing/billing-details.entity';
import { maskSecretKey, type MerchantSettings } from '../../domain/billing/merchant.entity';
import type { Order } from '../../domain/billing/order.entity';
import { PLANS, type PlanId } from '../../domain/billing/plan.entity';
import { priceOf } from '../../domain/billing/price.rules';
import type { CheckoutRequest, Subscription } from '../../domain/billing/subscription.entity';
import type { BillingGateway, MerchantChange } from '../../ports/billing-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { ok } from '../testing/fakes';

export const anOrder = (over: Partial<Order> = {}): Order => ({
  OrderId: 1,
  InvoiceNumber: 'GW-2026-0001',
  PlacedOn: '2026-10-01T09:00:00.000Z',
  PlanId: 'team',
  PlanName: 'Team',
  ...priceOf(PLANS[1]!),
  Status: 'Paid',
  CardBrand: 'Visa',
  CardLast4: '4242',
  PeriodStart: '2026-10-01',
  PeriodEnd: '2026-10-31',
  ...over,
});

/** An in-memory billing backend for view and store tests: it records what was sent and answers what it holds. */
export class FakeBillingGateway implements BillingGateway {
  subscriptionAnswer: Subscription = {
    PlanId: 'starter',
    Plans: PLANS.map((plan) => ({ ...plan })),
    Usage: { users: 5, storage: 1024, forms: 3, sites: 0 },
    PaidUntil: null,
  };
  /** What the next checkout answers; a paid order by default. */
  checkoutAnswers: HttpResult<Order>[] = [];
  checkouts: CheckoutRequest[] = [];
  detailsAnswer: BillingDetails = {
    ...EMPTY_BILLING_DETAILS,
    ContactName: 'Ada Admin',
    Email: 'billing@demo.test',
  };
  merchantAnswer: MerchantSettings = {
    Provider: 'Mock provider',
    PublishableKey: 'pk_test_Demo00000001',
    SecretKeyMasked: 'sk_test_…Wk42',
    UpdatedOn: null,
  };
  merchantChanges: MerchantChange[] = [];
  ordersAnswer: Order[] = [anOrder()];
  ordersAsked = 0;
  planChanges: PlanId[] = [];

  async subscription() {
    return ok(this.subscriptionAnswer);
  }
  async checkout(request: CheckoutRequest) {
    this.checkouts.push(request);
    return this.checkoutAnswers.shift() ?? ok(anOrder({ OrderId: 2, InvoiceNumber: 'GW-2026-0002' }));
  }
  async changePlan(planId: PlanId) {
    this.planChanges.push(planId);
    return ok({ ...this.subscriptionAnswer, PlanId: planId });
  }
  async details() {
    return ok(this.detailsAnswer);
  }
  async saveDetails(details: BillingDetails) {
    this.detailsAnswer = details;
    return ok(details);
  }
  async merchant() {
    return ok(this.merchantAnswer);
  }
  async saveMerchant(change: MerchantChange) {
    this.merchantChanges.push(change);
    this.merchantAnswer = {
      ...this.merchantAnswer,
      PublishableKey: change.PublishableKey,
      SecretKeyMasked: change.SecretKey
        ? maskSecretKey(change.SecretKey)
        : this.merchantAnswer.SecretKeyMasked,
    };
    return ok(this.merchantAnswer);
  }
  async orders() {
    this.ordersAsked += 1;
    return ok(this.ordersAnswer);
  }
}
