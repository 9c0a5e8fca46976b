import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';
import { attachmentBytes, clearInbox, mailsTo, type InboxAttachment } from './support/mail';

/** Issue 15: reports, their filters and runs, as people use them in Chromium against the mock server, hub and mail catcher. */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function hubConnected(page: Page) {
  await expect.poll(() => page.evaluate(() => document.body.dataset.hub)).toBe('connected');
}

async function openFilters(page: Page) {
  await page.goto('/report/list');
  await page.getByRole('link', { name: 'Site Inspections', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Site Inspections: Report Filters', level: 1 }),
  ).toBeVisible();
  await settled(page);
}

test('runs a saved filter and opens the workbook that reportReady delivers: typed cells with their formats', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/report/list');
  await expect(page.getByRole('heading', { name: 'Operations', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finance', level: 2 })).toBeVisible();
  await openFilters(page);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Operations' }),
  ).toBeVisible();
  const all = page.getByRole('row', { name: /All inspections/ });
  await expect(all.getByRole('cell').nth(3)).toHaveText('Not set');
  const lastExecution = all.getByRole('cell').nth(4);
  await expect(lastExecution).toHaveText('Not set');
  await expect(all.getByRole('cell').nth(5)).toHaveText('N/A');
  const monthly = page.getByRole('row', { name: /Monthly inspections/ });
  await expect(monthly.getByRole('cell').nth(3)).toHaveText(/3:00 AM P[SD]T/);
  await expect(monthly.getByRole('cell').nth(5)).toHaveText('Monthly');
  await hubConnected(page);

  const download = page.waitForEvent('download');
  const run = all.getByRole('button', { name: /Run/ });
  await run.click();
  await expect(toast(page, 'Your report is processing. You will be notified upon completion.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Site Inspections - All inspections - \d{4}-\d\d-\d\d\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Project', 'Inspector', 'Inspected on', 'Total']);
  const row = sheet.getRow(2);
  expect(row.getCell(1).value).toBe('Office Renovation');
  expect(row.getCell(3).value).toBeInstanceOf(Date);
  expect(row.getCell(3).numFmt).toBe('mmmm d, yyyy');
  expect(typeof row.getCell(4).value).toBe('number');
  expect(row.getCell(4).numFmt).toBe('$#,##0.00');
  // The run finished: Last Execution is its time, no longer "Not set" (issue 32 #15).
  await expect(lastExecution).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M/);
  await page.screenshot({ path: test.info().outputPath('report-filters.png'), fullPage: true });

  // The preview: the same columns, each value formatted by the form engine (currency, long date), Done back.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Site Inspections: Preview', level: 1 })).toBeVisible();
  const previewRow = page.getByRole('row').nth(1);
  await expect(previewRow.getByRole('cell').nth(0)).toHaveText('Office Renovation');
  await expect(previewRow.getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(previewRow.getByRole('cell').nth(3)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page.screenshot({ path: test.info().outputPath('report-preview.png'), fullPage: true });
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(
    page.getByRole('heading', { name: 'Site Inspections: Report Filters', level: 1 }),
  ).toBeVisible();
});

test('renames inline with the spec’s messages, copies in the Copy Report Filter dialog, and deletes', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openFilters(page);
  await page.getByRole('button', { name: 'Rename “All inspections”' }).click();
  const name = page.getByLabel('New name of “All inspections”');
  await name.fill('');
  await expect(page.getByText('Required!')).toBeVisible();
  await name.fill('x'.repeat(255));
  await expect(page.getByText('Max characters length (254) exceeded!')).toBeVisible();
  await name.fill('Every inspection');
  await name.press('Enter');
  await expect(page.getByRole('row', { name: /Every inspection/ })).toBeVisible();

  await page.getByRole('button', { name: 'Copy “Monthly inspections”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy Report Filter' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Monthly inspections (copy)');
  // Run is disabled while a popup is open (spec §4).
  await expect(page.getByRole('button', { name: 'Run “Every inspection”' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  const copy = page.getByRole('row', { name: /Monthly inspections \(copy\)/ });
  await expect(copy.getByRole('cell').nth(5)).toHaveText('N/A');

  await copy.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete Report Filter?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(copy).toHaveCount(0);
});

test('hides the actions whose reportAuth bit is missing: a member (Read, Create, Update) has no Delete', async ({
  page,
}) => {
  await signIn(page, MEMBER);
  await openFilters(page);
  const row = page.getByRole('row', { name: /All inspections/ });
  await expect(row.getByRole('button', { name: /Run/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Rename/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Copy/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('a scheduled delivery arrives in the mail catcher with its workbook attached', async ({ page }) => {
  await clearInbox();
  // The documented control: deliver what falls due within the next 32 days (the demo filter is monthly, to the admin).
  const until = new Date(Date.now() + 32 * 86_400_000).toISOString();
  expect(await mock.runDueReports(until)).toEqual([
    expect.objectContaining({ Status: 'sent', Recipients: [ADMIN] }),
  ]);
  let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await mailsTo(ADMIN)).find((m) =>
          m.subject.startsWith('Report "Site Inspections", filter "Monthly inspections"'),
        )),
    )
    .toBeTruthy();
  const attachments = (mail as unknown as { attachments?: InboxAttachment[] }).attachments ?? [];
  expect(attachments.map((a) => a.contentType)).toEqual([
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ]);
  expect(attachments[0]!.filename).toMatch(
    /^Site Inspections - Monthly inspections - \d{4}-\d\d-\d\d\.xlsx$/,
  );
  // The attachment is the real workbook: read it back.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await attachmentBytes(mail!, attachments[0]!)) as never);
  expect(workbook.worksheets[0]!.getRow(1).values).toEqual([
    undefined,
    'Project',
    'Inspector',
    'Inspected on',
    'Total',
  ]);
  expect(workbook.worksheets[0]!.getRow(2).getCell(4).numFmt).toBe('$#,##0.00');
  // The mail counts the workbook's rows, in words that fit the count.
  const rows = workbook.worksheets[0]!.actualRowCount - 1;
  expect(mail!.text).toContain(`is attached: ${rows} ${rows === 1 ? 'row' : 'rows'}, delivered`);
  await signIn(page, ADMIN);
  await openFilters(page);
  // Last Execution (the fifth column, after Saved last by and Upcoming) reads in the schedule's zone, as Upcoming does
  // (issue 32 #15: it was in the viewer's zone, UTC beside PST).
  const cells = page.getByRole('row', { name: /Monthly inspections/ }).getByRole('cell');
  await expect(cells.nth(4)).not.toHaveText('Not set');
  await expect(cells.nth(4)).toHaveText(/^\w{3} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M P[SD]T/);
  await expect(cells.nth(3)).toHaveText(/^\w{3} \d{1,2}, \d{4} 3:00 AM P[SD]T/);
  // The filter details page: the next five deliveries and the delivery log with this delivery.
  await page.getByRole('link', { name: 'Monthly inspections' }).click();
  await expect(page.getByRole('heading', { name: 'Monthly inspections', level: 1 })).toBeVisible();
  await expect(page.locator('.next-deliveries li')).toHaveCount(5);
  await expect(page.locator('.next-deliveries li').first()).toHaveText(/3:00 AM P[SD]T/);
  // Its settings as the dialog holds them, the starting date as dates are shown elsewhere (MM/DD/YYYY).
  const facts = page.locator('.filter-facts');
  await expect(facts.getByText('Starting date').locator('..')).toContainText('01/31/2026');
  await expect(facts.getByText('Sorted by').locator('..')).toContainText('Form Instance Name, ascending');
  await expect(facts.getByText('Unmask encrypted fields').locator('..')).toContainText('No');
  const log = page.getByRole('table');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('sent');
  await expect(log.getByRole('row').nth(1)).toContainText(ADMIN);
  await page.screenshot({ path: test.info().outputPath('filter-details.png'), fullPage: true });
});

test('the field user is told before saving the administrator’s scheduled filter whose access deliveries will run with, and may not delete it', async ({
  page,
}) => {
  await signIn(page, 'field@demo.test');
  await openFilters(page);
  const row = page.getByRole('row', { name: /Monthly inspections/ });
  // Issue 32 #1: Delete is there (the Delete bit) but disabled, with the reason.
  const remove = row.getByRole('button', { name: /Delete/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAttribute(
    'title',
    'Only whoever created it or a workspace administrator may delete it.',
  );
  // Issue 32 #2: the dialog says so before Save, and the list then shows who saved it last.
  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Form Report Filter' });
  await expect(edit.getByRole('note')).toHaveText(
    'Deliveries will run with your access once you save: recipients will receive only what you may see, ' +
      'no longer what Ada Admin may see.',
  );
  await edit.getByLabel('Recipient e-mail').fill('field@demo.test');
  await edit.getByRole('button', { name: 'Add', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('delivery-access-warning.png'), fullPage: true });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Report filter saved.')).toBeVisible();
  await expect(edit).toHaveCount(0);
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Ada Admin');
  await expect(cells.nth(2)).toHaveText('Finn Field');
  await expect(page.getByRole('columnheader').nth(2)).toHaveText('Saved last by');
  // The details page says it too; editing again, now the field user's own save, says nothing more.
  await page.getByRole('link', { name: 'Monthly inspections' }).click();
  await expect(page.locator('.filter-facts').getByText('Saved last by').locator('..')).toContainText(
    'Finn Field',
  );
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Form Report Filter' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('note')).toHaveCount(0);
});
