import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';

/**
 * Issue 34, the quiz authoring pages (docs/quizzes-and-surveys.md, "Authoring pages"): a member creates a quiz, adds
 * three questions with the editor, reorders them with Move up and by drag, gives it a 2-minute time limit, and after a reload
 * finds all of it kept.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const saved = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.status() === 200);

async function addQuestion(page: Page, type: string) {
  await page.getByLabel('Question type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/question\/\d+$/);
  await expect(page.getByText(`Type: ${type}`)).toBeVisible();
}

/** Drags a question row by its handle below another row, as a person with a mouse (interactjs hears pointer events). */
async function dragBelow(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.locator('[data-reorder-handle]').boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('rows not visible');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 8, { steps: 3 });
  await page.mouse.move(x, to.y + to.height - 4, { steps: 10 });
  await page.mouse.up();
}

async function saveAndGoBack(page: Page) {
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/details\/\d+$/);
}

test('a member builds a quiz with three question types, reorders it, sets a time limit, and finds it all after a reload', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/list');
  await page.getByLabel('New quiz name').fill('Fire safety check');
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety check' })).toBeVisible();
  await expect(page.getByText('No questions yet.')).toBeVisible();

  // Single choice: a refusal (two correct options cannot be) keeps what was typed.
  await addQuestion(page, 'Single choice');
  await page.getByLabel('Question', { exact: true }).fill('Where is the assembly point?');
  await page.getByLabel('Option 1', { exact: true }).fill('The car park');
  await page.getByLabel('Option 2', { exact: true }).fill('The canteen');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 3', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('alert')).toHaveText('Every option needs a text.');
  await expect(page.getByLabel('Option 2', { exact: true })).toHaveValue('The canteen');
  await page.getByRole('button', { name: 'Remove option 3' }).click();
  await page.getByLabel('Option 1 is correct').check();
  await saveAndGoBack(page);

  await addQuestion(page, 'True / false');
  await page.getByLabel('Question', { exact: true }).fill('Lifts may be used during a fire.');
  await page.getByRole('radio', { name: 'False' }).check();
  await saveAndGoBack(page);

  await addQuestion(page, 'Short text');
  await page.getByLabel('Question', { exact: true }).fill('Which number do you call for the fire brigade?');
  await page.getByRole('button', { name: 'Add accepted answer' }).click();
  await page.getByLabel('Accepted answer 1', { exact: true }).fill('112');
  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Back to the quiz' }).click();
  const leave = page.getByRole('dialog');
  await expect(leave).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Accepted answer 1', { exact: true })).toHaveValue('112');
  await saveAndGoBack(page);

  const questions = page.getByRole('list', { name: 'Questions' });
  const texts = () => questions.locator('.quiz-question-row__text');
  await expect(texts()).toHaveText([
    'Where is the assembly point?',
    'Lifts may be used during a fire.',
    'Which number do you call for the fire brigade?',
  ]);
  const reordered = saved(page, 'quiz/reorder');
  await page
    .getByRole('button', { name: 'Move up: question 3, Which number do you call for the fire brigade?' })
    .click();
  await reordered;
  await expect(
    page.getByRole('button', { name: 'Move up: question 2, Which number do you call for the fire brigade?' }),
  ).toBeFocused();

  // Dragging the first row below the second sends the same call.
  const rows = questions.getByRole('listitem');
  const dragged = saved(page, 'quiz/reorder');
  await dragBelow(page, rows.nth(0), rows.nth(1));
  await dragged;
  await expect(texts()).toHaveText([
    'Which number do you call for the fire brigade?',
    'Where is the assembly point?',
    'Lifts may be used during a fire.',
  ]);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Settings' })).toBeVisible();
  await page.getByLabel('Time limit (minutes)').fill('2');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time limit (minutes)')).toHaveValue('2');

  await page.getByRole('link', { name: 'Back to the quiz' }).click();
  await page.reload();
  await expect(texts()).toHaveText([
    'Which number do you call for the fire brigade?',
    'Where is the assembly point?',
    'Lifts may be used during a fire.',
  ]);
  await expect(questions.locator('.quiz-question-row__facts')).toHaveText([
    'Short text · 1 point',
    'Single choice · 1 point',
    'True / false · 1 point',
  ]);
  await texts().nth(0).click();
  await expect(page.getByLabel('Accepted answer 1', { exact: true })).toHaveValue('112');
  await page.goBack();
  await texts().nth(1).click();
  await expect(page.getByLabel('Option 1 is correct')).toBeChecked();
  await expect(page.getByLabel('Option 2', { exact: true })).toHaveValue('The canteen');
});
