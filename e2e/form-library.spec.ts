import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

/** The form library (issue 4): /form/list, /forms/group/details/{id}, /form/details/{formId}. */

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

test('lists the groups with their forms, fields and projects, and links to the designer', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/form/list');
  const inspections = page.getByRole('region', { name: 'Inspections' });
  await expect(inspections.getByRole('link', { name: 'Site Inspection', exact: true })).toBeVisible();
  await expect(inspections.getByRole('link', { name: 'Large Form', exact: true })).toBeVisible();
  const finance = page.getByRole('region', { name: 'Finance' });
  const expense = finance.getByRole('row', { name: /Expense Claim/ });
  await expect(expense.getByRole('link', { name: 'Office Renovation' })).toBeVisible();
  await expect(expense.getByRole('link', { name: 'Annual Report' })).toBeVisible();
  await expense.getByRole('link', { name: 'Manage Expense Claim' }).click();
  await expect(page).toHaveURL(/\/setup\/form\/manage\/202$/);
  await expect(page.getByRole('grid', { name: 'Form layout' })).toBeVisible();
});

test('links only the projects the user may open, and counts the others', async ({ page }) => {
  await signIn(page, 'field@demo.test'); // Field Team: Office Renovation is the Design Team's
  await page.goto('/form/list');
  const expense = page.getByRole('region', { name: 'Finance' }).getByRole('row', { name: /Expense Claim/ });
  await expect(expense).toContainText('1 project you cannot open');
  await expect(expense.getByRole('link', { name: 'Office Renovation' })).toHaveCount(0);
  await expect(expense).not.toContainText('Office Renovation');
});

test('creates a group and a form in it, edits the form on its details page and deletes both', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/form/list');
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert')).toHaveText('Required!');
  await page.getByLabel('Group name').fill('  Safety  ');
  await page.getByRole('button', { name: 'Create group' }).click();
  const safety = page.getByRole('region', { name: 'Safety' });
  await expect(safety).toBeVisible();
  await expect(safety.getByText('No forms in this group.')).toBeVisible();

  await page.getByRole('button', { name: 'New form' }).click();
  const editor = page.getByRole('form', { name: 'Create form' });
  await editor.getByLabel('Form name').fill('Toolbox Talk');
  await editor.getByLabel('Group').selectOption({ label: 'Safety' });
  await editor.getByLabel('Bridge Inspection').check();
  await editor.getByRole('button', { name: 'Create form' }).click();
  await safety.getByRole('link', { name: 'Toolbox Talk', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Toolbox Talk', level: 1 })).toBeVisible();
  const details = page.locator('.library-details');
  await expect(details).toContainText('Safety');
  await expect(details.getByRole('link', { name: 'Bridge Inspection' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Form name').fill('Toolbox Talk (weekly)');
  await page.getByLabel('Annual Report').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Toolbox Talk (weekly)', level: 1 })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Annual Report' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete form' }).click();
  await page.getByRole('dialog', { name: 'Delete Form?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/forms\/group\/details\/\d+$/);
  await expect(page.getByText('No forms in this group.')).toBeVisible();
  await page.getByRole('button', { name: 'Rename group' }).click();
  await page.getByLabel('Group name').fill('Safety first');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Safety first', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete group' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Form Group?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/form\/list$/);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Safety first' })).toHaveCount(0);
});

test('a group that still holds forms is not deleted', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/form/list');
  await page.getByRole('button', { name: 'Delete Finance' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This group still holds forms. Move or delete them first.',
  );
  await expect(page.getByRole('region', { name: 'Finance' })).toBeVisible();
});

test('a group holding a form the user may not delete offers its Delete disabled, with the reason (issue 32 #1)', async ({
  page,
}) => {
  // field@demo.test (Site Editor) holds Delete, but Finance's Expense Claim is also the Design Team's.
  await signIn(page, 'field@demo.test');
  await page.goto('/form/list');
  const finance = page.getByRole('region', { name: 'Finance' });
  const remove = finance.getByRole('button', { name: 'Delete Finance' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(
    'This group holds forms you may not delete, so you cannot delete it.',
  );
  await expect(
    finance.getByText('This group holds forms you may not delete, so you cannot delete it.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Finance' }).click();
  await expect(page.getByRole('button', { name: 'Delete group' })).toBeDisabled();
  await expect(
    page.getByText('This group holds forms you may not delete, so you cannot delete it.'),
  ).toBeVisible();
});

test('the details page links to Manage and Preview; the preview computes formulas', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/form/details/202');
  await expect(page.locator('.library-details')).toContainText('Finance');
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/setup\/form\/preview\/202$/);
  await page.getByLabel('Travel').fill('100');
  await page.getByLabel('Lodging').fill('20');
  await expect(page.getByText(/120\.00/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/form\/details\/202$/);
});
