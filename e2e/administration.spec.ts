import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { clearInbox, linkFromInbox, mailsTo } from './support/mail';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * Workspace administration (issue 17), driven like a person in Chromium against the mock server, its hub and the run's
 * MailDev: invitations and password resets are read from the e-mails the mock really sent, never from the backend.
 */
const PASSWORD = 'plum tractor violin harbour';
const DEACTIVATED = 'Your account has been deactivated. Please contact your workspace administrator.';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/setup/users/list');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

test('an administrator invites a colleague, who registers from the e-mail and signs in with the new role; deactivated, their open tab signs out', async ({
  page,
  browser,
}) => {
  const colleague = 'cole.league@demo.test';
  await signIn(page, ADMIN);
  await expect(page.locator('body')).toHaveAttribute('data-hub', 'connected');
  await openUsers(page);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill('not an address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Invalid email address!')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(colleague);
  await dialog.getByRole('radio', { name: /Team user/ }).check();
  await dialog.getByRole('checkbox', { name: /^Admin/ }).check();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Only workspace users (not team users) can hold the Admin role.',
  );
  await dialog.getByRole('checkbox', { name: /^Admin/ }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Design Team' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `An invitation was sent to ${colleague}.`)).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: colleague })).toContainText('Valid until');

  // The colleague, in a browser of their own, opens the link of the e-mail MailDev received.
  const link = await linkFromInbox(colleague, 'invitation');
  expect((await mailsTo(colleague))[0]!.subject).toBe(
    '"Ada Admin" invited you to "Demo Workspace" on Gridwork',
  );
  const guest = await freshPage(browser);
  await guest.goto(link);
  await expect(guest).toHaveURL(
    /\/register\/invitation\/[A-Za-z0-9_-]{43}\/\d+\/cole\.league%40demo\.test\/false$/,
  );
  await expect(guest.getByRole('heading', { name: 'Join Demo Workspace' })).toBeVisible();
  await expect(guest.getByText('Ada Admin invited you to Demo Workspace.')).toBeVisible();
  await expect(guest.getByLabel('E-mail')).toHaveValue(colleague);
  await guest.getByLabel('First name').fill('Cole');
  await guest.getByLabel('Last name').fill('League');
  await guest.getByLabel('Password', { exact: true }).fill('password1234');
  await guest.getByLabel('Confirm password').fill('password1234');
  await guest.getByRole('button', { name: 'Create account and join' }).click();
  await expect(
    guest.getByText('This password is too common: choose a longer phrase that is hard to guess.'),
  ).toBeVisible();
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account and join' }).click();

  // Signed in with the invitation's role: a team user with Read/Write sees the forms, not setup.
  await expect(guest.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  await expect(toast(guest, 'Welcome! Your account is ready.')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Setup' })).toHaveCount(0);
  await expect(guest.locator('body')).toHaveAttribute('data-hub', 'connected');

  // The inviter's open tab is told, and the list follows.
  await expect(toast(page, 'Cole League accepted your invitation.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: colleague });
  await expect(row).toContainText('Team user');
  await expect(row).toContainText('Read/Write');
  await expect(row).toContainText('Design Team');
  await expect(invitations.getByRole('row').filter({ hasText: colleague })).toHaveCount(0);

  // The link was for once.
  const again = await freshPage(browser);
  await again.goto(link);
  await expect(
    again.getByText(
      'This invitation has already been accepted. Sign in with your e-mail address and password.',
    ),
  ).toBeVisible();

  // Deactivated: the colleague's open tab signs out with the warning, and their sign-in is refused.
  await row.getByRole('button', { name: 'Deactivate Cole League' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate user' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Deactivated');
  await expect(guest).toHaveURL(/\/login/);
  await expect(toast(guest, DEACTIVATED)).toBeVisible();
  await guest.getByLabel('E-mail').fill(colleague);
  await guest.getByLabel('Password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  // Said in the form, under the warning toast that is still on screen.
  await expect(guest.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(DEACTIVATED);
});

test('someone who already has an account (an outside site user) signs in from the invitation and joins with its role', async ({
  page,
  browser,
}) => {
  const SITE = 'site@demo.test';
  await signIn(page, ADMIN);
  await openUsers(page);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill(SITE);
  await dialog.getByRole('radio', { name: /Team user/ }).check();
  await dialog.getByRole('checkbox', { name: 'Field Team' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `An invitation was sent to ${SITE}.`)).toBeVisible();

  const guest = await freshPage(browser);
  await guest.goto(await linkFromInbox(SITE, 'invitation'));
  await expect(guest).toHaveURL(/\/login\/invitation\/[A-Za-z0-9_-]{43}\/\d+\/site%40demo\.test\/false$/);
  await expect(guest.getByRole('heading', { name: 'Sign in to join Demo Workspace' })).toBeVisible();
  await expect(guest.getByLabel('E-mail')).toHaveValue(SITE);
  await guest.getByLabel('Password').fill('not it');
  await guest.getByRole('button', { name: 'Sign in and join' }).click();
  await expect(guest.getByText('Invalid e-mail or password.')).toBeVisible();
  await guest.getByLabel('Password').fill('demo');
  await guest.getByRole('button', { name: 'Sign in and join' }).click();
  await expect(toast(guest, 'You joined Demo Workspace.')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  // No longer an outside user: a team user of the Field Team, listed with the workspace's users.
  await expect(toast(page, 'Sam Site accepted your invitation.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: SITE }),
  ).toContainText('Field Team');
});

test('a forgotten password is reset through the link in the mail catcher; the old password no longer works', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  const sent =
    'If an account uses this address, we sent it a link to choose a new password. The link can be used once, within 30 minutes.';
  await expect(page.getByRole('status')).toHaveText(sent);
  await page.getByLabel('E-mail').fill(MEMBER);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toHaveText(sent);

  const link = await linkFromInbox(MEMBER, 'changepassword');
  expect(await mailsTo('nobody@demo.test')).toEqual([]);
  await page.goto(link);
  await expect(page.getByText(`For ${MEMBER}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Mel Member rocks!');
  await page.getByLabel('Confirm new password').fill('Mel Member rocks!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The password must not contain “member” (your e-mail address).')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your password was changed. Sign in with your new password.')).toBeVisible();

  await page.getByLabel('E-mail').fill(MEMBER);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await signIn(page, MEMBER, PASSWORD);

  // The link was for once.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(link);
  await expect(
    page.getByText('This link has already been used. Ask for a new one if you need to.'),
  ).toBeVisible();
});

test('a member cannot open setup, workspace management or the activity log, and is not offered them', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Forms' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Setup' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Activity log' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  // A team user has no landing menu: Change password is offered here instead.
  await menu.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/setup\/changepassword$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.goto('/setup/users/list');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/workspace/1/users');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/activitylog/list');
  await expect(page).toHaveURL(/\/403$/);
  // The server refuses it too, whatever the page does.
  const status = await page.evaluate(
    async () =>
      (await fetch('/api/usersetup/list', { headers: { ScopeId: '0', Uid: '2', WorkspaceId: '1' } })).status,
  );
  expect(status).toBe(403);
});

test('roles: built-in roles are read-only; a custom role’s matrix is saved; the General theme applies at once; the activity log lists the changes', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/setup/role/list');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Full' }).click();
  await expect(
    page.getByText('Full is a built-in role: it is shown as it is and cannot be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Delete – Forms and form instances' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Delete – Forms and form instances' })).toBeChecked();

  await page.goto('/setup/role/new');
  await page.getByLabel('Name').fill('Inspector');
  await page.getByRole('checkbox', { name: 'Move – Forms and form instances' }).check();
  await expect(page.getByRole('checkbox', { name: 'Read – Forms and form instances' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Delete – Forms and form instances' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Copy – Forms and form instances' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Share – Reports' }).check();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(toast(page, 'The role Inspector was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/role\/details\/\d+$/);
  await page.goto('/setup/role/list');
  await expect(page.getByRole('row').filter({ hasText: 'Inspector' })).toContainText(
    'Forms and form instances: Read, Create, Delete',
  );

  await page.goto('/setup/general');
  await expect(page.getByRole('heading', { name: 'General settings', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('body')).toHaveClass(/theme-green/);
  await page.getByRole('radio', { name: 'Beige' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The settings were saved.')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/theme-beige/);

  await page.goto('/activitylog/list');
  await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const log = page.getByRole('table', { name: 'Activity' });
  await expect(log.getByRole('row').nth(1)).toContainText('Changed the General settings of "Demo Workspace"');
  await expect(log).toContainText('Created the role "Inspector"');
  await page.getByLabel('Area').selectOption('roles');
  await settled(page);
  await expect(log.getByRole('row')).toHaveCount(2);
});

test('made an administrator, a member’s open tab offers Setup at once and says so; taken back, it is gone', async ({
  page,
  browser,
}) => {
  const member = await freshPage(browser);
  await signIn(member, MEMBER);
  await expect(member.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  await expect.poll(() => member.evaluate(() => document.body.dataset.hub)).toBe('connected');
  const menu = member.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Setup' })).toHaveCount(0);

  await signIn(page, ADMIN);
  await openUsers(page);
  const change = async (admin: boolean) => {
    await page.getByRole('button', { name: 'Change Mel Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Mel Member' });
    // The Admin role needs a workspace user (account type 1); Mel is a team user.
    if (admin) await dialog.getByRole('radio', { name: /^Workspace user/ }).check();
    await dialog.getByRole('checkbox', { name: /^Admin\b/ }).setChecked(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  };

  await change(true);
  await expect(menu.getByRole('link', { name: 'Setup' })).toBeVisible();
  await expect(
    toast(member, 'An administrator changed your access: what you can see and do is up to date.'),
  ).toBeVisible();
  await change(false);
  await expect(menu.getByRole('link', { name: 'Setup' })).toHaveCount(0);
  await member.context().close();
});

test("a workspace page of another workspace than the administrator's is not found, built or not", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  for (const page_ of ['teams', 'billing', 'subscription', 'merchant']) {
    await page.goto(`/workspace/999/${page_}`);
    await expect(page.getByRole('heading', { name: 'Workspace not found', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }
  // The administrator's own workspace opens its page (billing is real since issue 35).
  await page.goto('/workspace/1/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
});
