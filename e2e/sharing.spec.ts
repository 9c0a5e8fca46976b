import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { DEMO_SHARE } from '../fixtures/sharing';
import { MEMBER_RECIPIENT } from '../src/domain/sharing/recipient-email';
import { clearInbox, codeFromInbox, mailsTo } from './support/mail';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * Forms shared with outside people (issue 13): a member shares, the recipient proves the mailbox with the code the
 * mock server e-mailed over SMTP to the run's MailDev (read from its inbox, never from the backend), fills, saves.
 * The recipient works in a browser context of their own, with no member session.
 */
const TOO_MANY = 'Too many requests were received in a short time. Please wait a few minutes and try again.';
const MISMATCH =
  'The email address you submitted does not match our system. Please contact the person who sent you the original link to confirm the correct email address.';
const MINUTE = 60_000;
const ALREADY_SENT = `A 6-character code was already sent to ${DEMO_SHARE.email}: enter the code from that e-mail. No new code was sent.`;
const DEMO_LINK = `/direct-form/${DEMO_SHARE.hash}`;

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

/** A page in a fresh browser context: no cookies, no member session. */
async function outsider(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  expect(await context.cookies()).toEqual([]);
  return context.newPage();
}

async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const wrongCodeFor = (code: string) => (code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');

test('a member shares an instance; the recipient proves the mailbox with the e-mailed code, fills, saves; the member sees it', async ({
  page,
  browser,
}) => {
  const recipient = 'client@outside.test';
  await signIn(page, ADMIN);
  await page.goto('/form/details/200');
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Share Site Inspection', level: 1 })).toBeVisible();
  await page.getByLabel('Recipient e-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Invalid email address!')).toBeVisible();
  // Instances of one form often share a project and a name: each is told apart by its number.
  const chosen = await page.getByLabel('Form instance').inputValue();
  await expect(page.getByLabel('Form instance').locator('option:checked')).toHaveText(
    `Office Renovation – Site Inspection (#${chosen})`,
  );
  await page.getByLabel('Recipient e-mail').fill(recipient);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText(`Office Renovation – Site Inspection (#${chosen})`);
  await expect(row.getByRole('cell').nth(5)).toHaveText('No');
  const link = (await row.getByTestId('share-link').textContent())!;
  expect(link).toMatch(/\/direct-form\/[A-Za-z0-9_-]{32}$/);

  const guest = await outsider(browser);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(guest.getByText('Demo Workspace', { exact: true })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Demo Workspace logo' })).toBeVisible();
  await guest.getByRole('button', { name: 'Send code' }).click();
  await expect(guest.getByText('Required!')).toBeVisible();
  await askForCode(guest, recipient);
  await expect(guest.getByText(`We sent a 6-character code to ${recipient}.`)).toBeVisible();
  await expect(guest.getByTestId('code-validity')).toContainText('The code is valid for 10 minutes, until');
  await expect(guest.getByTestId('next-code')).toContainText('A new code can be requested at');
  const code = await codeFromInbox(recipient);
  await enterCode(guest, code.toLowerCase());

  // The same field renderer as the instance page: values, formulas, PermissionMask, encrypted values behind the token.
  await expect(guest.getByLabel('Inspector', { exact: true })).toHaveValue('Jordan Lee');
  await expect(guest.getByLabel('Total', { exact: true })).toHaveText('$1,467.45');
  await expect(guest.getByLabel('Approved by')).toBeDisabled();
  await expect(guest.getByLabel('Internal reference')).toHaveCount(0);
  const typed = '<img src=x onerror=alert(1)> Checked by <b>Kim</b>';
  await guest.getByLabel('Notes').fill(typed);
  await guest.getByLabel('Labour').fill('1000');
  await expect(guest.getByLabel('Total', { exact: true })).toHaveText('$1,287.45');
  await guest.getByRole('button', { name: 'Save' }).click();
  await expect(toast(guest, 'Form updated successfully.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: recipient }).getByRole('cell').nth(5)).toContainText(
    'Yes',
  );
  await page.goto('/forminstance/300');
  await settled(page);
  await expect(page.getByLabel('Notes')).toHaveValue(typed);
  await expect(page.getByLabel('Labour')).toHaveValue('$1,000.00');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await guest.context().close();
});

test('another e-mail address shows the mismatch page, and Try Again goes back to the first page', async ({
  browser,
}) => {
  const guest = await outsider(browser);
  await guest.goto(DEMO_LINK);
  await askForCode(guest, 'someone.else@outside.test');
  await expect(guest.getByText(MISMATCH)).toBeVisible();
  expect(await mailsTo('someone.else@outside.test')).toHaveLength(0);
  await guest.getByRole('button', { name: 'Try Again' }).click();
  await expect(guest.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await guest.context().close();
});

test('a wrong code shows "Invalid code!" and the link to request a new one; an expired code is refused too', async ({
  browser,
}) => {
  const guest = await outsider(browser);
  await guest.goto(DEMO_LINK);
  await askForCode(guest, DEMO_SHARE.email);
  const code = await codeFromInbox(DEMO_SHARE.email);
  await enterCode(guest, wrongCodeFor(code));
  await expect(guest.getByText('Invalid code!')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Code not working? Request new code.' })).toBeVisible();
  // Ten minutes later the right code no longer opens the form.
  await mock.advanceClock(10 * MINUTE + 1000);
  await enterCode(guest, code);
  await expect(guest.getByText('Invalid code!')).toBeVisible();
  await expect(guest.getByLabel('Inspector', { exact: true })).toHaveCount(0);
  // A new code works. (The page's own clock still counts the minute between codes: start again from the link.)
  await guest.goto(DEMO_LINK);
  await askForCode(guest, DEMO_SHARE.email);
  const fresh = await codeFromInbox(DEMO_SHARE.email, 2);
  await enterCode(guest, fresh);
  await expect(guest.getByLabel('Inspector', { exact: true })).toHaveValue('Jordan Lee');
  await guest.context().close();
});

test('a fourth code within ten minutes is not sent: the third, still valid, is asked for; once it is spent, the rate-limit message', async ({
  browser,
}) => {
  const guest = await outsider(browser);
  for (const nth of [1, 2, 3]) {
    // A code a minute at most: the server's clock moves on; the page starts afresh from the link.
    if (nth > 1) await mock.advanceClock(MINUTE);
    await guest.goto(DEMO_LINK);
    await askForCode(guest, DEMO_SHARE.email);
    await codeFromInbox(DEMO_SHARE.email, nth);
  }
  await mock.advanceClock(MINUTE);
  await guest.goto(DEMO_LINK);
  await askForCode(guest, DEMO_SHARE.email);
  await expect(guest.getByText(ALREADY_SENT)).toBeVisible();
  await expect(guest.getByTestId('next-code')).toContainText('A new code can be requested at');
  expect(await mailsTo(DEMO_SHARE.email)).toHaveLength(3);
  await enterCode(guest, await codeFromInbox(DEMO_SHARE.email, 3));
  await expect(guest.getByLabel('Inspector', { exact: true })).toHaveValue('Jordan Lee');
  await guest.goto(DEMO_LINK);
  await askForCode(guest, DEMO_SHARE.email);
  await expect(guest.getByText(TOO_MANY)).toBeVisible();
  await expect(guest.getByTestId('next-code')).toContainText('A new code can be requested at');
  expect(await mailsTo(DEMO_SHARE.email)).toHaveLength(3);
  await guest.context().close();
});

test('a recipient who reloads within the minute types the code already in their inbox, and sees when a new one may be sent (issue 32 #14)', async ({
  browser,
}) => {
  const guest = await outsider(browser);
  await guest.goto(DEMO_LINK);
  await askForCode(guest, DEMO_SHARE.email);
  await expect(guest.getByText(`We sent a 6-character code to ${DEMO_SHARE.email}.`)).toBeVisible();
  const code = await codeFromInbox(DEMO_SHARE.email);
  await guest.reload();
  await askForCode(guest, DEMO_SHARE.email);
  await expect(guest.getByText(ALREADY_SENT)).toBeVisible();
  await expect(guest.getByText(TOO_MANY)).toHaveCount(0);
  await expect(guest.getByTestId('code-validity')).toContainText('The code is valid until');
  await expect(guest.getByTestId('next-code')).toContainText('A new code can be requested at');
  await expect(guest.getByRole('button', { name: 'Code not working? Request new code.' })).toBeDisabled();
  expect(await mailsTo(DEMO_SHARE.email)).toHaveLength(1);
  await enterCode(guest, code);
  await expect(guest.getByLabel('Inspector', { exact: true })).toHaveValue('Jordan Lee');
  await guest.context().close();
});

test("'Share with someone outside the workspace' refuses a workspace member's address, pointing inside the workspace (issue 32 #14)", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/share-form/200');
  await expect(page.getByRole('heading', { name: 'Share Site Inspection', level: 1 })).toBeVisible();
  await page.getByLabel('Recipient e-mail').fill('Member@Demo.test');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(MEMBER_RECIPIENT)).toBeVisible();
  await expect(page.getByLabel('Recipient e-mail')).toHaveValue('Member@Demo.test');
  await expect(page.getByRole('row').filter({ hasText: 'Member@Demo.test' })).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an invalid share link goes to the 404 page', async ({ browser }) => {
  const guest = await outsider(browser);
  await guest.goto('/direct-form/ThisLinkWasNeverShared0000000000');
  await expect(guest).toHaveURL(/\/404$/);
  await guest.context().close();
});
