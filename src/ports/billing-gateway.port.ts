import type { BillingDetails } from '../domain/billing/billing-details.entity';
import type { MerchantSettings } from '../domain/billing/merchant.entity';
import type { Order } from '../domain/billing/order.entity';
import type { PlanId } from '../domain/billing/plan.entity';
import type { CheckoutRequest, Subscription } from '../domain/billing/subscription.entity';
import type { HttpResult } from './http-client.port';

/** The merchant settings as sent: an empty secret key keeps the one on record (it is never read back). */
export interface MerchantChange {
  PublishableKey: string;
  SecretKey: string;
}

/** Plans, checkout, billing details, merchant settings and orders (docs/billing.md, docs/api.md "Billing"). */
export interface BillingGateway {
  subscription(): Promise<HttpResult<Subscription>>;
  /** Pays a month of a plan with the mock provider. Its refusals (a declined card) are the caller's to show. */
  checkout(request: CheckoutRequest): Promise<HttpResult<Order>>;
  /** Moves to a free plan (no checkout). */
  changePlan(planId: PlanId): Promise<HttpResult<Subscription>>;
  details(): Promise<HttpResult<BillingDetails>>;
  saveDetails(details: BillingDetails): Promise<HttpResult<BillingDetails>>;
  merchant(): Promise<HttpResult<MerchantSettings>>;
  saveMerchant(change: MerchantChange): Promise<HttpResult<MerchantSettings>>;
  orders(): Promise<HttpResult<Order[]>>;
}
export const BillingGateway = Symbol('BillingGateway');
