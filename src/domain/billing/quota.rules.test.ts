import { describe, expect, it } from 'vitest';
import { planOf } from './plan.entity';
import { formatMoney, priceOf } from './price.rules';
import {
  formQuotaRefusal,
  limitText,
  planChangeRefusal,
  siteQuotaRefusal,
  storageQuotaRefusal,
  userQuotaRefusal,
} from './quota.rules';

const starter = planOf('starter');
const business = planOf('business');

describe('quota rules', () => {
  it('lets a write up to the limit and refuses the one past it, naming the plan and the limit', () => {
    expect(userQuotaRefusal(starter, 4)).toBeNull();
    expect(userQuotaRefusal(starter, 5)).toBe(
      'The Starter plan allows 5 users, and this workspace has 5 (invitations waiting for an answer count). An administrator can change the plan on the Subscription page.',
    );
    expect(formQuotaRefusal(starter, 9)).toBeNull();
    expect(formQuotaRefusal(starter, 10)).toContain(
      'The Starter plan allows 10 forms, and this workspace has 10.',
    );
    expect(siteQuotaRefusal(starter, 0)).toBeNull();
    expect(siteQuotaRefusal(starter, 1)).toContain('The Starter plan allows 1 site');
  });

  it('counts storage in bytes against the plan', () => {
    const gb = 1024 ** 3;
    expect(storageQuotaRefusal(starter, gb - 10, 10)).toBeNull();
    expect(storageQuotaRefusal(starter, gb - 10, 11)).toContain('The Starter plan allows 1 GB of files');
  });

  it('has no limit where the plan says none', () => {
    expect(formQuotaRefusal(business, 1_000_000)).toBeNull();
    expect(limitText('forms', null)).toBe('unlimited forms');
  });

  it('moves to a smaller plan only when the workspace fits in it', () => {
    const usage = { users: 7, storage: 0, forms: 3, sites: 0 };
    expect(planChangeRefusal(starter, usage)).toBe(
      'This workspace holds more than the Starter plan allows (5 users). Remove what it does not need first, or choose a larger plan.',
    );
    expect(planChangeRefusal(starter, { ...usage, users: 5 })).toBeNull();
  });
});

describe('prices', () => {
  it('adds VAT at 20% to the monthly price, in cents', () => {
    expect(priceOf(planOf('team'))).toEqual({
      Net: 4900,
      Tax: 980,
      Total: 5880,
      Currency: 'EUR',
      TaxRatePercent: 20,
    });
    expect(formatMoney(5880)).toBe('€58.80');
  });
});
