import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

/** Issue 15: the Add/Edit Report Filter and Run Report dialogs, as a person uses them in Chromium against the mock server and hub. */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function openFilters(page: Page, report: string) {
  await page.goto('/report/list');
  await page.getByRole('link', { name: report, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${report}: Report Filters`, level: 1 })).toBeVisible();
  await settled(page);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
}

/** A day some weeks ahead, YYYY-MM-DD: in the future wherever the test runs. */
const future = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

test('adds a scheduled form report filter: the current user as recipient, daily, five deliveries; saves and runs it', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openFilters(page, 'Site Inspections');
  await page.getByRole('button', { name: 'New Report Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Form Report Filter' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.getByLabel('Recipient e-mail')).toBeDisabled();
  await expect(dialog.getByLabel('Recurrence')).toBeDisabled();
  await dialog.getByLabel('Name').fill('Daily site check');

  await dialog.getByLabel('Starting date').fill(future());
  const recipients = dialog.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem')).toHaveText([/admin@demo\.test/]);
  await expect(dialog.getByLabel('Recurrence')).toBeEnabled();
  await expect(dialog.getByLabel('Recurrence').locator('option:checked')).toHaveText('Daily');
  const deliveries = dialog.getByRole('list', { name: 'Next deliveries' }).getByRole('listitem');
  await expect(deliveries).toHaveCount(5);
  await expect(deliveries.first()).toHaveText(/3:00 AM P[SD]T/);
  await dialog.getByLabel('Recipient e-mail').fill('not an e-mail');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Invalid email!')).toBeVisible();
  await dialog.getByLabel('Recipient e-mail').fill('');
  await dialog.getByLabel('Transposed').check();
  await page.screenshot({ path: test.info().outputPath('add-form-report-filter.png'), fullPage: true });

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /Daily site check/ });
  await expect(row.getByRole('cell').nth(3)).toHaveText(/3:00 AM P[SD]T/);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Daily');

  // Edit shows what was saved; then run the saved filter and open the workbook reportReady delivers.
  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Form Report Filter' });
  await expect(edit.getByLabel('Name')).toHaveValue('Daily site check');
  await expect(edit.getByLabel('Transposed')).toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Run/ }).click();
  await expect(toast(page, 'Your report is processing. You will be notified upon completion.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Site Inspections - Daily site check - \d{4}-\d\d-\d\d\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  // Transposed: one row a column, the headers down the first column.
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getColumn(1).values.slice(1, 5)).toEqual(['Project', 'Inspector', 'Inspected on', 'Total']);
});

test('a task report filter is blocked without an assignee; picking one enables Save', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFilters(page, 'Open Tasks');
  await page.getByRole('button', { name: 'New Report Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task Report Filter' });
  await dialog.getByLabel('Name').fill('Nobody’s tasks');
  // Issue 32 #15: the message waits until the assignees were touched.
  await expect(dialog.getByText('Please select at least one assignee!')).toHaveCount(0);
  await dialog.getByLabel('No assignee').check();
  await dialog.getByLabel('No assignee').uncheck();
  await expect(dialog.getByText('Please select at least one assignee!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Run' })).toBeDisabled();
  await expect(dialog.getByLabel('Unmask encrypted fields')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('add-task-report-filter.png'), fullPage: true });
  await dialog.getByLabel('No assignee').check();
  await expect(dialog.getByText('Please select at least one assignee!')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Nobody’s tasks/ })).toBeVisible();

  // The filter details page offers Edit too (the Update bit); the saved filter replaces the one shown.
  await page.getByRole('link', { name: 'Nobody’s tasks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nobody’s tasks', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task Report Filter' });
  await expect(edit.getByLabel('No assignee')).toBeChecked();
  await edit.getByLabel('Name').fill('Unassigned tasks');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Unassigned tasks', level: 1 })).toBeVisible();
});

test('the Run Report dialog runs unsaved criteria and the workbook arrives', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFilters(page, 'Site Inspections');
  await page.getByRole('button', { name: 'Run Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run Form Report' });
  await dialog.getByLabel('Project status').selectOption({ label: 'Active and Closed' });
  await page.screenshot({ path: test.info().outputPath('run-form-report.png'), fullPage: true });
  const download = page.waitForEvent('download');
  const run = dialog.getByRole('button', { name: 'Run' });
  await run.click();
  await expect(toast(page, 'Your report is processing. You will be notified upon completion.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Site Inspections - .*\.xlsx$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
