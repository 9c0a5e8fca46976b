/**
 * An order (issue 35; docs/billing.md, "Orders"): one month of a plan, paid through the mock provider. It keeps the
 * card's brand and last four digits, never its number.
 */
import type { PlanId } from './plan.entity';

export type OrderStatus = 'Paid';

export interface Order {
  OrderId: number;
  /** "GW-2026-0001": numbered per year, never reused. */
  InvoiceNumber: string;
  /** ISO 8601. */
  PlacedOn: string;
  PlanId: PlanId;
  PlanName: string;
  Net: number;
  Tax: number;
  Total: number;
  Currency: string;
  TaxRatePercent: number;
  Status: OrderStatus;
  CardBrand: string;
  CardLast4: string;
  /** The period the payment covers (ISO dates). */
  PeriodStart: string;
  PeriodEnd: string;
}

/** "GW-2026-0007": the invoice number of the `sequence`-th order of `year`. */
export function invoiceNumber(year: number, sequence: number): string {
  return `GW-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The invoice's file name. */
export const invoiceFileName = (order: Pick<Order, 'InvoiceNumber'>) => `Invoice ${order.InvoiceNumber}.pdf`;

/** Who sells the plans: the seller block of every invoice (a made-up company: this is a demo product). */
export const SELLER = Object.freeze({
  Name: 'Gridwork Software Ltd',
  Address: ['1 Example Way', 'London EC1A 1AA', 'United Kingdom'],
  TaxId: 'GB000000000',
  Email: 'billing@gridwork.example',
});

/** The invoice's download path (platform spec §7's file-download convention adds the anti-forgery token). */
export const invoicePath = (orderId: number) => `/api/order/invoice?orderId=${orderId}`;
