import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** Plans, checkout, billing, merchant settings and orders (issue 35; docs/billing.md), loaded when first opened. */
export const BILLING_PAGES: Record<string, ComponentType<PageProps>> = {
  'workspace.subscription': featurePage('billing', () =>
    import('./subscription-page').then((m) => m.SubscriptionPage),
  ),
  'workspace.billing': featurePage('billing', () => import('./billing-page').then((m) => m.BillingPage)),
  'workspace.merchant': featurePage('billing', () => import('./merchant-page').then((m) => m.MerchantPage)),
  'order.list': featurePage('billing', () => import('./orders-page').then((m) => m.OrdersPage)),
  'payment.success': featurePage('billing', () =>
    import('./payment-success-page').then((m) => m.PaymentSuccessPage),
  ),
};
