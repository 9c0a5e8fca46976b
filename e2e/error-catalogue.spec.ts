import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async ({ page }) => {
  await mock.reset();
  await signIn(page, ADMIN);
  await settled(page);
});

/** The notifications page loads GET /api/notification/list: the call the faults below hit. */
async function openNotifications(page: Page) {
  await page.getByRole('link', { name: /Notifications \(/ }).click();
}

test('401 signs the user out and asks to sign in again', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 401 });
  await openNotifications(page);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnotifications$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('401 on a page that shows its refusals in place (the password change) signs out too', async ({
  page,
}) => {
  await page.goto('/setup/changepassword');
  await mock.fault({ path: 'account/changepassword', status: 401 });
  await page.getByLabel('Current password').fill('Whatever-it-was-1');
  await page.getByLabel('New password', { exact: true }).fill('Quite-new-Passw0rd-42');
  await page.getByLabel('Confirm new password').fill('Quite-new-Passw0rd-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsetup%2Fchangepassword$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('402 opens the quota dialog with the server message', async ({ page }) => {
  await mock.fault({
    path: 'notification/list',
    status: 402,
    body: { Message: 'Your plan allows 3 users.' },
  });
  await openNotifications(page);
  const dialog = page.getByRole('dialog', { name: 'Quota reached' });
  await expect(dialog).toContainText('Your plan allows 3 users.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('403 for a deleted account shows the unavailable message', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 403, body: { IsDeleted: true, ScopeId: 0 } });
  await openNotifications(page);
  await expect(
    toast(page, "The user or the resource that you're trying to reach is unavailable!"),
  ).toBeVisible();
});

test('403 for a locked workspace opens the unlock dialog', async ({ page }) => {
  await mock.fault({
    path: 'notification/list',
    status: 403,
    body: { IsLocked: true, WorkspaceId: 1, WorkspaceName: 'Demo Workspace', IsAdmin: true },
  });
  await openNotifications(page);
  const dialog = page.getByRole('dialog', { name: 'Workspace locked' });
  await expect(dialog).toContainText('Demo Workspace is locked');
  await expect(dialog.getByRole('link', { name: 'open billing' })).toHaveAttribute(
    'href',
    '/workspace/1/billing',
  );
});

test('any other 403 goes to the forbidden page', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 403, body: { Message: 'Not yours.' } });
  await openNotifications(page);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(toast(page, 'Not yours.')).toBeVisible();
});

test('406 shows the error and signs the user out', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 406, body: { Message: 'Your session changed.' } });
  await openNotifications(page);
  await expect(toast(page, 'Your session changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.goto('/form/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fform%2Flist$/);
});

test('409 is handled silently', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 409, body: { Message: 'Conflict!' } });
  await openNotifications(page);
  await settled(page);
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/notifications$/);
});

test('leaving a page aborts its slow call, and the aborted call is ignored', async ({ page }) => {
  await mock.fault({ path: 'notification/list', delayMs: 2000 });
  const aborted = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('notification/list'),
  );
  await openNotifications(page);
  await expect(page.locator('body')).toHaveAttribute('data-requests', 'busy');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workspaces' }).click();
  // The page cancelled its call: the browser reports it failed (aborted), and never reads the server's answer.
  expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a dropped connection is an unexpected error', async ({ page }) => {
  await mock.fault({ path: 'notification/list', abort: true });
  await openNotifications(page);
  await expect(toast(page, 'Unexpected error')).toBeVisible();
});

for (const status of [400, 404, 412, 500]) {
  test(`${status} shows the server message`, async ({ page }) => {
    await mock.fault({ path: 'notification/list', status, body: { Message: `Server said ${status}.` } });
    await openNotifications(page);
    await expect(toast(page, `Server said ${status}.`)).toBeVisible();
  });
}

test('an error without a message shows "Unexpected error"', async ({ page }) => {
  await mock.fault({ path: 'notification/list', status: 500 });
  await openNotifications(page);
  await expect(toast(page, 'Unexpected error')).toBeVisible();
});

test('a 200 answer flagged IsWarning shows its message as a warning', async ({ page }) => {
  await mock.fault({
    path: 'notification/count',
    status: 200,
    body: { IsWarning: true, Message: 'Your trial ends in 3 days.' },
  });
  await page.reload();
  await expect(toast(page, 'Your trial ends in 3 days.')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText('3');
});

test('a slow call keeps the app busy until it answers', async ({ page }) => {
  await mock.fault({ path: 'notification/list', delayMs: 1500 });
  await openNotifications(page);
  await expect(page.locator('body')).toHaveAttribute('data-requests', 'busy');
  await settled(page);
  await expect(page.getByText('Welcome to Demo Workspace.')).toBeVisible();
});
