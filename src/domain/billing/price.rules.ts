/**
 * Prices and tax (issue 35; docs/billing.md, "Prices"): a plan is bought a month at a time, in euros, with VAT at one
 * rate. Amounts are whole cents, so no sum is ever rounded twice.
 */
import type { Plan } from './plan.entity';

export const CURRENCY = 'EUR';
/** VAT in percent, the one rate of the mock provider (docs/billing.md says why one rate). */
export const TAX_RATE_PERCENT = 20;

export interface PriceBreakdown {
  Net: number;
  Tax: number;
  Total: number;
  Currency: typeof CURRENCY;
  TaxRatePercent: number;
}

/** A month of `plan`: net, tax (rounded to the cent, half up) and total. */
export function priceOf(plan: Plan): PriceBreakdown {
  const net = plan.MonthlyPrice;
  const tax = Math.round((net * TAX_RATE_PERCENT) / 100);
  return { Net: net, Tax: tax, Total: net + tax, Currency: CURRENCY, TaxRatePercent: TAX_RATE_PERCENT };
}

/** "€49.00": cents as a person reads them (English grouping). */
export function formatMoney(cents: number, currency: string = CURRENCY): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}
