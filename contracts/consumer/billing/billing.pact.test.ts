import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDER_ID } from '../../../fixtures/billing';
import { HttpBillingGateway } from '../../../src/adapters/http/billing-gateway.http';
import { DownloadFile } from '../../../src/application/platform/download-file.use-case';
import { CardText } from '../../../src/domain/billing/card.rules';
import { invoicePath } from '../../../src/domain/billing/order.entity';
import type { Device } from '../../../src/ports/device.port';
import type { FileDownloader } from '../../../src/ports/file-downloader.port';
import { DEMO_DATA } from '../demo-ids';
import {
  ADMIN,
  SESSION_COOKIE,
  XSRF,
  adminHeaders,
  adminPostHeaders,
  cookieHeader,
  gridworkPact,
  httpClientFor,
  signedIn,
  xsrfToken,
} from '../pact-support';

const { eachLike, integer, like, regex, string } = MatchersV3;

/** Plans, the mock checkout, billing details, merchant settings and orders (issue 35; docs/billing.md). */
const gateway = (url: string) => new HttpBillingGateway(httpClientFor(url, ADMIN).http);
const CARD = { Number: '4242 4242 4242 4242', Expiry: '12/40', Cvc: '123', Name: 'Ada Admin' };
const DETAILS = {
  ContactName: 'Ada Admin',
  Email: 'billing@demo.test',
  Company: 'Demo Construction Ltd',
  AddressLine1: '12 Harbour Street',
  AddressLine2: 'Second floor',
  City: 'Bristol',
  PostalCode: 'BS1 4RN',
  Country: 'United Kingdom',
  TaxId: 'GB123456789',
};
// Business has no form limit (null): the matcher checks the limits every plan has.
const limits = { users: integer(10), storage: integer(53687091200), sites: integer(5) };
const order = (planId: string, planName: string) => ({
  OrderId: integer(2),
  InvoiceNumber: regex('^GW-\\d{4}-\\d{4}$', 'GW-2026-0002'),
  PlacedOn: string('2026-11-29T10:00:00.000Z'),
  PlanId: string(planId),
  PlanName: string(planName),
  Net: integer(19900),
  Tax: integer(3980),
  Total: integer(23880),
  Currency: string('EUR'),
  TaxRatePercent: integer(20),
  Status: string('Paid'),
  CardBrand: string('Visa'),
  CardLast4: string('4242'),
  PeriodStart: string('2026-11-29'),
  PeriodEnd: string('2026-12-28'),
});
const browser: FileDownloader = {
  save: async ({ url }) =>
    (await fetch(url, { headers: { Cookie: SESSION_COOKIE, Connection: 'close' } })).ok,
  open: () => undefined,
  saveBlob: () => undefined,
};
const desktop: Device = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => XSRF };

describe('billing calls (issue 35)', () => {
  it('reads the subscription: the plan, every plan and the usage', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving("a request for the workspace's subscription")
      .withRequest({ method: 'GET', path: '/api/billing/subscription', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: {
          PlanId: string('team'),
          Plans: eachLike({
            Id: string('team'),
            Name: string('Team'),
            Summary: string('For a team that runs its daily work on forms and tasks.'),
            MonthlyPrice: integer(4900),
            Limits: like(limits),
          }),
          Usage: { users: integer(7), storage: integer(33409), forms: integer(3), sites: integer(0) },
          PaidUntil: string('2026-10-31'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).subscription()).toMatchObject({ ok: true, data: { PlanId: 'team' } });
    });
  });

  it('pays a month of a plan with the test card that succeeds', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a checkout of the Business plan with the 4242 test card')
      .withRequest({
        method: 'POST',
        path: '/api/billing/checkout',
        headers: adminPostHeaders,
        body: { PlanId: 'business', Card: CARD },
      })
      .willRespondWith({ status: 200, body: order('business', 'Business') });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).checkout({ PlanId: 'business', Card: CARD })).toMatchObject({
        ok: true,
        data: { PlanId: 'business', CardLast4: '4242' },
      });
    });
  });

  it("answers the declining test card with 402 and the provider's message", async () => {
    const declined = { ...CARD, Number: '4000 0000 0000 0002' };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a checkout with the declining test card')
      .withRequest({
        method: 'POST',
        path: '/api/billing/checkout',
        headers: adminPostHeaders,
        body: { PlanId: 'business', Card: declined },
      })
      .willRespondWith({ status: 402, body: { Message: CardText.declined, Declined: true } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).checkout({ PlanId: 'business', Card: declined })).toMatchObject({
        ok: false,
        failure: { kind: 'status', status: 402, payload: { Message: CardText.declined } },
      });
    });
  });

  it('refuses a free plan the workspace does not fit', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a move of the demo workspace to the Starter plan')
      .withRequest({
        method: 'POST',
        path: '/api/billing/plan/change',
        headers: adminPostHeaders,
        body: { PlanId: 'starter' },
      })
      .willRespondWith({
        status: 400,
        body: {
          Message: regex(
            '^This workspace holds more than the Starter plan allows.*',
            'This workspace holds more than the Starter plan allows (5 users).',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).changePlan('starter')).toMatchObject({ ok: false });
    });
  });

  it('reads and saves the billing details', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the billing details')
      .withRequest({ method: 'GET', path: '/api/billing/details', headers: adminHeaders })
      .willRespondWith({ status: 200, body: like(DETAILS) })
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a change of the billing details')
      .withRequest({
        method: 'POST',
        path: '/api/billing/details/update',
        headers: adminPostHeaders,
        body: { ...DETAILS, City: 'Bath' },
      })
      .willRespondWith({ status: 200, body: { ...DETAILS, City: 'Bath' } });
    await pact.executeTest(async (server) => {
      const billing = gateway(server.url);
      expect(await billing.details()).toMatchObject({ ok: true, data: { TaxId: 'GB123456789' } });
      expect(await billing.saveDetails({ ...DETAILS, City: 'Bath' })).toMatchObject({
        ok: true,
        data: { City: 'Bath' },
      });
    });
  });

  it('reads and saves the merchant settings, the secret key masked', async () => {
    const masked = regex('^sk_(test|live)_….{4}$', 'sk_test_…Wk42');
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the merchant settings')
      .withRequest({ method: 'GET', path: '/api/billing/merchant', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: {
          Provider: 'Mock provider',
          PublishableKey: string('pk_test_DemoPublishableKey0000000000Pk42'),
          SecretKeyMasked: masked,
          UpdatedOn: string('2026-10-01T09:00:00.000Z'),
        },
      })
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a change of the publishable key, keeping the secret key')
      .withRequest({
        method: 'POST',
        path: '/api/billing/merchant/update',
        headers: adminPostHeaders,
        body: { PublishableKey: 'pk_test_Changed0000000001', SecretKey: '' },
      })
      .willRespondWith({
        status: 200,
        body: {
          Provider: 'Mock provider',
          PublishableKey: 'pk_test_Changed0000000001',
          SecretKeyMasked: masked,
          UpdatedOn: string('2026-11-29T10:00:00.000Z'),
        },
      });
    await pact.executeTest(async (server) => {
      const billing = gateway(server.url);
      expect(await billing.merchant()).toMatchObject({ ok: true, data: { Provider: 'Mock provider' } });
      expect(
        await billing.saveMerchant({ PublishableKey: 'pk_test_Changed0000000001', SecretKey: '' }),
      ).toMatchObject({ ok: true, data: { PublishableKey: 'pk_test_Changed0000000001' } });
    });
  });

  it("lists the workspace's orders and downloads an invoice", async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving("a request for the workspace's orders")
      .withRequest({ method: 'GET', path: '/api/order/list', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike({ ...order('team', 'Team'), OrderId: integer(DEMO_ORDER_ID) }),
      })
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a download of an order invoice')
      .withRequest({
        method: 'GET',
        path: '/api/order/invoice',
        query: { orderId: String(DEMO_ORDER_ID), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': regex(
            '^attachment; filename=".*\\.pdf".*',
            'attachment; filename="Invoice GW-2026-0001.pdf"',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).orders()).toMatchObject({
        ok: true,
        data: [{ OrderId: DEMO_ORDER_ID }],
      });
      const saved = await new DownloadFile(browser, desktop).run({
        url: `${server.url}${invoicePath(DEMO_ORDER_ID)}`,
        fileName: 'Invoice GW-2026-0001.pdf',
      });
      expect(saved).toBe(true);
    });
  });
});
