import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

/** Issue 15: the report details page (columns), as a person uses it in Chromium against the mock server. */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

test('adds a field as a column, moves it up, edits its header and format, and the preview shows it', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/report/list');
  await page.getByRole('link', { name: 'Site Inspections', exact: true }).click();
  await page.getByRole('link', { name: 'Columns' }).click();
  await expect(page.getByRole('heading', { name: 'Site Inspections: Columns', level: 1 })).toBeVisible();
  await settled(page);

  const columns = page.getByRole('list', { name: 'Report columns' }).getByRole('listitem');
  await expect(columns).toHaveCount(4);
  // The form's fields (Field name, Ref label); a field already a column is marked and cannot be added again.
  await page.getByRole('button', { name: 'Site Inspection', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Mark Inspection date' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Mark Form Instance Updated On' }).check();
  await page.getByRole('button', { name: 'Add as columns' }).click();
  await expect(columns).toHaveCount(5);
  await expect(columns.nth(4)).toContainText('Form Instance Updated On');

  // Keyboard reorder: Move up puts it before Total, and the order is saved (it survives a reload).
  await page.getByRole('button', { name: 'Move up: Form Instance Updated On' }).click();
  await expect(columns.nth(3)).toContainText('Form Instance Updated On');
  await expect(columns.nth(4)).toContainText('Total');

  // The Report Columns edit dialog: an empty header is refused with the spec's message and the input is kept.
  await page.getByRole('button', { name: 'Edit Form Instance Updated On' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Columns' });
  await dialog.getByLabel('Header').fill(' ');
  await dialog.getByLabel('Format').selectOption({ label: 'ISO date (2024-03-14)' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required!')).toBeVisible();
  await expect(dialog.getByLabel('Format')).toHaveValue('28');
  await dialog.getByLabel('Header').fill('Last saved');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(columns.nth(3)).toContainText('Last saved');
  await expect(columns.nth(3)).toContainText('ISO date (2024-03-14)');
  await page.screenshot({ path: test.info().outputPath('report-details.png'), fullPage: true });

  await page.reload();
  await expect(columns.nth(3)).toContainText('Last saved');

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Site Inspections: Preview', level: 1 })).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Project', 'Inspector', 'Inspected on', 'Last saved', 'Total']);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d\d-\d\d$/);
});
