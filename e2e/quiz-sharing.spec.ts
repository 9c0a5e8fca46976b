import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn, toast } from './support/gridwork';
import { fitsTheViewport } from './support/layout';
import { clearInbox, codeFromInbox } from './support/mail';

/**
 * Issue 34, a quiz shared by link: its manager turns the link on for the demo quiz on its Users page; a visitor in a
 * browser of their own (no session) opens it, proves their e-mail with the one-time code read from the run's MailDev,
 * sees the introduction, starts, answers, reloads with the same time left, submits and sees the score.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => {
  await mock.reset();
  await clearInbox();
});

const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return m! * 60 + s!;
};

test('a manager shares the quiz by link; an outside visitor proves the e-mail with the mailed code and takes it', async ({
  page,
  browser,
}) => {
  const visitorEmail = 'olga@outside.test';
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/users?quizId=1100');
  await expect(page.getByRole('heading', { name: 'Users of Site safety basics' })).toBeVisible();
  // The creator always manages; a site user cannot be given manage rights, and the page says why.
  await expect(page.getByRole('checkbox', { name: 'Mel Member manages' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Everyone in the workspace' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Anyone with the link may take this quiz' }).check();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/modules\/quiz\/share\/1100\?h=[A-Za-z0-9_-]{32}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // A workspace user who may take the quiz goes from the link straight to its introduction.
  await page.goto(link);
  await expect(page).toHaveURL(/\/modules\/quiz\/exam\/pre\?quizId=1100$/);
  await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/modules\/quiz\/login\/1100\?h=/);
  await expect(visitor.getByRole('heading', { name: 'Site safety basics', level: 1 })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await expect(visitor.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await codeFromInbox(visitorEmail);
  // A wrong code first: refused, and the visitor stays on the code step.
  await visitor.getByLabel('Code', { exact: true }).fill(code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByText('Invalid code!')).toBeVisible();
  await visitor.getByLabel('Code', { exact: true }).fill(code);
  await visitor.getByRole('button', { name: 'Continue' }).click();

  await expect(visitor).toHaveURL(/\/modules\/quiz\/exam\/pre\?quizId=1100$/);
  await expect(visitor.getByRole('heading', { name: 'Site safety basics' })).toBeVisible();
  const facts = visitor.locator('.quiz-intro__facts');
  await expect(facts).toContainText('Questions6');
  await expect(facts).toContainText('Total points9');
  await expect(facts).toContainText('Time limit15 minutes');
  await expect(facts).toContainText('Attempts left2');
  await visitor.getByRole('link', { name: 'Start' }).click();

  await expect(visitor).toHaveURL(/\/modules\/quiz\/getExam\/1100$/);
  const timer = visitor.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const saved = visitor.waitForResponse((r) => r.url().endsWith('/api/quizexam/save') && r.status() === 200);
  await visitor.getByRole('radio', { name: 'White' }).check();
  await saved;
  const before = seconds(await timer.textContent());
  visitor.once('dialog', (dialog) => void dialog.accept());
  await visitor.reload();
  await expect(visitor.getByText('1 of 6 answered')).toBeVisible();
  await expect(visitor.getByRole('radio', { name: 'White' })).toBeChecked();
  const after = seconds(await timer.textContent());
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(5);

  await visitor.getByRole('button', { name: 'Submit' }).click();
  await visitor
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(visitor.getByText('1 / 9 points (11.11%)')).toBeVisible();

  // The visitor's session opens this quiz only: another quiz's introduction is /modules/403, with a way back.
  await visitor.goto('/modules/quiz/exam/pre?quizId=1101');
  await expect(visitor).toHaveURL(/\/modules\/403$/);
  await expect(visitor.getByRole('heading', { name: 'You may not open this' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Go back' })).toBeVisible();
  await context.close();
});

test("a visitor whose 4-hour session ended is sent back to the link's sign-in page and proves the e-mail again", async ({
  page,
  browser,
}) => {
  const visitorEmail = 'olga@outside.test';
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/users?quizId=1100');
  await page.getByRole('checkbox', { name: 'Anyone with the link may take this quiz' }).check();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const prove = async () => {
    await visitor.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
    await visitor.getByRole('button', { name: 'Send code' }).click();
    await visitor.getByLabel('Code', { exact: true }).fill(await codeFromInbox(visitorEmail));
    await clearInbox();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await expect(visitor).toHaveURL(/\/modules\/quiz\/exam\/pre\?quizId=1100$/);
  };
  await visitor.goto(link);
  await prove();
  await visitor.getByRole('link', { name: 'Start' }).click();
  await expect(visitor).toHaveURL(/\/modules\/quiz\/getExam\/1100$/);
  await expect(visitor.getByRole('timer')).toBeVisible();

  // Four hours later the quiz-taker session has ended: opening the quiz again leads back to the link's sign-in.
  await mock.advanceClock(4 * 60 * 60 * 1000 + 60_000);
  visitor.once('dialog', (dialog) => void dialog.accept());
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/modules\/quiz\/login\/1100\?h=[A-Za-z0-9_-]{32}&expired=1$/);
  await expect(
    visitor.getByText('Your session for this quiz has ended. Enter your e-mail address again to go on'),
  ).toBeVisible();
  await prove();
  await expect(visitor.getByRole('heading', { name: 'Site safety basics' })).toBeVisible();
  await context.close();
});

test('at phone width the Users table scrolls in its own box and the page stays put', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/modules/quiz/users?quizId=1100');
  const table = page.getByRole('table', { name: 'People' });
  await expect(table).toBeVisible();
  // The box is a region Tab reaches while the table is wider than it (docs/layout.md, "Wide tables").
  const box = page.getByRole('region', { name: 'People (scrolls sideways)' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('table', { name: 'People' })).toBeVisible();
  await fitsTheViewport(page);
});
