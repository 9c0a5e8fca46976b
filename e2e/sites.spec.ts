import { expect, test } from './support/axe';
import { MockControl, toast } from './support/gridwork';
import { SITE_ACCOUNT_RESETS_ON_SITE } from '../src/domain/sites/site-visit.entity';
import { clearInbox, linkFromInbox, mailsTo } from './support/mail';

/**
 * External sites, the visitor's side (issue 33; docs/sites.md), in Chromium against the mock server and its hub. The
 * invitation is the demo's open one for clara@client.test (fixtures/sites/sites.ts); she is deactivated through the
 * mock's stand-in for the administration's deactivate, which ends her sessions as the administration does. The whole
 * journey through the administration pages, from an invitation read in the mail catcher, is in sites-admin.spec.ts. Each test starts from the reset demo data, and the
 * last reset leaves it as it was for the other specs.
 */
const CLARA_INVITATION = '/site/invitation/Cl4Rk9Tz2Mw7Qv1Xn5Hb8Jd3Pf6Sg0La/2';
const SUPPLIER_PORTAL = '/site/password/login?site=Sp4Lx9Qe2Vn7Kc1Rt8Wm3Yd6Hb0Jf5Ga';
const PASSWORD = 'Harbour-Lights-42';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => {
  await mock.reset();
  await mock.dispose();
});
test.beforeEach(async () => mock.reset());

test('an invited visitor registers, browses the project and a folder, downloads a file, cannot open a workspace page, and is signed out live when deactivated', async ({
  page,
}) => {
  await page.goto(CLARA_INVITATION);
  await expect(page).toHaveURL(/\/site\/register\/invitation\/.*\/clara%40client\.test\/false$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Clara' })).toBeVisible();
  await expect(
    page.getByText('Demo Workspace invited you to Office Renovation client portal.'),
  ).toBeVisible();
  // The members' password rules: too short is said before anything is sent.
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account and open the site' }).click();
  await expect(page.getByText('The password must be at least 12 characters long.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and open the site' }).click();

  await expect(page).toHaveURL(/\/site\/project\/list$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  // The site wears the workspace's logo (its branding) and the site theme.
  await expect(page.getByRole('img', { name: 'Demo Workspace logo' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/theme-site/);
  await expect(page.locator('body')).toHaveAttribute('data-hub', 'connected');
  await page.getByRole('link', { name: 'Office Renovation' }).click();
  await expect(page.getByRole('heading', { name: 'Office Renovation', level: 1 })).toBeVisible();
  const folders = page.getByRole('list', { name: 'Shared folders' });
  await expect(folders.getByRole('listitem')).toHaveCount(2);
  await expect(folders).toContainText('You may add files');
  await folders.getByRole('link', { name: 'Policies' }).click();
  await expect(page.getByRole('heading', { name: 'Policies', level: 1 })).toBeVisible();
  await expect(page.getByText('This folder is read only.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Travel policy.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Travel policy.pdf');
  // Policies is read only: no upload control. Photos allows upload: she adds a file and sees it listed.
  await expect(page.getByRole('button', { name: 'Add files' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Office Renovation' }).click();
  await folders.getByRole('link', { name: 'Photos' }).click();
  await expect(page.getByRole('heading', { name: 'Photos', level: 1 })).toBeVisible();
  await expect(page.getByText('You may add files to this folder.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add files' }).click();
  await (
    await chooser
  ).setFiles({ name: 'Kitchen.txt', mimeType: 'text/plain', buffer: Buffer.from('New tiles.\n') });
  await expect(page.getByText('Added Kitchen.txt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Kitchen.txt' })).toBeVisible();

  // A workspace page is not for a site account: the guard answers 404, and nothing of the workspace loads.
  await page.goto('/form/list');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/site/project/list');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-hub', 'connected');

  // Deactivated: her open tab is told at once and goes to the site's own sign-in, not the members' /login.
  await mock.deactivateSiteUser('clara@client.test');
  await expect(toast(page, 'Your access to this site has been ended by its administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/site\/user\/login/);
  await page.getByLabel('E-mail').fill('clara@client.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/site\/account-not-active$/);
  await expect(page.getByText('Your access to this site is not active.')).toBeVisible();

  // The link of the e-mail is used up now.
  await page.goto(CLARA_INVITATION);
  await expect(page.getByText('This invitation has already been used.', { exact: false })).toBeVisible();
});

test('a single-password visitor is refused a wrong password, then opens the site with the right one', async ({
  page,
}) => {
  await page.goto(SUPPLIER_PORTAL);
  await expect(page.getByRole('heading', { name: 'Enter the site’s password' })).toBeVisible();
  await page.getByLabel('Site password').fill('Bridge-Portal-2025');
  await page.getByRole('button', { name: 'Open the site' }).click();
  await expect(page.getByText('This password is not right.')).toBeVisible();
  await expect(page.getByLabel('Site password')).toHaveValue('');
  await page.getByLabel('Site password').fill('Bridge-Portal-2026');
  await page.getByRole('button', { name: 'Open the site' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bridge Inspection' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Office Renovation' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Bridge Inspection' }).click();
  await page.getByRole('link', { name: 'Inspections' }).click();
  await expect(page.getByRole('img', { name: 'Thumbnail of Bridge deck.jpg' })).toBeVisible();

  // Signing out brings the visitor back to this site's password page.
  await page.goto('/site/logout');
  await expect(page).toHaveURL(/\/site\/password\/login\?site=Sp4Lx9Qe2Vn7Kc1Rt8Wm3Yd6Hb0Jf5Ga$/);
});

test('a site user who forgot the password asks for a link, reads it from the mail catcher and chooses a new one', async ({
  page,
}) => {
  await clearInbox();
  // Asked on the members' page by mistake: the same answer as for any address, and a mail that says where to go.
  await page.goto('/reset-password');
  await page.getByLabel('E-mail').fill('site@demo.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses this address, we sent it a link')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo('site@demo.test'))[0]?.text ?? '')
    .toContain(SITE_ACCOUNT_RESETS_ON_SITE);
  await page.goto('/site/user/login?account=own');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/site\/reset-password$/);
  await page.getByLabel('E-mail').fill('site@demo.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses this address, we sent it a link')).toBeVisible();

  await page.goto(await linkFromInbox('site@demo.test', 'site/changepassword', 2));
  await expect(page.getByText('For site@demo.test')).toBeVisible();
  // The members' rules: too short is said before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The password must be at least 12 characters long.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Copper-Lantern-77');
  await page.getByLabel('Confirm new password').fill('Copper-Lantern-77');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/site\/user\/login\?account=own$/);
  await expect(toast(page, 'Your password was changed. Sign in with your new password.')).toBeVisible();
  await page.getByLabel('E-mail').fill('site@demo.test');
  await page.getByLabel('Password').fill('Copper-Lantern-77');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
});
