import type { Application } from 'express';
import type { OrderRecord } from '../../../fixtures/types';
import { buildInvoicePdf } from '../../../src/adapters/export/pdf/build-invoice-pdf';
import { attachmentDisposition } from '../../../src/adapters/export/model/export-file-name';
import { nodePdfEngine } from '../../../src/adapters/export/pdf/node-pdf-engine';
import { billingDetailsProblems } from '../../../src/domain/billing/billing-details.entity';
import {
  cardDigits,
  cardProblems,
  cardSummary,
  providerDecision,
} from '../../../src/domain/billing/card.rules';
import { publishableKeyProblem, secretKeyProblem } from '../../../src/domain/billing/merchant.entity';
import { invoiceFileName, invoiceNumber } from '../../../src/domain/billing/order.entity';
import { planOf } from '../../../src/domain/billing/plan.entity';
import { priceOf } from '../../../src/domain/billing/price.rules';
import { planChangeRefusal } from '../../../src/domain/billing/quota.rules';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle } from '../../http';
import { BillingDetailsBody, CheckoutBody, MerchantBody, PlanChangeBody } from '../../schemas/billing.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { administrator } from '../admin/admin-guard';
import { accountOf, toDetails, toMerchant, toOrder, toSubscription } from './billing-views';
import { usageOf } from './workspace-usage';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day of the month that starts at `start` (UTC): a plan is bought a month at a time. */
function periodEnd(start: number): string {
  const date = new Date(start);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) - 86_400_000;
  return day(end);
}

/**
 * Plans, checkout with the mock payment provider, billing details, merchant settings and orders (issue 35;
 * docs/billing.md). Workspace administrators only, as the spec's route table guards these pages. No call leaves the
 * machine: the provider is `providerDecision` (src/domain/billing/card.rules.ts).
 */
export function registerBillingRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const now = () => ctx.clock?.now() ?? Date.now();

  app.get(
    '/billing/subscription',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(toSubscription(store, user.workspaceId, now()));
    }),
  );

  /** A smaller plan is taken only once the workspace fits in it. */
  const ensureFits = (workspaceId: number, planId: string) => {
    const refusal = planChangeRefusal(planOf(planId), usageOf(store, workspaceId, now()));
    if (refusal) throw badRequest(refusal);
  };

  app.post(
    '/billing/checkout',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, CheckoutBody);
      const plan = planOf(body.PlanId);
      const workspace = store.workspace(user.workspaceId);
      if (!workspace) throw new HttpError(404, 'No such workspace.');
      if (plan.MonthlyPrice === 0)
        throw badRequest(`The ${plan.Name} plan is free: choose it without a card.`);
      ensureFits(user.workspaceId, plan.Id);
      const at = now();
      const today = new Date(at);
      const problems = cardProblems(body.Card, {
        year: today.getUTCFullYear(),
        month: today.getUTCMonth() + 1,
      });
      const first = Object.entries(problems)[0];
      if (first) throw badRequest(`Card.${first[0]}: ${first[1]}`);
      const decision = providerDecision(cardDigits(body.Card.Number) ?? '');
      // Stripe's answer to a declined card is 402 too; the checkout shows it, not the quota dialog.
      if (!decision.paid) throw new HttpError(402, decision.message, { Declined: true });
      const card = cardSummary(body.Card.Number);
      const year = today.getUTCFullYear();
      const sequence = store.data.orders.filter((o) => o.InvoiceNumber.startsWith(`GW-${year}-`)).length + 1;
      const record: OrderRecord = {
        OrderId: store.nextId(store.data.orders, (o) => o.OrderId),
        InvoiceNumber: invoiceNumber(year, sequence),
        PlacedOn: today.toISOString(),
        PlanId: plan.Id,
        PlanName: plan.Name,
        ...priceOf(plan),
        Status: 'Paid',
        CardBrand: card.Brand,
        CardLast4: card.Last4,
        PeriodStart: day(at),
        PeriodEnd: periodEnd(at),
        workspaceId: user.workspaceId,
        placedBy: user.id,
        buyer: toDetails(accountOf(store, user.workspaceId)),
      };
      store.data.orders.push(record);
      workspace.planId = plan.Id;
      workspace.paidUntil = record.PeriodEnd;
      store.save();
      res.json(toOrder(record));
    }),
  );

  app.post(
    '/billing/plan/change',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const plan = planOf(validBody(req, PlanChangeBody).PlanId);
      if (plan.MonthlyPrice > 0)
        throw badRequest(`The ${plan.Name} plan is paid for: go through the checkout.`);
      ensureFits(user.workspaceId, plan.Id);
      const workspace = store.workspace(user.workspaceId);
      if (!workspace) throw new HttpError(404, 'No such workspace.');
      workspace.planId = plan.Id;
      workspace.paidUntil = null;
      store.save();
      res.json(toSubscription(store, user.workspaceId, now()));
    }),
  );

  app.get(
    '/billing/details',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(toDetails(store.data.billingAccounts.find((a) => a.workspaceId === user.workspaceId)));
    }),
  );

  app.post(
    '/billing/details/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, BillingDetailsBody);
      const details = {
        ContactName: body.ContactName.trim(),
        Email: body.Email.trim(),
        Company: body.Company?.trim() ?? '',
        AddressLine1: body.AddressLine1?.trim() ?? '',
        AddressLine2: body.AddressLine2?.trim() ?? '',
        City: body.City?.trim() ?? '',
        PostalCode: body.PostalCode?.trim() ?? '',
        Country: body.Country?.trim() ?? '',
        TaxId: body.TaxId?.trim() ?? '',
      };
      const problem = Object.entries(billingDetailsProblems(details))[0];
      if (problem) throw badRequest(`${problem[0]}: ${problem[1]}`);
      const account = accountOf(store, user.workspaceId);
      account.details = details;
      store.save();
      res.json(toDetails(account));
    }),
  );

  app.get(
    '/billing/merchant',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(toMerchant(store.data.billingAccounts.find((a) => a.workspaceId === user.workspaceId)));
    }),
  );

  app.post(
    '/billing/merchant/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, MerchantBody);
      const publishable = body.PublishableKey.trim();
      const keyProblem = publishableKeyProblem(publishable);
      if (keyProblem) throw badRequest(`PublishableKey: ${keyProblem}`);
      const secret = body.SecretKey?.trim() ?? '';
      if (secret !== '') {
        const secretProblem = secretKeyProblem(secret);
        if (secretProblem) throw badRequest(`SecretKey: ${secretProblem}`);
      }
      const account = accountOf(store, user.workspaceId);
      account.merchant = {
        publishableKey: publishable,
        secretKey: secret === '' ? account.merchant.secretKey : secret,
        updatedOn: new Date(now()).toISOString(),
      };
      store.save();
      res.json(toMerchant(account));
    }),
  );

  app.get(
    '/order/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(
        store.data.orders
          .filter((o) => o.workspaceId === user.workspaceId)
          .sort((a, b) => b.PlacedOn.localeCompare(a.PlacedOn) || b.OrderId - a.OrderId)
          .map(toOrder),
      );
    }),
  );

  app.get(
    '/order/invoice',
    handle(async (req, res) => {
      const { user } = administrator(store, res);
      const id = queryInteger(req, 'orderId', { min: 1, max: 2_000_000_000 });
      const order = store.data.orders.find((o) => o.OrderId === id && o.workspaceId === user.workspaceId);
      if (!order) throw new HttpError(404, `No order ${id}.`);
      const pdf = await (await nodePdfEngine()).render(buildInvoicePdf(toOrder(order), order.buyer));
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentDisposition(invoiceFileName(order)));
      res.setHeader('Cache-Control', 'no-store');
      res.send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    }),
  );
}
