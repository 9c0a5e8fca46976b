import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { FIRST_TASK_ID, tasks } from '../fixtures/tasks/tasks';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';

/** Issue 14: tasks, workflows and project tags, as people use them in Chromium against the mock server and hub. */
const PRIYA = 'priya@demo.test';
const FINN = 'field@demo.test';
/** The id the next new task gets after a reset (one above the fixtures'). */
const NEXT_TASK_ID = FIRST_TASK_ID + tasks.length;

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const statusNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Statuses' })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Drags a status row by its handle onto another row, like a person with a mouse (interactjs listens to pointer events). */
async function dragStatus(page: Page, source: Locator, target: Locator, below: boolean): Promise<void> {
  const from = await source.locator('[data-reorder-handle]').boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('rows not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, below ? to.y + to.height - 4 : to.y + 4, { steps: 10 });
  await page.mouse.up();
}

test('an administrator creates a workflow, orders its statuses by keyboard and by drag, and a tag', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/setup/workflow/new');
  await page.getByLabel('Name', { exact: true }).fill('Audit');
  await page.getByLabel('Name of status 1').fill('Open');
  await page.getByRole('button', { name: 'Add status' }).click();
  await page.getByLabel('Name of status 2').fill('Fieldwork');
  await page.getByRole('button', { name: 'Add status' }).click();
  await page.getByLabel('Name of status 3').fill('Closed');

  // Keyboard: Move up on the third status, then the focus stays on the button that moved with it.
  const moveUp = page.getByRole('button', { name: 'Move up: Closed' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => statusNames(page)).toEqual(['Open', 'Closed', 'Fieldwork']);
  await expect(
    page.getByRole('status').filter({ hasText: 'Closed moved to position 2 of 3.' }),
  ).toBeAttached();
  await expect(moveUp).toBeFocused();
  // Move up on the first status is aria-disabled, not disabled: it keeps its focus and says why nothing moved.
  await page.getByRole('button', { name: 'Move up: Open' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Open is already first.' })).toBeAttached();

  // Pointer: drag Open below Fieldwork.
  const rows = page.getByRole('list', { name: 'Statuses' }).getByRole('listitem');
  await dragStatus(page, rows.nth(0), rows.nth(2), true);
  await expect.poll(() => statusNames(page)).toEqual(['Closed', 'Fieldwork', 'Open']);
  await expect(rows.nth(0)).toContainText('First');

  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(toast(page, 'Workflow saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/workflow\/details\/\d+$/);
  await page.reload();
  await expect.poll(() => statusNames(page)).toEqual(['Closed', 'Fieldwork', 'Open']);
  await page.goto('/setup/workflow/list');
  await expect(page.getByRole('listitem', { name: 'Audit' })).toContainText('Closed → Fieldwork → Open');

  await page.goto('/setup/projecttag/list');
  await page.getByLabel('New tag').fill('Urgent');
  await page.getByRole('radio', { name: 'Red' }).first().check();
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('listitem', { name: 'Urgent' })).toContainText('0 projects');
  await page.getByLabel('New tag').fill('urgent');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('A project tag with this name already exists.').first()).toBeVisible();
});

test('a member creates a task in a project for another member, whose open tab shows the notification', async ({
  page,
  browser,
}) => {
  // Priya's tab is open, her bell with nothing unread: no count on it.
  const priyaContext = await browser.newContext();
  const priya = await priyaContext.newPage();
  await signIn(priya, PRIYA);
  await expect.poll(() => priya.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await expect(priya.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();
  await expect(priya.getByTestId('notification-count')).toHaveCount(0);

  await signIn(page, MEMBER);
  await page.goto('/project/details/100');
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required!')).toBeVisible();
  await dialog.getByLabel('Title').fill('Fix the door closer in room 2.04');
  await dialog.getByLabel('Description').fill('It slams.');
  await expect(dialog.getByLabel('Project', { exact: true })).toHaveValue('100');
  await dialog.getByLabel('Category').selectOption({ label: 'Follow-up' });
  await dialog.getByRole('checkbox', { name: 'Priya Patel' }).check();
  await dialog.getByLabel('Due date', { exact: true }).fill('12/10/2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Task created.')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Project tasks' })
      .getByRole('listitem', { name: 'Fix the door closer in room 2.04' }),
  ).toContainText('Priya Patel');

  // Pushed over the hub: her bell changes without a reload, and the notification is there.
  await expect(priya.getByTestId('notification-count')).toHaveText('1');
  await priya.getByRole('link', { name: 'Notifications (1 unread)' }).click();
  await expect(
    priya.getByText('Mel Member assigned you "Fix the door closer in room 2.04" in Office Renovation.'),
  ).toBeVisible();
  await priyaContext.close();

  // Finn works in the Field Team: he neither sees the task nor opens it.
  const finnContext = await browser.newContext();
  const finn = await finnContext.newPage();
  await signIn(finn, FINN);
  await finn.goto('/task/list');
  await finn.getByLabel('Search by title', { exact: true }).fill('door closer');
  await expect(finn.getByText('No task matches these filters.')).toBeVisible();
  // A link to it (as Mel could send him) lands on the forbidden page.
  await finn.goto(`/task/list?task=${NEXT_TASK_ID}`);
  await expect(finn).toHaveURL(/\/403$/);
  await finnContext.close();
});

test('the quick filters narrow the list; a task completes and stars with one click', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/task/list');
  const list = page.getByRole('list', { name: 'Tasks' });
  const count = page.locator('.task-count');
  await expect(count).toHaveText(/^\d+ tasks$/);
  const open = Number((await count.textContent())!.split(' ')[0]);

  await page.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Mine' });
  await expect(count).not.toHaveText(`${open} tasks`);
  await expect(list.getByRole('listitem').first()).toContainText('Mel Member');
  const mine = Number((await count.textContent())!.split(' ')[0]);
  expect(mine).toBeLessThan(open);

  await page.getByLabel('Star', { exact: true }).selectOption({ label: 'Starred' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Without a project' });
  await expect(list.getByRole('listitem')).toHaveText([/Book the team lunch/]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(`${open} tasks`);

  await page.getByLabel('Search by title', { exact: true }).fill('floor tiles');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem', { name: 'Order floor tiles for level 2' });
  await row.getByRole('button', { name: 'Star “Order floor tiles for level 2”' }).click();
  await expect(row.getByRole('button', { name: 'Star “Order floor tiles for level 2”' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await row.getByRole('checkbox', { name: 'Complete “Order floor tiles for level 2”' }).check();
  await expect(
    row.getByRole('checkbox', { name: 'Mark “Order floor tiles for level 2” not completed' }),
  ).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: '“Order floor tiles for level 2” completed.' }),
  ).toBeAttached();
  // Read/Write holds no Delete: nothing to delete with.
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
  await expect(list.getByRole('listitem', { name: 'Order floor tiles for level 2' })).toBeVisible();
  await page.getByLabel('Search by title', { exact: true }).fill('');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Not Completed' });
  // The closed project's tasks are all done; Bridge Inspection (Field Team) is not Mel's to choose.
  await expect(
    page.getByLabel('Project', { exact: true }).locator('option', { hasText: 'Bridge Inspection' }),
  ).toHaveCount(0);
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Warehouse Move (closed)' });
  await expect(page.getByText('No task matches these filters.')).toBeVisible();
});

test('an administrator edits a project’s plan and deletes a task after confirming', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/project/details/102');
  await page.getByRole('button', { name: 'Edit project' }).click();
  const form = page.getByRole('form', { name: 'Edit project' });
  await form.getByLabel('Workflow', { exact: true }).selectOption({ label: 'Inspection cycle' });
  await expect(form.getByLabel('Current status')).toHaveValue('511');
  await form.getByLabel('Current status').selectOption({ label: 'Report drafting' });
  await form.getByRole('checkbox', { name: 'Safety' }).check();
  await form.getByLabel('Delivery end date', { exact: true }).fill('01/01/2026');
  await form.getByRole('button', { name: 'Save project' }).click();
  await expect(form.getByText('You must input a valid date range.')).toBeVisible();
  await form.getByLabel('Delivery end date', { exact: true }).fill('01/29/2027');
  await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
  await form.getByRole('button', { name: 'Save project' }).click();
  await expect(toast(page, 'Project saved.')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText('Inspection cycle: Report drafting');
  await expect(plan).toContainText('Closed');
  await expect(plan.getByRole('list', { name: 'Tags' })).toContainText('Safety');
  // A closed project takes no new task.
  await expect(
    page.getByRole('region', { name: 'Tasks' }).getByRole('button', { name: 'New task' }),
  ).toHaveCount(0);

  await page.goto('/project/list');
  await expect(page.getByRole('link', { name: 'Annual Report' })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active and Closed' });
  await expect(page.getByRole('link', { name: 'Annual Report' })).toBeVisible();

  await page.goto('/task/list');
  await settled(page);
  await page.getByLabel('Search by title', { exact: true }).fill('survey boat');
  const row = page.getByRole('listitem', { name: 'Book the survey boat' });
  await row.getByRole('button', { name: 'Delete “Book the survey boat”' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete Task?' });
  await expect(ask).toContainText(
    'The task "Book the survey boat" will be deleted for everyone. This cannot be undone.',
  );
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task deleted.')).toBeVisible();
  await expect(page.getByText('No task matches these filters.')).toBeVisible();
});

test('a new project keeps its description’s line breaks, and its empty task list is not blamed on filters (issue 32)', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/project');
  await page.getByLabel('Name', { exact: true }).fill('Bridge Survey');
  await page.getByLabel('Description').fill('North span\nSouth span');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/project\/details\/\d+/);
  const description = page.locator('.project-description');
  await expect(description).toHaveText('North span\nSouth span');
  await expect(description).toHaveCSS('white-space', 'pre-line');
  // innerText follows the rendering: without pre-line the break folds into a space.
  expect(await description.evaluate((el) => (el as HTMLElement).innerText)).toBe('North span\nSouth span');
  await expect(page.getByText('This project has no tasks yet.')).toBeVisible();
  await expect(page.getByText('No task matches these filters.')).toHaveCount(0);
});
