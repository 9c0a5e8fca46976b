import { readFileSync } from 'node:fs';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, signIn, toast } from './support/gridwork';
import { E2E_MOCK_PORT } from './support/ports';

/**
 * Plans, quotas and the mock checkout (issue 35; docs/billing.md), driven like a person in Chromium against the mock
 * server. The journey starts from the seed put on the Starter plan through the mock's control route, and every test
 * resets the shared mock server before and after, so the other specs find the demo workspace on its Team plan.
 */
let mock: MockControl;
let control: APIRequestContext;
test.beforeAll(async () => {
  mock = await MockControl.open();
  control = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_MOCK_PORT}` });
});
test.afterAll(async () => {
  await mock.dispose();
  await control.dispose();
});
test.beforeEach(async () => mock.reset());
test.afterEach(async () => mock.reset());

async function putOnPlan(planId: 'starter' | 'team' | 'business'): Promise<void> {
  const response = await control.post('/api/__mock/billing/plan', { data: { email: ADMIN, planId } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function invite(page: Page, email: string): Promise<void> {
  await page.goto('/setup/users/list');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('radio', { name: /Team user/ }).check();
  await dialog.getByRole('checkbox', { name: 'Design Team' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
}

test('a workspace at its user quota gets the 402 dialog on invite, upgrades through the mock checkout, sees the order and its invoice, and the invite then succeeds', async ({
  page,
}) => {
  const newcomer = 'new.hire@demo.test';
  await putOnPlan('starter');
  await signIn(page, ADMIN);

  // 6 users and 1 invitation waiting: past the Starter plan's 5 users.
  await invite(page, newcomer);
  const quota = page.getByRole('dialog', { name: 'Quota reached' });
  await expect(quota).toContainText('The Starter plan allows 5 users, and this workspace has 7');
  await quota.getByRole('link', { name: 'View plans' }).click();

  await expect(page).toHaveURL(/\/workspace\/1\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter).toContainText('Current plan');
  await expect(starter).toContainText('7 of 5 users');
  await page.getByRole('article', { name: 'Team' }).getByRole('button', { name: 'Choose Team' }).click();

  // The documented declined card: the provider's message, and what was typed stays.
  const checkout = page.getByRole('dialog', { name: 'Checkout: Team plan' });
  await expect(checkout).toContainText('€58.80');
  await checkout.getByLabel('Card number').pressSequentially('4000000000000002');
  // imask groups the digits by four (and, eager, shows the next group's space).
  await expect(checkout.getByLabel('Card number')).toHaveValue(/^4000 0000 0000 0002 ?$/);
  await checkout.getByLabel('Expiry (MM/YY)').pressSequentially('1240');
  await expect(checkout.getByLabel('Expiry (MM/YY)')).toHaveValue('12/40');
  await checkout.getByLabel('CVC').pressSequentially('123');
  await checkout.getByLabel('Name on the card').fill('Ada Admin');
  await checkout.getByRole('button', { name: 'Pay €58.80' }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(checkout.getByLabel('Name on the card')).toHaveValue('Ada Admin');
  await expect(checkout.getByLabel('Expiry (MM/YY)')).toHaveValue('12/40');

  // The test card that pays.
  await checkout.getByLabel('Card number').fill('');
  await checkout.getByLabel('Card number').pressSequentially('4242424242424242');
  await checkout.getByRole('button', { name: 'Pay €58.80' }).click();
  await expect(page).toHaveURL(/\/success\?order=\d+$/);
  await expect(page.getByText('Thank you: the workspace is now on the Team plan.')).toBeVisible();
  await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();

  // The order and its invoice.
  await page.getByRole('link', { name: 'View orders and invoices' }).click();
  const orders = page.getByRole('table', { name: 'Orders' });
  const row = orders.getByRole('row').filter({ hasText: 'Team' }).first();
  await expect(row).toContainText('€58.80');
  await expect(row).toContainText('Paid');
  const invoiceNumber = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(invoiceNumber).toMatch(/^GW-\d{4}-0002$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Invoice ${invoiceNumber}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The invitation now fits the Team plan's 10 users.
  await invite(page, newcomer);
  await expect(toast(page, `An invitation was sent to ${newcomer}.`)).toBeVisible();
});
