import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/axe';
import { SURVEY_EXAM_IDS } from '../fixtures/surveys/surveys';
import { ADMIN, MEMBER, MockControl, signIn } from './support/gridwork';
import { fitsTheViewport } from './support/layout';
import { clearInbox, codeFromInbox } from './support/mail';

/**
 * Issue 34, surveys: a member builds a survey, lets everyone answer it, two colleagues answer it in their own browsers
 * and the member's open per-question results follow live; the demo survey's results show its NPS.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const PRIYA = 'priya@demo.test';

/** Adds a question of a type from the details page, writes its text and options in the editor, and goes back. */
async function addQuestion(page: Page, type: string, text: string, options: string[] = []) {
  await page.getByLabel('New question type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page).toHaveURL(/\/modules\/survey\/question\/\d+$/);
  await page.getByLabel('Question', { exact: true }).fill(text);
  for (const [i, option] of options.entries()) await page.getByLabel(`Option ${i + 1}`).fill(option);
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question saved.' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to the questions' }).click();
  await expect(page.getByRole('link', { name: text, exact: true })).toBeVisible();
}

/** A colleague answers the survey in a browser of their own and sees the thank-you text. */
async function answerAs(browser: Browser, email: string, surveyId: string, choice: string, score: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`/modules/survey/exam/pre?surveyId=${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Canteen lunch' })).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  await page.getByRole('radio', { name: choice }).check();
  await page
    .getByRole('group', { name: /How likely are you to recommend the canteen/ })
    .getByRole('radio', { name: score, exact: true })
    .check();
  await expect(page.getByText('2 of 2 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Survey completed' })).toBeVisible();
  await expect(page.getByText('Thank you for your response.')).toBeVisible();
  await context.close();
}

test('a member builds a survey, two colleagues answer it, and the chart table shows both answers live', async ({
  page,
  browser,
}) => {
  await signIn(page, MEMBER);
  await page.getByRole('navigation').getByRole('link', { name: 'Surveys' }).first().click();
  await expect(page).toHaveURL('/modules/survey/list');
  await expect(page.getByRole('link', { name: 'Site visit feedback', exact: true })).toBeVisible();
  await page.getByLabel('New survey name').fill('Canteen lunch');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/modules\/survey\/details\/\d+$/);
  const surveyId = page.url().split('/').pop()!;

  await addQuestion(page, 'Single choice', 'Which lunch did you have?', ['Soup', 'Salad']);
  await addQuestion(page, 'Likelihood to recommend 0-10', 'How likely are you to recommend the canteen?');
  // The 0-10 question goes first, and back.
  await page.getByRole('button', { name: 'Move up question 2' }).click();
  await expect(page.locator('.survey-details__question').first()).toContainText('How likely');
  await page.getByRole('button', { name: 'Move down question 1' }).click();
  await expect(page.locator('.survey-details__question').first()).toContainText('Which lunch');
  // Dragged by its handle (interactjs) above the first, then back with the buttons.
  const handles = page.locator('.survey-details__handle');
  const [first, second] = [await handles.nth(0).boundingBox(), await handles.nth(1).boundingBox()];
  await page.mouse.move(second!.x + second!.width / 2, second!.y + second!.height / 2);
  await page.mouse.down();
  await page.mouse.move(first!.x + first!.width / 2, first!.y - 10, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator('.survey-details__question').first()).toContainText('How likely');
  await page.getByRole('button', { name: 'Move down question 1' }).click();
  await expect(page.locator('.survey-details__question').first()).toContainText('Which lunch');

  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('checkbox', { name: 'Everyone in the workspace' }).check();
  await page.getByRole('button', { name: 'Save who may manage and answer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Who may manage and answer is saved.' }),
  ).toHaveCount(1);

  // The per-question results are open while the colleagues answer.
  await page.getByRole('link', { name: 'Results by question' }).click();
  await expect(page).toHaveURL(`/modules/survey/resultsQuestions/${surveyId}`);
  const choices = page.getByRole('table', { name: 'Answers to “Which lunch did you have?”' });
  await expect(choices.getByRole('row', { name: 'Soup 0 0%' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');

  await answerAs(browser, PRIYA, surveyId, 'Soup', '9');
  await answerAs(browser, ADMIN, surveyId, 'Salad', '3');

  await expect(choices.getByRole('row', { name: 'Soup 1 50%' })).toBeVisible();
  await expect(choices.getByRole('row', { name: 'Salad 1 50%' })).toBeVisible();
  const scores = page.getByRole('table', {
    name: 'Answers to “How likely are you to recommend the canteen?”',
  });
  await expect(scores.getByRole('row', { name: '9 1 50%' })).toBeVisible();
  await expect(scores.getByRole('row', { name: '3 1 50%' })).toBeVisible();
  // One promoter and one detractor: 50% - 50%.
  await expect(page.getByText('1 promoters (9-10) · 0 passives (7-8) · 1 detractors (0-6)')).toBeVisible();

  await page.getByRole('link', { name: 'Responses' }).click();
  await expect(page.getByRole('link', { name: 'Priya Patel' })).toBeVisible();
  await expect(page.getByText('2 completed · 0 in progress')).toBeVisible();
});

test("the demo survey's results show its Net Promoter Score and its text answers can be searched", async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/survey/resultsQuestions/1200');
  const nps = page.locator('.survey-result__nps');
  await expect(nps).toContainText('NPS +36');
  await expect(nps).toContainText('14 promoters (9-10) · 6 passives (7-8) · 5 detractors (0-6)');
  const texts = page.getByRole('article', { name: /Anything else we should know/ });
  const all = await texts.getByRole('listitem').count();
  expect(all).toBeGreaterThan(1);
  await texts.getByLabel('Search the answers').fill('parking');
  await expect(texts.getByRole('status')).toContainText(`of ${all} answers shown`);
  for (const item of await texts.getByRole('listitem').all()) await expect(item).toContainText(/parking/i);
});

test('the manager shares the demo survey by link; an outside visitor proves the e-mail with the mailed code and answers', async ({
  page,
  browser,
}) => {
  const visitorEmail = 'olga@outside.test';
  await clearInbox();
  await signIn(page, MEMBER);
  await page.goto('/modules/survey/users?surveyId=1200');
  await expect(page.getByRole('heading', { name: 'Share by link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Anyone with the link may answer this survey' }).check();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/modules\/survey\/share\/1200\?h=[A-Za-z0-9_-]{32}$/);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/modules\/survey\/login\/1200\?h=/);
  await expect(visitor.getByRole('heading', { name: 'Site visit feedback', level: 1 })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await expect(visitor.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await visitor.getByLabel('Code', { exact: true }).fill(await codeFromInbox(visitorEmail));
  await visitor.getByRole('button', { name: 'Continue' }).click();

  await expect(visitor).toHaveURL(/\/modules\/survey\/exam\/pre\?surveyId=1200$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Site visit feedback' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Start' }).click();
  await visitor.getByRole('radio', { name: 'Bridge inspection' }).check();
  await visitor
    .getByRole('group', { name: /How well was the visit organised/ })
    .getByRole('radio', { name: '4', exact: true })
    .check();
  await visitor
    .getByRole('group', { name: /How likely are you to recommend our site team/ })
    .getByRole('radio', { name: '9', exact: true })
    .check();
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('heading', { name: 'Survey completed' })).toBeVisible();
  await expect(visitor.getByText('Thanks! The site team reads every answer each Friday.')).toBeVisible();
  await context.close();
});

test('a respondent reads their own response without a link to every response; its manager has the link', async ({
  page,
  browser,
}) => {
  // Finn's first response to "Site visit feedback" (the demo's third).
  const report = `/modules/survey/exam/report/${SURVEY_EXAM_IDS.firstFeedback + 2}`;
  const context = await browser.newContext();
  const finn = await context.newPage();
  await signIn(finn, 'field@demo.test');
  await finn.goto(report);
  await expect(finn.getByText('Response of Finn Field')).toBeVisible();
  await expect(finn.getByRole('link', { name: 'All responses' })).toHaveCount(0);
  await context.close();
  await signIn(page, MEMBER);
  await page.goto(report);
  await expect(page.getByText('Response of Finn Field')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All responses' })).toHaveAttribute(
    'href',
    '/modules/survey/results/1200',
  );
});

test("the survey's Users page offers the workspace's teams and keeps the one chosen", async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/survey/users?surveyId=1200');
  const answer = page.getByRole('group', { name: 'Who may answer' });
  await expect(answer.getByRole('checkbox', { name: 'Everyone in the workspace' })).toBeChecked();
  await expect(answer.getByRole('checkbox', { name: 'Design Team' })).not.toBeChecked();
  await answer.getByRole('checkbox', { name: 'Everyone in the workspace' }).uncheck();
  await answer.getByRole('checkbox', { name: 'Field Team' }).check();
  await page.getByRole('button', { name: 'Save who may manage and answer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Who may manage and answer is saved.' }),
  ).toHaveCount(1);
  await page.reload();
  await expect(answer.getByRole('checkbox', { name: 'Field Team' })).toBeChecked();
  await expect(answer.getByRole('checkbox', { name: 'Everyone in the workspace' })).not.toBeChecked();
});

test('at phone width the survey Users table scrolls in its own box and the page stays put', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/modules/survey/users?surveyId=1200');
  const table = page.getByRole('table', { name: 'People of the workspace' });
  await expect(table).toBeVisible();
  await fitsTheViewport(page);
  await expect(
    page.locator('.table-scroll').getByRole('table', { name: 'People of the workspace' }),
  ).toBeVisible();
});

test('the Excel export holds a row per response with every answer, beside the counts', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/modules/survey/results/1200');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Site-visit-feedback.xlsx');
  const bytes = readFileSync(await download.path());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Responses', 'Questions']);
  const responses = book.getWorksheet('Responses')!;
  expect(responses.getRow(1).getCell(2).value).toBe('Respondent');
  expect(responses.getRow(1).getCell(9).value).toBe('5. Rate the site facilities.: Parking');
  // The 25 completed responses, Finn's the third: his text answer in full.
  expect(responses.rowCount).toBe(26);
  expect(responses.getRow(4).getCell(2).value).toBe('Finn Field');
  expect(responses.getRow(4).getCell(10).value).toBe('Bring wet-weather gear.');
});
