import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';

/**
 * Issue 34, an author's preview of a quiz (docs/quizzes-and-surveys.md, "Preview and reports"): Mel previews the demo
 * quiz from its introduction, answers all but one question with the exam's own page and timer, submits after the
 * confirmation lists the unanswered one, reads the key in the preview's report, and the results hold no preview.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

interface ResultsList {
  Attempts: { QuizExamId: number; TakerName: string }[];
}

/** The results list as the SPA asks for it (Mel, the quiz's creator, is user 2 of workspace 1). */
const results = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/quizresult/list?quizId=1100', {
      headers: { ScopeId: '0', Uid: '2', WorkspaceId: '1' },
    });
    return (await answer.json()) as ResultsList;
  });

test('an author previews the demo quiz, submits with a question unanswered, reads the key, and the results hold no preview', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/list');
  const before = await results(page);
  expect(before.Attempts.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Preview Site safety basics' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/exam\/pre\/preview\?quizId=1100$/);
  await expect(page.getByRole('note')).toHaveText('Preview: this attempt is not recorded');
  await expect(page.getByRole('heading', { name: 'Site safety basics' })).toBeVisible();
  await expect(page.getByText('15 minutes')).toBeVisible();
  await page.getByRole('link', { name: 'Start preview' }).click();

  await expect(page).toHaveURL(/\/modules\/quiz\/exam\/preview\?quizId=1100$/);
  await expect(page.getByRole('note')).toHaveText('Preview: this attempt is not recorded');
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await page.getByRole('radio', { name: 'Yellow' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Safety glasses' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Which extinguisher type/ }).fill('CO2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Maximum gap/ }).fill('25');
  await expect(page.getByText('5 of 6 answered')).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the quiz?' });
  await expect(confirm).toContainText('Question 6 is not answered.');
  await confirm.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/modules\/quiz\/exam\/report\/preview\/1100$/);
  await expect(page.getByRole('note')).toHaveText('Preview: this attempt is not recorded');
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByText('Correct answer: White')).toBeVisible();
  await expect(page.getByText('White marks supervisors; visitors wear blue.')).toBeVisible();

  const after = await results(page);
  expect(after.Attempts.map((a) => a.QuizExamId)).toEqual(before.Attempts.map((a) => a.QuizExamId));
  expect(after.Attempts.map((a) => a.TakerName)).not.toContain('Mel Member');
});
