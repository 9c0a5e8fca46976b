import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const MINUTE = 60_000;

/** Signs in and waits until the landing page has loaded: from then on the user is idle. */
async function signInAndIdle(page: Page) {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  await settled(page);
}

/**
 * How long until the warning is due, from the session record the app keeps (the moment the session last started
 * or slid, and its length). Signing in takes longer on a busy machine, so the test measures from there instead of
 * assuming the session began when the landing page settled.
 */
function msUntilWarning(page: Page): Promise<number> {
  return page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('gridwork.session') ?? 'null') as {
      ticks: number;
      minutes: number;
    };
    return record.ticks + (record.minutes - 10) * 60_000 - Date.now();
  });
}

test('the session warning comes 10 minutes before expiry; confirming extends it', async ({ page }) => {
  await page.clock.install();
  await signInAndIdle(page);
  // The user is idle now: hold the page's time still (a few seconds on, so that the moment is still ahead when
  // the call arrives on a busy machine), so that the page's clock moves only when the test says.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  const due = await msUntilWarning(page);
  expect(due).toBeGreaterThan(19 * MINUTE);
  await page.clock.fastForward(due - 5_000);
  await expect(page.getByRole('dialog', { name: 'Session time-out' })).toHaveCount(0);
  await page.clock.fastForward(5_000);
  const warning = page.getByRole('dialog', { name: 'Session time-out' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('for security purposes you will be logged out due to inactivity');
  await page.clock.resume();
  // The extension counts from its answer: wait for it, or the clock may run on before the page has it.
  const extended = page.waitForResponse((response) => response.url().endsWith('/api/session/extend'));
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await extended;
  await expect(warning).toBeHidden();
  await page.clock.fastForward(25 * MINUTE);
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
});

test('expiry logs the user out for inactivity', async ({ page }) => {
  await page.clock.install();
  await signInAndIdle(page);
  await page.clock.fastForward(31 * MINUTE);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fform%2Flist$/);
  await expect(toast(page, 'You have been signed out due to inactivity.')).toBeVisible();
});

test('signing out in one tab signs the other tab out too', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, ADMIN);
  const second = await context.newPage();
  await second.goto('/report/list');
  await expect(second.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await first.getByRole('link', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login\?returnUrl=%2Freport%2Flist$/);
});

test('a pushed upload result shows its toast', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await mock.push('zipUploadDone', { IsSuccess: true, FolderId: 4 }, ADMIN);
  await expect(toast(page, 'Your file(s) have been uploaded successfully.')).toBeVisible();
  await mock.push('zipUploadDone', { IsSuccess: false, FolderId: 4 }, ADMIN);
  await expect(toast(page, 'Your upload has failed.')).toBeVisible();
});

test('a push made while the connection was cut reaches the tab when it is back, once', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await mock.push('zipUploadDone', { IsSuccess: true, FolderId: 4 }, ADMIN, { drop: true });
  await expect(toast(page, 'Your file(s) have been uploaded successfully.')).toHaveCount(1);
  // The same connection was opened again (stateful reconnect), not a new one negotiated.
  expect(sockets).toHaveLength(1);
  expect(new URL(sockets[0]).searchParams.get('id')).toBeTruthy();
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await mock.push('notificationCountUpdate', { Count: 4 }, ADMIN, { drop: true });
  await expect(page.getByTestId('notification-count')).toHaveText('4');
});

test('a pushed notification count updates the badge', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await mock.push('notificationCountUpdate', { Count: 7 }, ADMIN);
  await expect(page.getByTestId('notification-count')).toHaveText('7');
});

test('a pushed userLoggedOut signs the user out with its message', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await mock.push(
    'userLoggedOut',
    { NextState: 'login', LogoutMessage: 'An administrator signed you out.' },
    ADMIN,
  );
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fform%2Flist$/);
  await expect(toast(page, 'An administrator signed you out.')).toBeVisible();
});

test('one notice read and one deleted, "Delete all" asked first, and a second tab kept in step', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  const other = await context.newPage();
  await other.goto('/notifications');
  await page.goto('/notifications');
  const badge = page.getByTestId('notification-count');
  await expect(badge).toHaveText('3');
  const list = page.getByRole('list', { name: 'Your notifications' });
  const otherList = other.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(otherList.getByRole('listitem')).toHaveCount(4);

  // The fixtures' second notice (fixtures/workspace.ts): read here, the badge and the other tab follow.
  const invited = 'Finn Field invited you to Bridge Inspection.';
  await page.getByRole('button', { name: `Mark as read: ${invited}` }).click();
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('button', { name: `Mark as read: ${invited}` })).toHaveCount(0);
  await expect(other.getByTestId('notification-count')).toHaveText('2');
  await expect(other.getByRole('button', { name: `Mark as read: ${invited}` })).toHaveCount(0);

  const welcome = 'Welcome to Demo Workspace.';
  await page.getByRole('button', { name: `Delete: ${welcome}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(otherList.getByRole('listitem')).toHaveCount(3);
  await expect(otherList.getByText(welcome)).toHaveCount(0);

  // Delete all asks; Escape keeps everything, then confirming empties both tabs and the badge.
  await page.getByRole('button', { name: 'Delete all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all notifications?' });
  await expect(dialog).toContainText('All your notifications, read and unread, will be deleted.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete all' }).click();
  await dialog.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  await expect(other.getByText('You have no notifications.')).toBeVisible();
  // Nothing unread: the bell shows no count any more.
  await expect(badge).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();
});
