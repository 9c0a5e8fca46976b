import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';
import { clearInbox, codeFromInbox } from './support/mail';

/**
 * Issue 34, the quiz journey end to end (each page has its own spec; this one follows one quiz through all of them):
 * Mel builds a quiz with three question types and a 2-minute limit and shares it by link; an outside visitor proves
 * their e-mail with the code from the mail catcher, reloads midway and finds the same time left, submits and sees the
 * score waiting for a grade; Mel grades the text answer and reads the per-question chart.
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

async function addQuestion(page: Page, type: string, text: string) {
  await page.getByLabel('Question type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText(`Type: ${type}`)).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill(text);
}

async function saveQuestion(page: Page) {
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/details\/\d+$/);
}

test('an author builds and shares a quiz; an outside taker proves the e-mail, resumes and submits; the author grades it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitorEmail = 'quentin@outside.test';
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/list');
  await page.getByLabel('New quiz name').fill('Ladder safety');
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/details\/\d+$/);
  const details = page.url();

  await addQuestion(page, 'Single choice', 'Which rung is the highest you may stand on?');
  await page.getByLabel('Option 1', { exact: true }).fill('The third from the top');
  await page.getByLabel('Option 2', { exact: true }).fill('The top');
  await page.getByLabel('Option 1 is correct').check();
  await saveQuestion(page);
  await addQuestion(page, 'True / false', 'Check the feet before climbing.');
  await page.getByRole('radio', { name: 'True' }).check();
  await saveQuestion(page);
  // No accepted answers: the author grades it by hand.
  await addQuestion(page, 'Short text', 'How do you carry tools up a ladder?');
  await saveQuestion(page);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Time limit (minutes)').fill('2');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the quiz' }).click();

  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('checkbox', { name: 'Anyone with the link may take this quiz' }).check();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/modules\/quiz\/share\/\d+\?h=/);

  // The visitor: a browser of their own, no account.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/modules\/quiz\/login\/\d+\?h=/);
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await visitor.getByLabel('Code', { exact: true }).fill(await codeFromInbox(visitorEmail));
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByRole('heading', { name: 'Ladder safety' })).toBeVisible();
  await expect(visitor.locator('.quiz-intro__facts')).toContainText('Time limit2 minutes');
  await visitor.getByRole('link', { name: 'Start' }).click();

  const timer = visitor.getByRole('timer');
  await expect(timer).toHaveText(/^[12]:\d\d$/);
  const firstSaved = visitor.waitForResponse((r) => r.url().endsWith('/api/quizexam/save') && r.ok());
  await visitor.getByRole('radio', { name: 'The third from the top' }).check();
  await firstSaved;
  const before = seconds(await timer.textContent());
  visitor.once('dialog', (dialog) => void dialog.accept());
  await visitor.reload();
  await expect(visitor.getByRole('radio', { name: 'The third from the top' })).toBeChecked();
  const after = seconds(await timer.textContent());
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(5);

  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('radio', { name: 'True' }).check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  const textSaved = visitor.waitForResponse((r) => r.url().endsWith('/api/quizexam/save') && r.ok());
  await visitor
    .getByLabel(/How do you carry tools up a ladder\?/)
    .fill('In a bag on my shoulder, hands free.');
  await textSaved;
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await visitor
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(visitor.getByText('2 / 3 points (66.67%)')).toBeVisible();
  await expect(visitor.getByText('Waiting for grading')).toBeVisible();
  await context.close();

  // The author grades the text answer; the score follows; the per-question page shows the chart and its table.
  await page.goto(details);
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await page.getByRole('link', { name: visitorEmail }).click();
  const score = page.getByTestId('attempt-score');
  await expect(score).toHaveText('2 / 3 (66.67%)');
  const points = page.getByLabel('Points for question 3');
  await points.fill('1');
  await page.locator('form').filter({ has: points }).getByRole('button', { name: 'Save grade' }).click();
  await expect(score).toHaveText('3 / 3 (100%)');

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Ladder safety' })
    .click();
  await page.getByRole('link', { name: 'Results by question' }).click();
  const regions = page.getByRole('region');
  await expect(regions).toHaveCount(3);
  await expect(regions.first().locator('canvas')).toBeVisible();
  await expect(
    page.getByRole('table', { name: /^Answers to question \d: How do you carry tools/ }),
  ).toBeAttached();
});
