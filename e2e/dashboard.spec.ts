import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MEMBER, MockControl, signIn, toast } from './support/gridwork';
import { fitsTheViewport } from './support/layout';

/** Issue 35, dashboard: a member's start of the day, live from the hub, with a table beside its chart. */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

/** Today in the demo workspace's time zone, as the task dialog takes it. */
const todayTyped = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date());

const dueToday = (page: Page): Locator =>
  page.getByRole('region', { name: /^My tasks/ }).locator('.dashboard-tasks__group--today');

test("a member's dashboard changes, without a reload, when an administrator assigns them a task elsewhere", async ({
  page,
  browser,
}) => {
  // Mel's dashboard is open.
  await signIn(page, MEMBER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  const heading = dueToday(page).getByRole('heading', { level: 3 });
  await expect(heading).toHaveText(/^Due today \d+$/);
  const before = Number((await heading.textContent())!.replace(/\D/g, ''));
  await expect(dueToday(page).getByRole('link', { name: 'Call the tiler back' })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Ada, in a browser of her own, gives Mel a task due today.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/project/details/100');
  await admin.getByRole('button', { name: 'New task' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill('Call the tiler back');
  await dialog.getByRole('checkbox', { name: 'Mel Member' }).check();
  await dialog.getByLabel('Due date', { exact: true }).fill(todayTyped());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Task created.')).toBeVisible();
  await adminContext.close();

  // Mel's widget follows, in the same document (no reload), and the link opens the task.
  await expect(heading).toHaveText(`Due today ${before + 1}`);
  const task = dueToday(page).getByRole('link', { name: 'Call the tiler back' });
  await expect(task).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Dashboard updated' })).toHaveCount(1);
  await task.click();
  await expect(page).toHaveURL(/\/task\/list\?task=\d+/);
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('Call the tiler back');
});

test('the chart of completed tasks has a table a keyboard reaches, and each widget leads to its list', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/bar-chart-canvas|chart\.js/i.test(request.url())) chartRequests.push(request.url());
  });
  await signIn(page, MEMBER);
  // The member's first page does not load the chart library.
  expect(chartRequests).toEqual([]);
  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: /^Tasks completed per week/ });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect.poll(() => chartRequests.length).toBeGreaterThan(0);
  const table = chart.getByRole('table', { name: /Tasks you completed per week/ });
  // In the page for screen readers all along, with one row per week of the last eight.
  await expect(table.getByRole('row')).toHaveCount(9);

  const toggle = chart.getByRole('button', { name: 'Show as table' });
  for (let i = 0; i < 60 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table).toBeVisible();
  await expect(chart.locator('canvas')).toBeHidden();
  await expect(chart.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');

  // A status row opens the project list on that status, as many projects as the row counts.
  const closedRow = page
    .getByRole('region', { name: /^Projects by status/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Closed', exact: true }) });
  const closed = Number(await closedRow.locator('.dashboard-status-row__count').textContent());
  await closedRow.getByRole('link').click();
  await expect(page).toHaveURL('/project/list?status=100');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('100');
  if (closed > 0)
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(closed);
  else await expect(page.getByText('No project has this status.')).toBeVisible();
  await page.goBack();

  const tasks = page.getByRole('region', { name: /^My tasks/ });
  await expect(tasks.getByRole('heading', { level: 3, name: /^Overdue [1-9]/ })).toBeVisible();
  await tasks.getByRole('link', { name: 'View all my open tasks' }).click();
  await expect(page).toHaveURL('/task/list?assignee=mine');
  await expect(page.getByLabel('Assignee', { exact: true })).toHaveValue('mine');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('3');
});

test('the dashboard fits a 390 px phone, its hidden table included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, MEMBER);
  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: /^Tasks completed per week/ });
  await expect(chart.getByRole('table')).toBeAttached();
  await expect(chart.locator('canvas')).toBeVisible();
  await fitsTheViewport(page);
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await fitsTheViewport(page);
});
