import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { clearInbox, mailsTo } from './support/mail';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

/**
 * Sign-up, privacy consent (issue 35; docs/account.md), driven like a person in Chromium against the mock server and
 * the run's MailDev: the sign-up link is read from the e-mail the mock really sent, never from the backend. Every test
 * resets the mock, so the workspace a sign-up creates is gone for the specs that follow.
 */
const PASSWORD = 'plum tractor violin meadow';
const EMAIL = 'hana@harbour.test';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

/** The app path of the sign-up link e-mailed to `address`. */
async function signupLinkFromInbox(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => ((text = (await mailsTo(address))[0]?.text ?? '') === '' ? null : text), {
      message: `a sign-up e-mail to ${address}`,
      timeout: 15_000,
    })
    .not.toBeNull();
  const url = /https?:\/\/[^\s/]+(\/signup\?hash=[A-Za-z0-9_-]{43}&record=\d+)/.exec(text);
  expect(url, `a /signup link in "${text}"`).not.toBeNull();
  return url![1]!;
}

const consentDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Privacy terms confirmation' });

test('a visitor signs up with the link from the mail catcher, lands signed in on the new workspace, and accepts the privacy terms once', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your workspace', level: 1 })).toBeVisible();
  await page.getByLabel('Workspace name').fill('Harbour Surveys');
  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Harbour');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('Harbour Surveys 2026');
  await page.getByLabel('Confirm password').fill('Harbour Surveys 2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The password rules of members apply: not the workspace's name.
  await expect(page.getByText('The password must not contain “harbour”', { exact: false })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `We sent a link to ${EMAIL}. Open it within 24 hours to create your workspace. If no e-mail arrives, check the address and your spam folder.`,
  );

  const link = await signupLinkFromInbox(EMAIL);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create Harbour Surveys', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create the workspace' }).click();

  // Signed in as the new workspace's administrator, asked for the privacy terms first.
  await expect(consentDialog(page)).toBeVisible();
  await expect(consentDialog(page).getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await consentDialog(page).getByRole('button', { name: 'I accept' }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Hana Harbour').first()).toBeAttached();
  await expect(page.getByText('Harbour Surveys').first()).toBeVisible();

  // Asked once: signing in again does not ask.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, EMAIL, PASSWORD);
  await settled(page);
  await expect(consentDialog(page)).toHaveCount(0);

  // The link was for once.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(link);
  await expect(
    page.getByText('This sign-up link has already been used. Sign in with your e-mail address and password.'),
  ).toBeVisible();
});

test('the public pages say what Gridwork does, with screenshots of the demo, and lead to sign-up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Gridwork', level: 1 })).toBeVisible();
  for (const [link, title, sections] of [
    ['Features', 'Features', 3],
    ['How it works', 'How It Works', 4],
    ['Solutions', 'Solutions', 3],
    ['About', 'About Us', 2],
    ['Privacy', 'Privacy Policy', 4],
    ['Terms', 'Terms of Service', 3],
  ] as const) {
    await page.getByRole('navigation', { name: 'Public site' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(sections);
    expect(await page.locator('article p').count()).toBeGreaterThan(sections);
  }
  await page.goto('/features');
  const picture = page.getByRole('img', { name: /Site Inspection form/ });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await page.getByRole('link', { name: 'Create a workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Create your workspace', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await page.getByRole('link', { name: 'Create a workspace' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a file shared by link opens alone at /direct/{hash}/{id} for an anonymous visitor, who downloads it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/cabinet/5000/folder/5000-5000');
  await expect(page.getByRole('heading', { name: 'Company Documents', level: 1 })).toBeVisible();
  await settled(page);
  await page.getByRole('link', { name: 'Share Meeting notes.txt' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('list', { name: 'Links' }).getByLabel('Link').inputValue();
  const [, hash, id] = /\/link\/([A-Za-z0-9_-]+)\/(\d+)$/.exec(link)!;

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(`/direct/${hash}/${id}/0`);
  await expect(visitor.getByRole('heading', { name: 'Meeting notes.txt', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Meeting notes.txt');
  // An edited address opens nothing.
  await visitor.goto(`/direct/${hash.replace(/.$/, hash.endsWith('0') ? '1' : '0')}/${id}`);
  await expect(visitor.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await stranger.close();
});

test('a notification that is not about a task opens what it is about (issue 35)', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  await list.getByRole('link', { name: 'Finn Field invited you to Bridge Inspection.' }).click();
  await expect(page).toHaveURL(/\/project\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bridge Inspection', level: 1 })).toBeVisible();
});

test('a form instance shared by direct link: viewable by link, an anonymous visitor sees it read-only; otherwise the link asks for the e-mail code (issue 35)', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/share-form/200');
  await expect(page.getByRole('heading', { name: 'Share Site Inspection', level: 1 })).toBeVisible();
  const chosen = await page.getByLabel('Form instance').inputValue();
  await page.getByLabel('Recipient e-mail').fill('viewer@outside.test');
  await page.getByLabel('Anyone with the link can view it, read-only, without a code').check();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const viewRow = page.getByRole('row').filter({ hasText: 'viewer@outside.test' });
  const viewLink = (await viewRow.getByTestId('share-link').textContent())!;
  expect(viewLink).toMatch(new RegExp(`/direct/[A-Za-z0-9_-]{32}/${chosen}$`));

  // An anonymous visitor: the instance, read-only, drawn by the form renderer, without a code.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(viewLink);
  await expect(visitor.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Shared with you by link: read-only.')).toBeVisible();
  await expect(visitor.getByLabel('Inspector', { exact: true })).toHaveValue('Jordan Lee');
  await expect(visitor.getByLabel('Inspector', { exact: true })).not.toBeEditable();
  await expect(visitor.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // A share that asks for e-mail proof: its instance's direct link goes on to the one-time-code page.
  await page.getByLabel('Recipient e-mail').fill('prover@outside.test');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const codeLink = (await page
    .getByRole('row')
    .filter({ hasText: 'prover@outside.test' })
    .getByTestId('share-link')
    .textContent())!;
  const codeHash = /\/direct-form\/([A-Za-z0-9_-]{32})$/.exec(codeLink)![1]!;
  await visitor.goto(`/direct/${codeHash}/${chosen}`);
  await expect(visitor).toHaveURL(new RegExp(`/direct-form/${codeHash}$`));
  await expect(visitor.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(visitor.getByLabel('Inspector', { exact: true })).toHaveCount(0);
});
