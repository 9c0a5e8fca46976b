import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';

/**
 * Issue 34, quizzes (module 1100), as far as built: an author's list (create), and a taker who answers, reloads midway
 * and resumes with the same time left, submits after the confirmation listing what is unanswered, and sees the score.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return m! * 60 + s!;
};

test('a taker answers, reloads and resumes with the same time left, submits and sees the score', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/list');
  await expect(page.getByRole('heading', { name: 'Site safety basics' })).toBeVisible();
  await page.getByLabel('New quiz name').fill('Fire drill');
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Fire drill' })).toBeVisible();
  // The new quiz opens on its details page (e2e/quiz-authoring.spec.ts goes on from there).
  await expect(page).toHaveURL(/\/modules\/quiz\/details\/\d+$/);
  await page.goto('/modules/quiz/list');

  await page.getByRole('link', { name: 'Take Site safety basics' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/getExam\/1100$/);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  await page.getByRole('radio', { name: 'White' }).check();
  await expect(page.getByText('1 of 6 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Safety glasses' }).check();
  await page.getByRole('checkbox', { name: 'Steel-toe boots' }).check();
  await page.getByRole('checkbox', { name: 'Hearing protection' }).check();
  // The autosave has answered before the reload.
  await page.waitForResponse((r) => r.url().endsWith('/api/quizexam/save') && r.status() === 200);

  const before = seconds(await timer.textContent());
  // The leave prompt of an incomplete quiz: the browser asks before the page unloads.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByText('2 of 6 answered')).toBeVisible();
  const after = seconds(await timer.textContent());
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(5);
  await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();

  await page.getByRole('button', { name: 'Question 3' }).click();
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the quiz?' });
  await expect(confirm).toContainText('Questions 4, 5 and 6 are not answered.');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByText('4 / 9 points (44.44%)')).toBeVisible();
  await expect(page.getByText('Not passed · pass mark 60%')).toBeVisible();
  await expect(page.getByText('White marks supervisors; visitors wear blue.')).toBeVisible();
});
