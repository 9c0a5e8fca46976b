/**
 * The access matrix rows of plans, billing, merchant settings and orders (issue 35; docs/billing.md): workspace
 * administrators only, as the spec's route table guards their pages. Columns as access-matrix.table.ts.
 */
import { DEMO_ORDER_ID } from '../../fixtures/billing';
import type { MatrixRow } from './access-matrix.types';

/** Administrators only: a workspace user (type 1) with the Admin role. */
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const CARD = { Number: '4242 4242 4242 4242', Expiry: '12/40', Cvc: '123', Name: 'Ada Admin' };

const ALL = [200, 200, 200, 200, 200, 200] as const;

export const BILLING_MATRIX: Record<string, MatrixRow> = {
  // Mock-only control (loopback, no session): e2e tests start a journey at a quota with it.
  'POST /__mock/billing/plan': { body: { email: 'admin@demo.test', planId: 'team' }, expect: ALL },
  'GET /billing/subscription': { expect: ADMIN_ONLY },
  'POST /billing/checkout': { body: { PlanId: 'business', Card: CARD }, expect: ADMIN_ONLY },
  // The demo workspace (7 users) does not fit the Starter plan: the administrator is refused with 400, others earlier.
  'POST /billing/plan/change': { body: { PlanId: 'starter' }, expect: [400, 403, 403, 403, 403, 401] },
  'GET /billing/details': { expect: ADMIN_ONLY },
  'POST /billing/details/update': {
    body: { ContactName: 'Ada Admin', Email: 'billing@demo.test', TaxId: 'GB123456789' },
    expect: ADMIN_ONLY,
  },
  'GET /billing/merchant': { expect: ADMIN_ONLY },
  'POST /billing/merchant/update': {
    body: { PublishableKey: 'pk_test_Matrix000000000001', SecretKey: '' },
    expect: ADMIN_ONLY,
  },
  'GET /order/list': { expect: ADMIN_ONLY },
  'GET /order/invoice': { url: `/order/invoice?orderId=${DEMO_ORDER_ID}`, expect: ADMIN_ONLY },
};
