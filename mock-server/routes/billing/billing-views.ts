/** What the billing routes answer (issue 35): stored records in their wire shape, secrets masked, owners stripped. */
import type { BillingAccountRecord, OrderRecord } from '../../../fixtures/types';
import {
  EMPTY_BILLING_DETAILS,
  type BillingDetails,
} from '../../../src/domain/billing/billing-details.entity';
import { maskSecretKey, type MerchantSettings } from '../../../src/domain/billing/merchant.entity';
import type { Order } from '../../../src/domain/billing/order.entity';
import { PLANS } from '../../../src/domain/billing/plan.entity';
import type { Subscription } from '../../../src/domain/billing/subscription.entity';
import type { Store } from '../../store';
import { planOfWorkspace, usageOf } from './workspace-usage';

/** The workspace's billing record, made on first use. */
export function accountOf(store: Store, workspaceId: number): BillingAccountRecord {
  let account = store.data.billingAccounts.find((a) => a.workspaceId === workspaceId);
  if (!account) {
    account = {
      workspaceId,
      details: { ...EMPTY_BILLING_DETAILS },
      merchant: { publishableKey: '', secretKey: '', updatedOn: null },
    };
    store.data.billingAccounts.push(account);
  }
  return account;
}

export function toSubscription(store: Store, workspaceId: number, now: number): Subscription {
  return {
    PlanId: planOfWorkspace(store, workspaceId).Id,
    Plans: PLANS.map((plan) => ({ ...plan, Limits: { ...plan.Limits } })),
    Usage: usageOf(store, workspaceId, now),
    PaidUntil: store.workspace(workspaceId)?.paidUntil ?? null,
  };
}

export const toDetails = (account: BillingAccountRecord | undefined): BillingDetails => ({
  ...EMPTY_BILLING_DETAILS,
  ...account?.details,
});

/** The merchant settings as answered: the secret key masked, never in clear. */
export const toMerchant = (account: BillingAccountRecord | undefined): MerchantSettings => ({
  Provider: 'Mock provider',
  PublishableKey: account?.merchant.publishableKey ?? '',
  SecretKeyMasked: maskSecretKey(account?.merchant.secretKey ?? ''),
  UpdatedOn: account?.merchant.updatedOn ?? null,
});

export function toOrder(record: OrderRecord): Order {
  const { workspaceId: _w, placedBy: _p, buyer: _b, ...order } = record;
  return order;
}
