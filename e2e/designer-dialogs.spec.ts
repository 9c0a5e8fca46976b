import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { IMAGE_SAMPLES } from '../src/domain/forms/images/image-samples.test-helper';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

/**
 * The designer's dialogs (issue 4) in Chromium against the mock server: the field dialog's checks as
 * you type, its restrictions and conditional validation kept by the server, the formula editor,
 * Form Settings exceptions, and the row and column dialogs' messages. Form 202 "Expense Claim":
 * R1 header; R2 Employee (2 columns), Claim date; R3 Travel, Meals, Lodging; R4 Total (F110), Total with VAT (F111).
 */

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function openDesigner(page: Page): Promise<Locator> {
  await signIn(page, ADMIN);
  await page.goto('/setup/form/manage/202');
  const grid = page.getByRole('grid', { name: 'Form layout' });
  await expect(grid).toBeVisible();
  await settled(page);
  return grid;
}

/** Opens the field dialog of a field with the keyboard (focus the cell, Enter). */
async function editField(page: Page, grid: Locator, name: string): Promise<Locator> {
  await grid.getByRole('gridcell', { name: new RegExp(`^F\\d+ (.+ )?${name}$`) }).click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Form Field' });
  await expect(dialog).toBeVisible();
  await settled(page);
  return dialog;
}

const options = (select: Locator) => select.locator('option').allTextContents();

test('the field dialog checks as you type, and keeps restrictions and a conditional validation', async ({
  page,
}) => {
  const grid = await openDesigner(page);
  let dialog = await editField(page, grid, 'Meals');
  const label = dialog.getByLabel('Label', { exact: true });
  await expect(label).toBeFocused();
  await label.fill('');
  await expect(dialog.getByText('Required!')).toBeVisible();
  await label.fill('Meals and drinks');
  await dialog.getByLabel('Column span').fill('100');
  await expect(dialog.getByText('Must be a number between 1 and 99.')).toBeVisible();
  await dialog.getByLabel('Column span').fill('1');

  await dialog.getByRole('checkbox', { name: 'Restrictions', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Restricted View' }).check();
  const roles = dialog.getByLabel('Role exception for view', { exact: true });
  await expect.poll(() => options(roles)).toEqual(['Choose a role...', 'Reviewer', 'Site Editor', 'Auditor']);
  await roles.selectOption({ label: 'Reviewer' });
  await dialog.getByRole('button', { name: 'Add role for view' }).click();
  const email = dialog.getByLabel('User e-mail exception for view');
  await email.fill('nobody@nowhere.test');
  await email.press('Enter');
  await expect(dialog.getByText('This e-mail address is not a user of this workspace.')).toBeVisible();
  await email.fill('MEMBER@demo.test');
  await email.press('Enter');

  await dialog.getByRole('tab', { name: 'Validation' }).click();
  await dialog.getByLabel('Error message').fill('Meals over 100 need a receipt.');
  await dialog.getByRole('button', { name: 'Add condition to group 1' }).click();
  await dialog.getByLabel('Operator (condition 1 of group 1)').selectOption({ label: '>' });
  // A field of the form is edited in FIELD_DEFINITION mode: its button reads Apply (forms spec §4).
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Please fix the validation errors shown above and try again.')).toBeVisible();
  await dialog.getByLabel('Value (condition 1 of group 1)').fill('100');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await settled(page);

  await page.reload();
  await expect(grid).toBeVisible();
  await settled(page);
  dialog = await editField(page, grid, 'Meals and drinks');
  await expect(dialog.getByRole('checkbox', { name: 'Restricted View' })).toBeChecked();
  await expect(dialog.getByRole('list', { name: 'Role exceptions for view' })).toHaveText(/Reviewer/);
  await expect(dialog.getByRole('list', { name: 'User exceptions for view' })).toHaveText(
    /member@demo\.test/,
  );
  await dialog.getByRole('tab', { name: 'Validation' }).click();
  await expect(dialog.getByLabel('Error message')).toHaveValue('Meals over 100 need a receipt.');
  await expect(dialog.getByLabel('Value (condition 1 of group 1)')).toHaveValue('100');
});

test('the formula editor shows its errors as you type and what the formula uses', async ({ page }) => {
  const grid = await openDesigner(page);
  const dialog = await editField(page, grid, 'Total with VAT');
  const formula = dialog.getByLabel('Formula', { exact: true });
  await expect(formula).toHaveValue('ROUND(F110 * 1.2, 2)');
  await expect(dialog.getByRole('list', { name: 'Uses' })).toHaveText('F110 (Total)');
  await formula.fill('F111 * 2');
  await expect(
    dialog.getByText('There is a self reference in formula. Please remove all references to F111.'),
  ).toBeVisible();
  await formula.fill('F110 +');
  await expect(dialog.getByText('Invalid formula!')).toBeVisible();
  await formula.fill('F999 + 1');
  await expect(dialog.getByText('Invalid field reference!')).toBeVisible();
  // A range reaching past the form's 3 columns names cells it does not have (issue 12, item 12).
  await formula.fill('SUM(R3C1:R3C3)');
  await expect(dialog.getByRole('list', { name: 'Uses' })).toContainText('Travel');
  await formula.fill('SUM(R3C1:R3C9)');
  await expect(dialog.getByText('Invalid formula!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Form Settings offers custom roles only and known e-mails, and keeps them', async ({ page }) => {
  await openDesigner(page);
  await page.getByRole('button', { name: 'Form Settings' }).click();
  let dialog = page.getByRole('dialog', { name: 'Form Settings' });
  await expect(dialog.getByLabel('Ruler')).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'Restrictions', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Restricted Input' }).check();
  const roles = dialog.getByLabel('Role exception for input', { exact: true });
  await expect.poll(() => options(roles)).toEqual(['Choose a role...', 'Reviewer', 'Site Editor', 'Auditor']);
  await roles.selectOption({ label: 'Auditor' });
  await dialog.getByRole('button', { name: 'Add role for input' }).click();
  await expect.poll(() => options(roles)).toEqual(['Choose a role...', 'Reviewer', 'Site Editor']);
  await dialog.getByLabel('User e-mail exception for input').fill('admin@DEMO.test');
  await dialog.getByRole('button', { name: 'Add user for input' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await settled(page);

  await page.getByRole('button', { name: 'Form Settings' }).click();
  dialog = page.getByRole('dialog', { name: 'Form Settings' });
  await expect(dialog.getByRole('list', { name: 'Role exceptions for input' })).toHaveText(/Auditor/);
  await expect(dialog.getByRole('list', { name: 'User exceptions for input' })).toHaveText(
    /admin@demo\.test/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the row and column dialogs say what is wrong before anything is sent', async ({ page }) => {
  await openDesigner(page);
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Duplicate Row or Column' });
  await dialog.getByLabel('Source row index').fill('9');
  await expect(dialog.getByText('Source row index is out of allowed range [1-4].')).toBeVisible();
  await dialog.getByLabel('Paste after row').fill('5');
  await expect(dialog.getByText('Target row index is out of allowed range [0-4].')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Column' }).check();
  await dialog.getByLabel('Source column index').fill('4');
  await expect(dialog.getByText('Source column index is out of allowed range [1-3].')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Remove Row or Column' });
  const indices = dialog.getByLabel('Indices of the rows to remove');
  await indices.fill('1,5');
  await expect(dialog.getByText('Source row index is out of allowed range [1-4].')).toBeVisible();
  await indices.fill('a');
  await expect(dialog.getByText('Source row indices are invalid.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("an image field's picture is chosen from a file in its dialog, and the form shows it", async ({
  page,
}) => {
  const png = Buffer.from(IMAGE_SAMPLES.png.split(',')[1], 'base64');
  await signIn(page, ADMIN);
  await page.goto('/setup/form/manage/200');
  const grid = page.getByRole('grid', { name: 'Form layout' });
  await expect(grid).toBeVisible();
  await settled(page);
  const dialog = await editField(page, grid, 'Site logo');
  const picture = dialog.getByRole('img', { name: 'The picture of Site logo' });
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const chooser = dialog.getByLabel('Choose a picture');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('The image must be a PNG, JPEG, GIF or WebP picture.');
  await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(picture).toHaveAttribute('src', IMAGE_SAMPLES.png);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await settled(page);
  await expect(grid.getByRole('img', { name: 'Site logo' })).toHaveAttribute('src', IMAGE_SAMPLES.png);

  // Kept by the server: the instance page of the form shows the new picture.
  await page.goto('/forminstance/300');
  await expect(page.getByRole('img', { name: 'Site logo' })).toHaveAttribute('src', IMAGE_SAMPLES.png);
});
