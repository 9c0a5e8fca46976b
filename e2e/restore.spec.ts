import { expect, test } from './support/axe';
import { clearInbox, mailsTo, type InboxMessage } from './support/mail';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * Deleting a user and restoring the account (issue 35; docs/account.md "Deleted accounts"), in Chromium against the
 * mock server and the run's MailDev: the restore link is read from the e-mail the mock really sent.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

async function restoreLinkFromInbox(address: string): Promise<{ path: string; mail: InboxMessage }> {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address))[0]) !== undefined, {
      message: `a restore e-mail to ${address}`,
      timeout: 15_000,
    })
    .toBe(true);
  const url = /https?:\/\/[^\s/]+(\/restore\/account\/[A-Za-z0-9_-]{43}\/\d+\/[^\s/]+\/false)/.exec(
    found!.text,
  );
  expect(url, `a /restore/account/ link in "${found!.text}"`).not.toBeNull();
  return { path: url![1]!, mail: found! };
}

test('an administrator deletes a user; signing in, they are told so, restore the account from the mailed link, and sign in', async ({
  page,
  browser,
}) => {
  const mel = await (await browser.newContext()).newPage();
  await signIn(mel, MEMBER);
  await expect(mel.locator('body')).toHaveAttribute('data-hub', 'connected');

  await signIn(page, ADMIN);
  await page.goto('/setup/users/list');
  await expect(page.getByRole('table', { name: 'Users', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Deleted users' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Mel Member' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText(
    "Mel Member will be signed out at once and removed from the workspace: they no longer count against the plan's users. Their account is kept for 30 days, so you or they can restore it; after that it is deleted for good.",
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Mel Member was deleted. You can restore them for 30 days.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users', exact: true })).not.toContainText('Mel Member');
  const deleted = page.getByRole('table', { name: 'Deleted users' }).getByRole('row', { name: /Mel Member/ });
  await expect(deleted).toContainText('30 days left');

  // Mel's open tab is signed out at once.
  await expect(mel).toHaveURL(/\/login/);
  await expect(toast(mel, 'An administrator deleted your account from this workspace.')).toBeVisible();

  // Signing in tells Mel, and mails the restore link.
  await mel.getByLabel('E-mail').fill(MEMBER);
  await mel.getByLabel('Password').fill('demo');
  await mel.getByRole('button', { name: 'Sign in' }).click();
  await expect(mel.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Your account was deleted from Demo Workspace. It can be restored for 30 days: we sent a restore link to your e-mail address.',
  );
  const { path, mail } = await restoreLinkFromInbox(MEMBER);
  expect(mail.subject).toBe('Your Gridwork account was deleted: restore it');
  expect(mail.text).toContain('"Demo Workspace": can be restored for 30 days');

  await mel.goto(path);
  await expect(mel.getByRole('heading', { name: 'Restore your account', level: 1 })).toBeVisible();
  await expect(mel.getByText(/Demo Workspace — deleted on .*, 30 days left/)).toBeVisible();
  await mel.getByRole('button', { name: 'Restore my account' }).click();
  await expect(mel.getByRole('heading', { name: 'Account restored', level: 1 })).toBeVisible();
  await expect(mel.getByRole('status')).toHaveText(
    'Your account in Demo Workspace is restored. Sign in to continue.',
  );
  await mel.getByRole('link', { name: 'Sign in' }).click();
  await expect(mel).toHaveURL(/\/login/);
  await signIn(mel, MEMBER);
  await settled(mel);

  // The administrator sees Mel back among the users.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Users', exact: true })).toContainText('Mel Member');
  await expect(page.getByRole('table', { name: 'Deleted users' })).toHaveCount(0);
});
