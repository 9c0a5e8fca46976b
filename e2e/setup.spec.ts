import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * The last setup screens (issue 35) in Chromium against the mock server and its hub: team approval, where a workspace
 * user's request to add someone to their team waits until an administrator, in another browser, approves it.
 */
const PRIYA = 'priya@demo.test';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('with team approval on, a member’s team join waits until an administrator approves it, and the member is told', async ({
  page,
  browser,
}) => {
  // The administrator turns approval on for team joins.
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Setup' }).click();
  await page.getByRole('link', { name: 'Team approval' }).click();
  await expect(page).toHaveURL(/\/setup\/admin$/);
  await expect(page.getByRole('heading', { name: 'Team approval', level: 1 })).toBeVisible();
  const joins = page.getByRole('switch', { name: /A member joining a team/ });
  await expect(joins).not.toBeChecked();
  await joins.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'The team approval settings were saved.')).toBeVisible();

  // Priya, a workspace user of the Design Team, asks in her own browser to add Finn to it.
  const priya = await freshPage(browser);
  await signIn(priya, PRIYA);
  await expect(priya.locator('body')).toHaveAttribute('data-hub', 'connected');
  await priya.getByRole('button', { name: 'Add to team' }).click();
  const dialog = priya.getByRole('dialog', { name: 'Add to a team' });
  await expect(dialog.getByRole('note')).toHaveText(
    'Adding a user of the workspace waits for an administrator’s approval.',
  );
  await dialog.getByLabel('E-mail address').fill('field@demo.test');
  await expect(dialog.getByLabel('Team', { exact: true })).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    toast(priya, "Your request to add Finn Field to Design Team is waiting for an administrator's approval."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The administrator sees it in the queue (after the seeded ones) and approves it.
  await page.reload();
  const queue = page.getByRole('list', { name: 'Requests waiting for approval' });
  const request = queue
    .getByRole('listitem')
    .filter({ hasText: 'Priya Patel asks to add Finn Field to Design Team.' });
  await expect(request).toContainText('Team join');
  await request.getByRole('button', { name: 'Approve: add Finn Field to Design Team' }).click();
  await expect(toast(page, 'Approved: add Finn Field to Design Team.')).toBeVisible();
  await expect(request).toBeHidden();

  // Priya is told at once: a toast in her open tab and a notification in her bell list.
  const approved = 'An administrator approved your request to add Finn Field to Design Team.';
  await expect(toast(priya, approved)).toBeVisible();
  await expect(priya.getByTestId('notification-count')).toHaveText('1');
  await priya.getByRole('link', { name: /^Notifications/ }).click();
  await expect(priya.getByRole('list', { name: 'Your notifications' }).getByText(approved)).toBeVisible();

  // Finn is now in the Design Team.
  await page.goto('/workspace/1/teams');
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: 'Design Team' })).toContainText('Finn Field');
  await priya.context().close();
});

test('a project’s page shows the workspace’s project summaries as tables of figures over its form instances', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/project/details/100');
  await expect(page.getByRole('heading', { name: 'Office Renovation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summaries', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Expense totals' });
  // The demo "Expense Claim" of this project: travel 120.00, meals 45.50, lodging 310.00.
  await expect(table.getByRole('row')).toHaveText([
    /Form group\s*Field\s*Function\s*Value/,
    /Finance\s*Total\s*Sum\s*475\.5/,
    /Finance\s*Travel\s*Average\s*120/,
    /Finance\s*Lodging\s*Maximum\s*310/,
    /Finance\s*Total\s*Count\s*1/,
  ]);
  await settled(page);
});

test('an administrator creates a project summary and sees its totals on a project’s page', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/setup/projectsummary/list');
  await expect(page.getByRole('heading', { name: 'Project Summaries', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Project summaries' })).toContainText('Expense totals');
  await page.getByRole('link', { name: 'New summary' }).click();
  await expect(page).toHaveURL(/\/setup\/projectsummary\/new$/);
  await page.getByLabel('Name').fill('Meals');
  // Saving without a group is refused with the rule's sentence, and the name stays as typed.
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pick at least one form group.');
  await expect(page.getByLabel('Name')).toHaveValue('Meals');
  await page.getByRole('checkbox', { name: 'Finance' }).check();
  await page.getByLabel('Field').selectOption({ label: 'Expense Claim › Meals' });
  await page.getByLabel('Function').selectOption({ label: 'Maximum' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('list', { name: 'Lines' })).toHaveText(
    'Maximum of Expense Claim › MealsRemove',
  );
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(toast(page, 'Project summary saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/projectsummary\/details\/\d+$/);

  await page.goto('/project/details/100');
  const table = page.getByRole('table', { name: 'Meals' });
  await expect(table.getByRole('row').nth(1)).toHaveText(/Finance\s*Meals\s*Maximum\s*45\.5/);
  await settled(page);
});
