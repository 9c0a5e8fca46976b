import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { quizQuestions, quizzes } from '../fixtures/quizzes/quizzes';
import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';

/**
 * Issue 34, the quiz results pages: Mel, who made "Site safety basics", reads its attempts (by the demo users), sorts
 * them, exports what she sees to Excel, grades Lena's open text answer, reads the per-question chart and its table,
 * and watches her open results page take in an attempt submitted in another browser.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const SAFETY = 1100;
const FINN = 'field@demo.test';

const bodyRows = (table: Locator) => table.locator('tbody tr');
const columnTexts = async (table: Locator, column: number) =>
  (await bodyRows(table).all()).length === 0
    ? []
    : bodyRows(table).locator(`:is(th, td):nth-child(${column})`).allInnerTexts();

async function workbookOf(path: string): Promise<ExcelJS.Workbook> {
  const bytes = readFileSync(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

test('a manager sorts the attempts, exports them to Excel, grades a text answer and reads the per-question chart', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/quiz/list');
  await page.getByRole('link', { name: 'Results of Site safety basics' }).click();
  await expect(page).toHaveURL(`/modules/quiz/results/${SAFETY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results: Site safety basics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Attempts at Site safety basics' });
  await expect(bodyRows(table)).toHaveCount(5);
  await expect(page.getByText('Showing all 5 attempts')).toBeVisible();

  // Sort by percent, highest first, from the column's header button.
  const percent = table.getByRole('columnheader', { name: /Percent/ });
  await percent.getByRole('button').click();
  await expect(percent).toHaveAttribute('aria-sort', 'descending');
  const percents = (await columnTexts(table, 3)).map((t) => Number(t.replace('%', '')));
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  const takers = (await columnTexts(table, 1)).map((t) => t.split('\n')[0]!.trim());
  expect(takers).toHaveLength(5);

  // The workbook holds the rows as shown, in the same order, figures as numbers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Site safety basics results.xlsx');
  const sheet = (await workbookOf(await download.path())).worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Taker');
  expect(sheet.getRow(1).getCell(6).value).toBe('Percent');
  expect(sheet.rowCount).toBe(6);
  const rows = [2, 3, 4, 5, 6].map((n) => sheet.getRow(n));
  expect(rows.map((r) => r.getCell(1).value)).toEqual(takers);
  expect(rows.map((r) => r.getCell(6).value)).toEqual(percents);
  expect(rows.find((r) => r.getCell(1).value === 'Lena Novak')!.getCell(3).value).toBe('Needs grading');

  // Lena's open answer waits for a grade: Mel gives it 2 of 3 points and the score follows.
  await table.getByRole('link', { name: 'Lena Novak' }).click();
  await expect(page).toHaveURL(/\/modules\/quiz\/results\/edit\/11104$/);
  const score = page.getByTestId('attempt-score');
  await expect(score).toHaveText('3 / 9 (33.33%)');
  const points = page.getByLabel('Points for question 6');
  const save = page.locator('form').filter({ has: points }).getByRole('button', { name: 'Save grade' });
  await points.fill('4');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Points must be a number from 0 to 3.');
  await expect(points).toHaveValue('4');
  await points.fill('2');
  await save.click();
  await expect(score).toHaveText('5 / 9 (55.56%)');
  await expect(page.getByText('2 of 3 (graded by hand)')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Site safety basics' })
    .click();
  const lena = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Lena Novak' }) });
  await expect(lena).toContainText('Failed');
  await expect(lena).toContainText('55.56%');

  // Per question, hardest first: each a chart with its table, "Show as table" shows the table instead.
  await page.getByRole('link', { name: 'Results by question' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results by question: Site safety basics' }),
  ).toBeVisible();
  // Each question keeps its own number in the quiz, though the list runs hardest first.
  const inQuizOrder = quizzes
    .find((q) => q.QuizId === SAFETY)!
    .QuestionIds.map((id) => quizQuestions.find((q) => q.QuestionId === id)!.Text);
  const headings = await page.locator('.quiz-stat__text').allInnerTexts();
  expect(headings).toHaveLength(6);
  const numbers = headings.map((heading) => {
    const [, number, text] = /^Question (\d+): (.*)$/.exec(heading)!;
    expect(inQuizOrder.indexOf(text!) + 1).toBe(Number(number));
    return Number(number);
  });
  expect(numbers).not.toEqual([1, 2, 3, 4, 5, 6]);
  const first = page.getByRole('region').first();
  await expect(first.locator('canvas')).toBeVisible();
  const answers = first.getByRole('table', { name: new RegExp(`^Answers to question ${numbers[0]}:`) });
  await expect(answers.getByRole('columnheader')).toHaveText(['Answer', 'Takers', 'Correct']);
  expect(await bodyRows(answers).count()).toBeGreaterThan(1);
  await first.getByRole('button', { name: 'Show as table' }).click();
  await expect(answers).toBeVisible();
  await expect(first.locator('canvas')).toBeHidden();
  const rates = await page.locator('.quiz-stat__facts strong').allInnerTexts();
  const values = rates.map((t) => Number(t.replace('% correct', '')));
  expect(values).toHaveLength(6);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('the results page takes in an attempt submitted in another browser, without a reload', async ({
  page,
  browser,
}) => {
  await signIn(page, MEMBER);
  await page.goto(`/modules/quiz/results/${SAFETY}`);
  const table = page.getByRole('table', { name: 'Attempts at Site safety basics' });
  await expect(bodyRows(table)).toHaveCount(5);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Finn takes the quiz a second time, in a browser of his own.
  const finnContext = await browser.newContext();
  const finn = await finnContext.newPage();
  await signIn(finn, FINN);
  // Finn does not manage the quiz: its results are not his to see, and the page says why.
  await finn.goto(`/modules/quiz/results/${SAFETY}`);
  await expect(
    finn.getByText(
      'These results are for those who manage the quiz. Ask its creator or an administrator for manage rights.',
    ),
  ).toBeVisible();
  await expect(finn.getByRole('table')).toHaveCount(0);
  await finn.goto(`/modules/quiz/getExam/${SAFETY}`);
  const saved = finn.waitForResponse((r) => r.url().endsWith('/api/quizexam/save') && r.status() === 200);
  await finn.getByRole('radio', { name: 'White' }).check();
  await expect(page.getByText('Showing all 6 attempts')).toBeVisible();
  const inProgress = page.getByRole('row').filter({ hasText: 'In progress' });
  await expect(inProgress).toContainText('Finn Field');
  await saved;
  await finn.getByRole('button', { name: 'Submit' }).click();
  await finn
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(finn.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await finnContext.close();

  // Mel's page follows in the same document: no attempt in progress, Finn's new one failed with 1 of 9.
  await expect(inProgress).toHaveCount(0);
  const finnRows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Finn Field' }) });
  await expect(finnRows).toHaveCount(2);
  await expect(finnRows.filter({ hasText: '11.11%' })).toContainText('Failed');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
