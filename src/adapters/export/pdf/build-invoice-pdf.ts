import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BillingDetails } from '../../../domain/billing/billing-details.entity';
import { SELLER, type Order } from '../../../domain/billing/order.entity';
import { formatMoney } from '../../../domain/billing/price.rules';

/**
 * The invoice of an order (issue 35; docs/billing.md, "Invoices") as a pdfmake document: seller, buyer (the billing
 * details when the order was placed), the plan's line, tax and total, the invoice number. Shared by the mock backend,
 * which renders it with the Node engine, and its tests, which read the PDF's text.
 */
export function buildInvoicePdf(order: Order, buyer: BillingDetails): TDocumentDefinitions {
  const money = (cents: number) => formatMoney(cents, order.Currency);
  const placed = order.PlacedOn.slice(0, 10);
  const buyerLines = [
    buyer.Company,
    buyer.ContactName,
    buyer.AddressLine1,
    buyer.AddressLine2,
    [buyer.PostalCode, buyer.City].filter(Boolean).join(' '),
    buyer.Country,
    buyer.TaxId ? `Tax ID: ${buyer.TaxId}` : '',
    buyer.Email,
  ].filter((line) => line.trim() !== '');
  const parties: Content = {
    columns: [
      {
        stack: [
          { text: 'From', style: 'label' },
          { text: SELLER.Name, bold: true },
          ...SELLER.Address,
          `Tax ID: ${SELLER.TaxId}`,
          SELLER.Email,
        ],
      },
      { stack: [{ text: 'Bill to', style: 'label' }, ...buyerLines.map((line) => ({ text: line }))] },
    ],
    columnGap: 24,
    margin: [0, 16, 0, 24],
  };
  return {
    info: { title: `Invoice ${order.InvoiceNumber}`, author: SELLER.Name },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 20, bold: true },
      label: { color: '#555555', fontSize: 9, margin: [0, 0, 0, 2] },
    },
    content: [
      { text: 'Invoice', style: 'title' },
      {
        text: [
          `Invoice number: ${order.InvoiceNumber}\n`,
          `Date: ${placed}\n`,
          `Status: ${order.Status}, ${order.CardBrand} ending in ${order.CardLast4}`,
        ],
        margin: [0, 8, 0, 0],
      },
      parties,
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'Description', bold: true },
              { text: 'Amount', bold: true, alignment: 'right' },
            ],
            [
              `Gridwork ${order.PlanName} plan, ${order.PeriodStart} to ${order.PeriodEnd}`,
              { text: money(order.Net), alignment: 'right' },
            ],
            [`VAT ${order.TaxRatePercent}%`, { text: money(order.Tax), alignment: 'right' }],
            [
              { text: 'Total', bold: true },
              { text: money(order.Total), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Paid with the mock payment provider: no money changed hands.',
        margin: [0, 24, 0, 0],
        color: '#555555',
      },
    ],
  };
}
