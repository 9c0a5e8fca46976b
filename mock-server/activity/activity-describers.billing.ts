/** What the activity log says about the billing calls (issue 35; docs/billing.md). Never a card or a secret key. */
import { planOf } from '../../src/domain/billing/plan.entity';
import type { Describer, DescribeInput } from './activity-describers';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const answered = (input: DescribeInput, key: string) =>
  typeof input.answer === 'object' && input.answer !== null
    ? text((input.answer as Record<string, unknown>)[key])
    : '';

export const BILLING_DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/billing/checkout': {
    after: (input) => ({
      area: 'billing',
      action: `Bought a month of the ${answered(input, 'PlanName')} plan (invoice ${answered(input, 'InvoiceNumber')})`,
    }),
  },
  '/billing/plan/change': {
    after: ({ body }) => ({
      area: 'billing',
      action: `Moved the workspace to the ${planOf(text(body.PlanId)).Name} plan`,
    }),
  },
  '/billing/details/update': { after: () => ({ area: 'billing', action: 'Changed the billing details' }) },
  '/billing/merchant/update': {
    after: ({ body }) => ({
      area: 'billing',
      action:
        text(body.SecretKey).trim() === ''
          ? 'Changed the merchant settings'
          : 'Changed the merchant settings and secret key',
    }),
  },
};
