import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the billing calls (issue 35; docs/billing.md) for the fuzz to mutate. */
export function billingFuzzBases(data: SeedData): Record<string, unknown> {
  const details = data.billingAccounts[0]?.details;
  return {
    '/__mock/billing/plan': { email: 'admin@demo.test', planId: 'team' },
    '/billing/checkout': {
      PlanId: 'business',
      Card: { Number: '4242 4242 4242 4242', Expiry: '12/40', Cvc: '123', Name: 'Fuzz Buyer' },
    },
    '/billing/plan/change': { PlanId: 'starter' },
    '/billing/details/update': { ...details },
    '/billing/merchant/update': {
      PublishableKey: 'pk_test_Fuzz00000000000001',
      SecretKey: 'sk_test_Fuzz00000000000001',
    },
  };
}
