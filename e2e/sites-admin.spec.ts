import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, signIn, toast } from './support/gridwork';
import { clearInbox, mailsTo } from './support/mail';

/**
 * The administration of external sites (issue 33; docs/sites.md), driven like a person in Chromium against the mock
 * server and the run's MailDev: the invitation is read from the e-mail the mock really sent. With SITES_SHOTS=<folder>,
 * each step also leaves a screenshot there (desktop and 390 px) for a person to look at.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SITES_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(folder, `${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('an administrator creates a site with a project and a folder, invites an address read back from the mail catcher; the visitor registers, downloads a file, cannot open a workspace page, and is signed out live when deactivated', async ({
  page,
}) => {
  // Two people and every page of both sides, each checked by axe: longer than one page's journey.
  test.setTimeout(120_000);
  const guest = 'nora.north@client.test';
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Setup' }).click();
  await page.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page).toHaveURL(/\/setup\/site\/list$/);
  const list = page.getByRole('table', { name: 'Sites' });
  await expect(
    list.getByRole('link', { name: 'Office Renovation client portal', exact: true }),
  ).toBeVisible();
  await shot(page, 'site-list');

  await page.getByRole('link', { name: 'New site' }).click();
  await expect(page.getByRole('heading', { name: 'New Site', level: 1 })).toBeVisible();
  // Nothing chosen: the rules say what is missing, and nothing is sent.
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText('Give the site a name.')).toBeVisible();
  await expect(page.getByText('Choose at least one project for the site to show.')).toBeVisible();

  await page.getByLabel('Name').fill('Harbour client portal');
  await page.getByRole('checkbox', { name: 'Office Renovation' }).check();
  await page
    .getByLabel('Add a cabinet folder to Office Renovation')
    .selectOption({ label: 'Company Documents / Contracts' });
  await page.getByRole('button', { name: 'Add folder' }).click();
  await page.getByRole('checkbox', { name: 'Visitors may upload to Company Documents / Contracts' }).check();
  await shot(page, 'site-new');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(/\/setup\/site\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Harbour client portal', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Folders shown with Office Renovation' })).toContainText(
    'Company Documents / Contracts',
  );
  await expect(page.getByLabel("Preview of the site's header")).toContainText('Office Renovation');
  await shot(page, 'site-details');

  await page.getByRole('link', { name: 'Manage people' }).click();
  await expect(page).toHaveURL(/\/setup\/site\/\d+\/manage\/list$/);
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(/belongs to a member of this workspace/)).toBeVisible();
  await page.getByLabel('E-mail').fill(guest);
  await page.getByLabel('First name (optional)').fill('Nora');
  await page.getByLabel('Last name (optional)').fill('North');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${guest}.`)).toBeVisible();
  const people = page.getByRole('table', { name: 'People on the site' });
  await expect(people.getByRole('row').filter({ hasText: guest })).toContainText('Invited (link valid until');
  await shot(page, 'site-people');

  // The invitation as MailDev received it: a /site/invitation/{Hash}/{SiteUserId} link that opens a page.
  await expect.poll(async () => (await mailsTo(guest)).length, { timeout: 15_000 }).toBe(1);
  const mail = (await mailsTo(guest))[0]!;
  expect(mail.subject).toBe('"Ada Admin" invited you to the site "Harbour client portal"');
  const link = /https?:\/\/[^\s/]+(\/site\/invitation\/[A-Za-z0-9]{32}\/\d+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  // Nora, in her own browser, follows the mailed link: she chooses a password and sees what the site shows.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
  await visitor.getByLabel('Password', { exact: true }).fill('Harbour-Lights-42');
  await visitor.getByLabel('Confirm password').fill('Harbour-Lights-42');
  await visitor.getByRole('button', { name: 'Create account and open the site' }).click();
  await expect(visitor).toHaveURL(/\/site\/project\/list$/);
  await expect(visitor.locator('body')).toHaveAttribute('data-hub', 'connected');
  await visitor.getByRole('link', { name: 'Office Renovation' }).click();
  const shown = visitor.getByRole('list', { name: 'Shared folders' });
  await expect(shown.getByRole('listitem')).toHaveCount(1);
  await shown.getByRole('link', { name: 'Contracts' }).click();
  await expect(visitor.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download Supplier agreement 2024.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Supplier agreement 2024.pdf');
  // A workspace page is not for her.
  await visitor.goto('/form/list');
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visitor.goto('/site/project/list');
  await expect(visitor.locator('body')).toHaveAttribute('data-hub', 'connected');
  await page.reload();
  await expect(people.getByRole('row').filter({ hasText: guest })).toContainText('Active');

  // The administrator deactivates her: her open tab is told at once and goes to the site's own sign-in.
  await people.getByRole('button', { name: 'Deactivate Nora North' }).click();
  await page.getByRole('dialog', { name: 'Deactivate' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(people.getByRole('row').filter({ hasText: guest })).toContainText('Deactivated');
  await expect(people.getByRole('button', { name: 'Reactivate Nora North' })).toBeVisible();
  await expect(toast(visitor, 'Your access to this site has been ended by its administrator.')).toBeVisible();
  await expect(visitor).toHaveURL(/\/site\/user\/login/);
  await visitorContext.close();

  // The activity log, filtered by the site, tells what was done.
  await page.goto('/activitylog/list');
  await page.getByLabel('Site').selectOption({ label: 'Harbour client portal' });
  const log = page.getByRole('table').first();
  await expect(log).toContainText(`Deactivated ${guest} on the site "Harbour client portal"`);
  await expect(log).toContainText('Created the site "Harbour client portal"');
  await expect(log).not.toContainText('Office Renovation client portal');
});

test('an administrator copies a single-password site’s address and changes its password', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/setup/site/list');
  await page.getByRole('link', { name: 'Bridge Inspection supplier portal' }).click();
  await expect(
    page.getByRole('heading', { name: 'Bridge Inspection supplier portal', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Site address' })).toHaveValue(
    /\/site\/password\/login\?site=Sp4Lx9Qe2Vn7Kc1Rt8Wm3Yd6Hb0Jf5Ga$/,
  );
  await expect(page.getByText(/The password was last set/)).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password must be at least 12 characters long.')).toBeVisible();
  await page.getByLabel('New password').fill('granite lantern orbit');
  await page.getByRole('button', { name: 'Change password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the site password' });
  await expect(confirm).toContainText('signed out at once');
  await confirm.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'The new password is set.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('');
  const today = new Date().toLocaleDateString([], { dateStyle: 'medium' });
  await expect(page.getByText(/The password was last set/)).toContainText(today);
  await shot(page, 'site-password');
});
