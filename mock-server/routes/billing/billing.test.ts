/**
 * Plans, quotas, the mock checkout, billing details, merchant settings and orders (issue 35; docs/billing.md): what
 * an administrator and everyone else get from the mock backend.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SECRET_KEY } from '../../../fixtures/billing';
import { CABINET_IDS, FORM_GROUP_IDS, PROJECT_IDS, WORKSPACE_ID } from '../../../fixtures/ids';
import { renderPdf } from '../../../src/adapters/export/pdf/pdf-tools.test-helper';
import { CardText } from '../../../src/domain/billing/card.rules';
import { planOf } from '../../../src/domain/billing/plan.entity';
import {
  formQuotaRefusal,
  siteQuotaRefusal,
  userQuotaRefusal,
} from '../../../src/domain/billing/quota.rules';
import { XSRF_COOKIE } from '../../cookies';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

async function as(email: string): Promise<MockClient> {
  const client = running.client();
  await client.login(email);
  return client;
}
const workspace = () => running.mock.store.workspace(WORKSPACE_ID)!;
const putOn = (planId: 'starter' | 'team' | 'business') => {
  workspace().planId = planId;
};
const invite = (client: MockClient, email: string) =>
  client.post('/api/invitation/create', { Email: email, AccountType: 2, RoleIds: [1], TeamIds: [] });
const card = (Number = '4242 4242 4242 4242') => ({ Number, Expiry: '12/40', Cvc: '123', Name: 'Ada Admin' });

describe('the user quota', () => {
  it('answers 402 naming the plan and its limit when an invitation would pass it, and takes it after an upgrade', async () => {
    const admin = await as('admin@demo.test');
    putOn('starter');
    // The demo holds 6 users and 1 invitation waiting: 7 of Starter's 5.
    const refused = await invite(admin, 'one.more@demo.test');
    expect(refused).toMatchObject({ status: 402, body: { Message: userQuotaRefusal(planOf('starter'), 7) } });
    expect((refused.body as { Message: string }).Message).toContain('The Starter plan allows 5 users');
    expect(running.mock.store.data.invitations.some((i) => i.Email === 'one.more@demo.test')).toBe(false);

    const paid = await admin.post('/api/billing/checkout', { PlanId: 'team', Card: card() });
    expect(paid).toMatchObject({ status: 200, body: { PlanId: 'team', Status: 'Paid', CardLast4: '4242' } });
    expect((await invite(admin, 'one.more@demo.test')).status).toBe(200);
  });

  it('counts invitations waiting but not expired ones, and a reactivated user', async () => {
    const admin = await as('admin@demo.test');
    // Team: 10 users; the demo holds 7.
    for (const name of ['a', 'b', 'c']) expect((await invite(admin, `${name}@demo.test`)).status).toBe(200);
    expect((await invite(admin, 'd@demo.test')).status).toBe(402);
    // An expired invitation holds no seat.
    running.mock.store.data.invitations.find((i) => i.Email === 'a@demo.test')!.expiresAt = 0;
    expect((await invite(admin, 'd@demo.test')).status).toBe(200);
    // Deactivating frees a seat, reactivating takes one again: refused while the workspace is full.
    const field = running.mock.store.userByEmail('field@demo.test')!;
    expect((await admin.post('/api/usersetup/deactivate', { UserId: field.id })).status).toBe(200);
    expect((await invite(admin, 'e@demo.test')).status).toBe(200);
    expect(await admin.post('/api/usersetup/reactivate', { UserId: field.id })).toMatchObject({
      status: 402,
    });
  });
});

describe('the form quota', () => {
  it('answers 402 when one more form would pass the plan', async () => {
    const admin = await as('admin@demo.test');
    putOn('starter');
    running.mock.store.data.forms.push(
      ...Array.from({ length: 7 }, (_, i) => ({ ...running.mock.store.data.forms[0]!, FormId: 9000 + i })),
    );
    const body = { FormName: 'One too many', GroupId: FORM_GROUP_IDS.inspections, ProjectIds: [] };
    expect(await admin.post('/api/form/create', body)).toMatchObject({
      status: 402,
      body: { Message: formQuotaRefusal(planOf('starter'), 10) },
    });
    putOn('business');
    expect((await admin.post('/api/form/create', body)).status).toBe(200);
  });
});

describe('the site quota', () => {
  it('answers 402 when one more site would pass the plan, and creates it on a plan with room', async () => {
    const admin = await as('admin@demo.test');
    putOn('starter');
    const body = {
      Name: 'Third portal',
      Kind: 1,
      IsActive: true,
      AccessEndsOn: null,
      Projects: [
        {
          ProjectId: PROJECT_IDS.officeRenovation,
          Folders: [{ FolderId: CABINET_IDS.policies, CanUpload: false }],
        },
      ],
    };
    // The demo has two sites; Starter allows one.
    expect(await admin.post('/api/site/create', body)).toMatchObject({
      status: 402,
      body: { Message: siteQuotaRefusal(planOf('starter'), 2) },
    });
    expect(running.mock.store.data.sites).toHaveLength(2);
    putOn('team');
    expect((await admin.post('/api/site/create', body)).status).toBe(200);
    expect((await admin.get('/api/billing/subscription')).body).toMatchObject({ Usage: { sites: 3 } });
  });
});

describe('the checkout', () => {
  it('declines the documented card with the provider message, and stores no card number', async () => {
    const admin = await as('admin@demo.test');
    const declined = await admin.post('/api/billing/checkout', {
      PlanId: 'business',
      Card: card('4000 0000 0000 0002'),
    });
    expect(declined).toMatchObject({ status: 402, body: { Message: CardText.declined, Declined: true } });
    expect(workspace().planId).toBe('team');
    expect(running.mock.store.data.orders).toHaveLength(1);

    const paid = await admin.post('/api/billing/checkout', { PlanId: 'business', Card: card() });
    expect(paid.status).toBe(200);
    expect(workspace().planId).toBe('business');
    expect(JSON.stringify(running.mock.store.data)).not.toContain('4242424242424242');
    expect(JSON.stringify(running.mock.store.data)).not.toContain('4242 4242 4242 4242');
  });

  it('refuses a card that fails the Luhn check, an expired card and a plan the workspace does not fit', async () => {
    const admin = await as('admin@demo.test');
    expect(
      await admin.post('/api/billing/checkout', { PlanId: 'business', Card: card('4242 4242 4242 4241') }),
    ).toMatchObject({ status: 400, body: { Message: `Card.Number: ${CardText.numberInvalid}` } });
    expect(
      await admin.post('/api/billing/checkout', { PlanId: 'business', Card: { ...card(), Expiry: '01/20' } }),
    ).toMatchObject({ status: 400, body: { Message: `Card.Expiry: ${CardText.expiryPast}` } });
    expect(
      await admin.post('/api/billing/checkout', {
        PlanId: 'business',
        Card: { ...card(), Number: '4'.repeat(40) },
      }),
    ).toMatchObject({ status: 400, body: { Message: 'Card.Number must be text of at most 23 characters.' } });
    // 7 users do not fit the Starter plan's 5.
    expect((await admin.post('/api/billing/plan/change', { PlanId: 'starter' })).status).toBe(400);
  });

  it('is for administrators only', async () => {
    const member = await as('member@demo.test');
    expect((await member.post('/api/billing/checkout', { PlanId: 'business', Card: card() })).status).toBe(
      403,
    );
    expect((await member.get('/api/billing/subscription')).status).toBe(403);
    expect((await member.get('/api/order/list')).status).toBe(403);
  });
});

describe('orders and invoices', () => {
  it('lists the orders newest first and answers an invoice PDF with seller, buyer, line, tax and total', async () => {
    const admin = await as('admin@demo.test');
    const paid = (await admin.post('/api/billing/checkout', { PlanId: 'business', Card: card() })).body as {
      OrderId: number;
      InvoiceNumber: string;
    };
    const list = (await admin.get('/api/order/list')).body as { OrderId: number }[];
    expect(list.map((o) => o.OrderId)).toEqual([paid.OrderId, 1]);
    // As the browser downloads it (platform spec §7): the anti-forgery token in the URL, no scope headers.
    const xsrf = admin.cookies.get(XSRF_COOKIE)!;
    const reply = await fetch(`${running.baseUrl}/api/order/invoice?orderId=${paid.OrderId}&xsrf=${xsrf}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const { text } = renderPdf(new Uint8Array(await reply.arrayBuffer()));
    for (const part of [
      paid.InvoiceNumber,
      'Gridwork Software Ltd',
      'Demo Construction Ltd',
      'GB123456789',
      'Gridwork Business plan',
      '€199.00',
      'VAT 20%',
      '€39.80',
      '€238.80',
    ])
      expect(text).toContain(part);
  }, 30_000);
});

describe('merchant settings', () => {
  it('never answers the secret key in clear, and keeps it when none is sent', async () => {
    const admin = await as('admin@demo.test');
    const read = await admin.get('/api/billing/merchant');
    expect(read.body).toMatchObject({ SecretKeyMasked: `sk_test_…${DEMO_SECRET_KEY.slice(-4)}` });
    expect(read.text).not.toContain(DEMO_SECRET_KEY);
    const kept = await admin.post('/api/billing/merchant/update', {
      PublishableKey: 'pk_test_Changed0000000001',
      SecretKey: '',
    });
    expect(kept.text).not.toContain(DEMO_SECRET_KEY);
    expect(running.mock.store.data.billingAccounts[0]!.merchant.secretKey).toBe(DEMO_SECRET_KEY);
    const secret = 'sk_live_BrandNewSecret00009876';
    const changed = await admin.post('/api/billing/merchant/update', {
      PublishableKey: 'pk_live_Changed0000000001',
      SecretKey: secret,
    });
    expect(changed.body).toMatchObject({ SecretKeyMasked: 'sk_live_…9876' });
    expect(changed.text).not.toContain(secret);
    // Nor does the activity log, nor any other read of the administrator.
    for (const path of ['/api/billing/merchant', '/api/billing/subscription', '/api/activitylog/list'])
      expect((await admin.get(path)).text).not.toContain(secret);
    expect(
      (await admin.post('/api/billing/merchant/update', { PublishableKey: 'nope', SecretKey: '' })).status,
    ).toBe(400);
  });
});

describe('billing details', () => {
  it('saves the details and writes the change to the activity log', async () => {
    const admin = await as('admin@demo.test');
    const details = {
      ContactName: 'Bea Billing',
      Email: 'bea@demo.test',
      Company: 'Demo Ltd',
      AddressLine1: '1 Road',
      AddressLine2: '',
      City: 'Leeds',
      PostalCode: 'LS1 1AA',
      Country: 'United Kingdom',
      TaxId: 'GB999',
    };
    expect(await admin.post('/api/billing/details/update', details)).toMatchObject({
      status: 200,
      body: details,
    });
    expect((await admin.get('/api/billing/details')).body).toEqual(details);
    expect(
      (await admin.post('/api/billing/details/update', { ...details, Email: 'not an address' })).status,
    ).toBe(400);
    const last = running.mock.store.data.activity.at(-1)!;
    expect(last).toMatchObject({ Area: 'billing', Action: 'Changed the billing details' });
  });
});
