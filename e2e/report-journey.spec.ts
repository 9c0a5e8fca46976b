import ExcelJS from 'exceljs';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * Issue 15, the whole way a member builds a report: a new Forms report from the demo form, its columns chosen,
 * reordered and formatted, previewed, a scheduled filter saved, run, and the workbook that reportReady delivers
 * opened and read back.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

/** A day some weeks ahead, YYYY-MM-DD: in the future wherever the test runs. */
const future = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

test('builds a form report from the demo form, schedules a filter, runs it and opens the workbook', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/report/list');
  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await settled(page);

  // A new Forms report in the Operations group.
  await page.getByRole('button', { name: 'New Report' }).click();
  const create = page.getByRole('dialog', { name: 'New Report' });
  await create.getByLabel('Name').fill('Inspection totals');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Report created.')).toBeVisible();
  await page.getByRole('link', { name: 'Define the columns of “Inspection totals”' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection totals: Columns', level: 1 })).toBeVisible();
  await settled(page);

  // Its columns: three fields of the Site Inspection form, added in the list's order.
  const columns = page.getByRole('list', { name: 'Report columns' }).getByRole('listitem');
  await expect(columns).toHaveCount(0);
  await page.getByRole('button', { name: 'Site Inspection', exact: true }).click();
  for (const field of ['Inspector', 'Inspection date', 'Total'])
    await page.getByRole('checkbox', { name: `Mark ${field}`, exact: true }).check();
  await page.getByRole('button', { name: 'Add as columns' }).click();
  await expect(columns).toHaveCount(3);

  // Total first (Move up twice), then the date gets a header and the ISO date format.
  await page.getByRole('button', { name: 'Move up: Total' }).click();
  await expect(columns.nth(1)).toContainText('Total');
  await page.getByRole('button', { name: 'Move up: Total' }).click();
  await expect(columns.nth(0)).toContainText('Total');
  await page.getByRole('button', { name: 'Edit Inspection date' }).click();
  const edit = page.getByRole('dialog', { name: 'Report Columns' });
  await edit.getByLabel('Header').fill('Inspected');
  await edit.getByLabel('Format').selectOption({ label: 'ISO date (2024-03-14)' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(columns.nth(2)).toContainText('Inspected');

  // The preview shows the current data in that order and format.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection totals: Preview', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Total', 'Inspector', 'Inspected']);
  const first = page.getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(0)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(first.nth(2)).toHaveText(/^\d{4}-\d\d-\d\d$/);
  await page.screenshot({ path: test.info().outputPath('journey-preview.png'), fullPage: true });
  await page.getByRole('link', { name: 'Done' }).click();

  // A scheduled filter: the current user receives it daily from a future date; saved, then run at once.
  await expect(
    page.getByRole('heading', { name: 'Inspection totals: Report Filters', level: 1 }),
  ).toBeVisible();
  await settled(page);
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
  await page.getByRole('button', { name: 'New Report Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Form Report Filter' });
  await dialog.getByLabel('Name').fill('Every morning');
  await dialog.getByLabel('Starting date').fill(future());
  await expect(dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveText([
    /admin@demo\.test/,
  ]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /Every morning/ });
  await expect(row.getByRole('cell').nth(5)).toHaveText('Daily');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Run/ }).click();
  await expect(toast(page, 'Your report is processing. You will be notified upon completion.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Inspection totals - Every morning - \d{4}-\d\d-\d\d\.xlsx$/);

  // The workbook: the columns in their order, typed cells carrying each column's format.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Total', 'Inspector', 'Inspected']);
  const data = sheet.getRow(2);
  expect(typeof data.getCell(1).value).toBe('number');
  expect(data.getCell(1).numFmt).toBe('$#,##0.00');
  expect(typeof data.getCell(2).value).toBe('string');
  expect(data.getCell(3).value).toBeInstanceOf(Date);
  expect(data.getCell(3).numFmt).toBe('yyyy-mm-dd');
});
