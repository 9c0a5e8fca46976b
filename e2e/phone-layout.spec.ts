import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { DEMO_SHARE } from '../fixtures/sharing';
import { clearInbox, codeFromInbox } from './support/mail';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';
import { fitsTheViewport } from './support/layout';

/**
 * Phone widths (found in exploratory testing): the page never scrolls sideways, and every control of the top bar,
 * of a page's toolbar and of the shared form page stays on the screen (platform spec §9: mobile below 992 px).
 * With QA_SHOTS=<folder>, each step also leaves a screenshot there for a person to look at.
 */
const PHONE = { width: 390, height: 800 };
const NARROWEST = { width: 320, height: 640 };
const LONG_NAME = 'W'.repeat(250);

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.QA_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** Visible and wholly inside the viewport: reachable without scrolling sideways. */
async function onScreen(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}

/** Painted where it stands, not clipped away: a click at its centre lands on it. */
async function painted(page: Page, control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  const hit = await control.evaluate(
    (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, 'a click at its centre lands on it').toBe(true);
}

test('at phone width the signed-in top bar fits, and the bell, the name and Sign out are on the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await settled(page);
  await shot(page, 'signed-in-390');
  await fitsTheViewport(page);
  await onScreen(page, page.getByRole('link', { name: /^Notifications \(\d+ unread\)$/ }));
  await onScreen(page, page.getByRole('link', { name: 'Ada Admin' }));
  await onScreen(page, page.getByRole('link', { name: 'Sign out' }));

  // The menu carries what the bar has no room for: the scope, Upgrade, Add to team (issue 35), Profile and Sign out.
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Demo Workspace')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Add to team' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await shot(page, 'signed-in-390-menu');
  await page.getByRole('button', { name: 'Toggle menu' }).click();

  await page.setViewportSize(NARROWEST);
  await page.goto('/notifications');
  await settled(page);
  await shot(page, 'signed-in-320');
  await fitsTheViewport(page);
  // One row, so the drawer opens right under it.
  expect((await page.locator('header.top-bar').boundingBox())!.height).toBeLessThan(60);
  await onScreen(page, page.getByRole('link', { name: 'Ada Admin' }));
  await onScreen(page, page.getByRole('link', { name: 'Sign out' }));

  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at phone width the cabinet folder toolbar wraps: Download folder is on the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await page.goto('/cabinet/5000/folder/5000-5000');
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await settled(page);
  await shot(page, 'cabinet-folder-390');
  await fitsTheViewport(page);
  await onScreen(page, page.getByRole('button', { name: 'Download folder' }));
});

test('at phone width a shared form with a 250-character workspace name fits, with Save and Cancel on the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  // The demo workspace's name as a workspace could have it: 250 characters without a space.
  await guest.route('**/shareforminstance/GetWorkspaceDetails**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), WorkspaceName: LONG_NAME } });
  });
  await guest.goto(`/direct-form/${DEMO_SHARE.hash}`);
  await expect(guest.getByText(LONG_NAME)).toBeVisible();
  await shot(guest, 'shared-form-email-390');
  await fitsTheViewport(guest);
  await guest.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_SHARE.email);
  await guest.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromInbox(DEMO_SHARE.email);
  await guest.getByLabel('Code', { exact: true }).fill(code);
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('button', { name: 'Save' })).toBeVisible();
  await shot(guest, 'shared-form-390');
  await fitsTheViewport(guest);
  await onScreen(guest, guest.getByRole('button', { name: 'Save' }));
  await onScreen(guest, guest.getByRole('button', { name: 'Cancel' }));
  // The form's right-hand column is reached inside its box, and is drawn there (not clipped away with its row).
  await guest.getByLabel('Mobile', { exact: true }).focus();
  await guest.keyboard.press('Tab');
  const zip = guest.getByLabel('Site ZIP');
  await expect(zip).toBeFocused();
  await onScreen(guest, zip);
  await painted(guest, zip);
  await shot(guest, 'shared-form-390-site-zip');
  await fitsTheViewport(guest);
  await context.close();
});

test('at phone width a form instance wider than the screen scrolls inside its box: the page stays put, Save is on the screen, Tab reaches the rightmost field', async ({
  page,
}) => {
  // The demo form's grid is 780 px wide (columns of 200, 180, 180 and 180 px): twice a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/forminstance/300');
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
  await shot(page, 'form-instance-390');
  await fitsTheViewport(page);
  for (const name of ['PDF', 'CSV', 'Excel', 'Cancel', 'Save'])
    await onScreen(page, page.getByRole('button', { name, exact: true }));
  const grid = page.getByRole('group', { name: 'Site Inspection' });
  await onScreen(page, grid);

  // The rightmost column is out of view until the form's box scrolls to it: Tab from Mobile into Site ZIP does that.
  const zip = page.getByLabel('Site ZIP');
  expect((await zip.boundingBox())!.x, 'Site ZIP starts out of view').toBeGreaterThan(390);
  await page.getByLabel('Mobile', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(zip).toBeFocused();
  await expect.poll(() => grid.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await onScreen(page, zip);
  await painted(page, zip);
  await zip.pressSequentially('02139');
  await expect(zip).toHaveValue('02139');
  await shot(page, 'form-instance-390-site-zip');
  await fitsTheViewport(page);
  await onScreen(page, page.getByRole('button', { name: 'Save', exact: true }));

  // At a desktop's width the form has its pixel layout and nothing scrolls inside its box.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'form-instance-1280');
  await fitsTheViewport(page);
  const desktop = await grid.evaluate((element) => ({
    overflow: getComputedStyle(element).overflowX,
    columns: getComputedStyle(element.querySelector('.fr-row')!).gridTemplateColumns,
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(desktop).toEqual({
    overflow: 'visible',
    columns: '200px 180px 180px 180px',
    scroll: desktop.client,
    client: desktop.client,
  });
});

test('at phone width a read-only form instance, with nothing to focus in its grid, is scrolled from the keyboard', async ({
  page,
}) => {
  // Instance 301 (Expense Claim, 573 px): every input is disabled. The scroll box then takes the focus itself
  // (Chromium, like Firefox, makes a scroll box without focusable content focusable), named by the form's name.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/forminstance/301');
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await settled(page);
  await fitsTheViewport(page);
  const grid = page.getByRole('group', { name: 'Expense Claim' });
  await page.getByRole('button', { name: 'Cancel', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(grid).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => grid.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await shot(page, 'form-instance-read-only-390');
  await fitsTheViewport(page);
});

test('at phone width the designer and the form preview keep the page still: the form scrolls inside its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/setup/form/manage/200');
  await expect(page.getByRole('grid', { name: 'Form layout' })).toBeVisible();
  await settled(page);
  await shot(page, 'designer-390');
  await fitsTheViewport(page);
  await onScreen(page, page.getByRole('button', { name: 'Done' }));
  // Preview mode: the form as users fill it, with the same renderer as the form instance page.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const designerPreview = page.getByRole('group', { name: 'Site Inspection (preview)' });
  await expect(designerPreview).toBeVisible();
  await shot(page, 'designer-preview-390');
  await fitsTheViewport(page);
  await onScreen(page, designerPreview);

  await page.goto('/setup/form/preview/200');
  const preview = page.getByRole('group', { name: 'Site Inspection (preview)' });
  await expect(preview).toBeVisible();
  await settled(page);
  await fitsTheViewport(page);
  await onScreen(page, page.getByRole('button', { name: 'Back' }));
  await onScreen(page, preview);
  await page.getByLabel('Mobile', { exact: true }).focus();
  await page.keyboard.press('Tab');
  const zip = page.getByLabel('Site ZIP');
  await expect(zip).toBeFocused();
  await onScreen(page, zip);
  await painted(page, zip);
  await shot(page, 'form-preview-390-site-zip');
  await fitsTheViewport(page);
});

test('at phone width the Tasks filters fit, and the Users table keeps its buttons on the screen (issue 32 #19)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await page.goto('/task/list');
  const project = page.getByLabel('Project', { exact: true });
  await expect(project).toBeVisible();
  await settled(page);
  await shot(page, 'tasks-390');
  await fitsTheViewport(page);
  await onScreen(page, project);

  await page.goto('/setup/users/list');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users).toBeVisible();
  await settled(page);
  await shot(page, 'users-390');
  await fitsTheViewport(page);
  const buttons = await users.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(2);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await onScreen(page, button);
    await painted(page, button);
  }
});

test('at 360 px the administration tables scroll in their own box, which Tab reaches and the arrow keys scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  for (const [path, name] of [
    ['/setup/users/list', 'Users'],
    ['/workspace/1/teams', 'Teams'],
    ['/activitylog/list', 'Activity'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name, exact: true });
    await expect(table).toBeVisible();
    await settled(page);
    await shot(page, `admin-table-360-${name.toLowerCase()}`);
    await fitsTheViewport(page);
    const box = page.getByRole('region', { name: `${name} (scrolls sideways)` });
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
});
