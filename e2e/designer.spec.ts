import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn, toast } from './support/gridwork';

/**
 * The form designer (issue 4) in Chromium against the mock server: drag and drop of every kind of
 * field, moves, a refused cyclic move, copy and paste, rows and columns, templates, restrictions,
 * undo and redo, and the keyboard path. Form 202 "Expense Claim": R1 header; R2 Employee (2 columns),
 * Claim date; R3 Travel, Meals, Lodging; R4 Total = SUM(R3C1:R3C3), Total with VAT = Total * 1.2.
 */

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

const EXPENSE = 202;
const DEMO = 200;

async function openDesigner(page: Page, formId: number): Promise<Locator> {
  await signIn(page, ADMIN);
  await page.goto(`/setup/form/manage/${formId}`);
  const grid = page.getByRole('grid', { name: 'Form layout' });
  await expect(grid).toBeVisible();
  await settled(page);
  return grid;
}

/** A field on the canvas by its label: its cell's name is what it shows, in order (number, type, label). */
const cellName = (name: string) => new RegExp(`^F\\d+ (.+ )?${name}$`);
const cell = (grid: Locator, name: string) => grid.getByRole('gridcell', { name: cellName(name) });

/** The labels of the fields in layout order. */
const labels = (grid: Locator) =>
  grid.locator('.dz-cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-dz-label') ?? ''));

/** Drags `source` onto `target` like a person with a mouse (interactjs listens to pointer events). */
async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  where: 'left' | 'right' | 'center' = 'center',
): Promise<void> {
  await settled(page);
  // In the middle of the canvas, away from the edges where dragging scrolls it.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('source not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = await target.boundingBox();
  if (!to) throw new Error('target not visible');
  const x = where === 'left' ? to.x + 6 : where === 'right' ? to.x + to.width - 6 : to.x + to.width / 2;
  await page.mouse.move(x, to.y + Math.min(to.height / 2, 20), { steps: 10 });
  await page.mouse.up();
}

const tool = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Designer toolbar' })
    .getByRole('button', { name: label, exact: true });
const lastRow = (grid: Locator) => grid.locator('.dz-trailing');
const fieldDialog = (page: Page) => page.getByRole('dialog', { name: /Form Field/ });

/** Types each option into the option editor and adds it with Enter (forms spec §4), as a person does. */
const withOptions =
  (...names: string[]) =>
  async (dialog: Locator): Promise<void> => {
    for (const name of names) {
      await dialog.getByLabel('New option').fill(name);
      await dialog.getByLabel('New option').press('Enter');
    }
  };

/**
 * Two nesting conditions on the first select or radio field, each offering options typed with Enter (forms spec §4:
 * modes Add and Save, one condition per target option), as a person defines a nested select.
 */
async function withConditions(dialog: Locator): Promise<void> {
  for (const offered of [['Crimson', 'Scarlet'], ['Navy']]) {
    await dialog.getByLabel('When field').selectOption({ index: 1 });
    await dialog.getByLabel('Has option').selectOption({ index: 1 });
    await withOptions(...offered)(dialog);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Nesting conditions' }).getByRole('listitem')).toHaveCount(2);
}

test('a form the user may not change opens in Preview, with Edit disabled and the reason beside it', async ({
  page,
}) => {
  await signIn(page, 'field@demo.test'); // Field Team: Site Inspection is used by the Design Team's project
  await page.goto('/setup/form/manage/200');
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(
    'This form is used by a project you cannot open, so you cannot change it.',
  );
  await expect(page.getByRole('complementary', { name: 'Designer toolbar' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Form layout' })).toHaveCount(0);
  // The form itself is shown, to fill as a preview.
  await expect(page.getByLabel('Inspector', { exact: true })).toBeVisible();
  await page.goto('/form/details/200');
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete form' })).toHaveCount(0);
});

test('drags a new field of every kind from the toolbar onto the form', async ({ page }) => {
  test.setTimeout(120_000);
  const grid = await openDesigner(page, DEMO);
  const count = () => grid.locator('.dz-cell').count();
  const lines = () => grid.locator('.dz-newline').count();

  // New line and empty: created at once, without a dialog.
  const newLines = await lines();
  await drag(page, tool(page, 'New Line'), lastRow(grid));
  await expect.poll(lines).toBe(newLines + 1);
  await expect(fieldDialog(page)).toHaveCount(0);
  const before = await count();
  await drag(page, tool(page, 'Empty'), lastRow(grid));
  await expect.poll(count).toBe(before + 1);
  await expect(fieldDialog(page)).toHaveCount(0);

  const kinds: Array<[string, (dialog: Locator) => Promise<void>]> = [
    ['Text Box', async () => undefined],
    ['Check Box', async () => undefined],
    ['Select', withOptions('Low', 'High')],
    ['Radio List', withOptions('Yes', 'No')],
    ['Check List', withOptions('Red', 'Green', 'Blue')],
    ['Text Area', async () => undefined],
    ['Formula', async (dialog) => dialog.getByLabel('Formula', { exact: true }).fill('1 + 2')],
    [
      'Linked Field',
      async (dialog) => {
        await dialog.getByLabel('Linked form').selectOption({ label: 'Large Form' });
        await dialog.getByLabel('Linked field').selectOption({ index: 1 });
      },
    ],
    [
      'Mirror Field',
      async (dialog) => void (await dialog.getByLabel('Parent field').selectOption({ index: 1 })),
    ],
    ['Nested Select', withConditions],
    ['Header', async () => undefined],
    ['Image', async () => undefined],
    ['Text', async (dialog) => dialog.getByLabel('Text', { exact: true }).fill('Some words')],
  ];
  for (const [label, fill] of kinds) {
    await settled(page);
    const cells = await count();
    await drag(page, tool(page, label), lastRow(grid));
    if (label === 'Linked Field') {
      const ask = page.getByRole('dialog', { name: 'Create Linked Field?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Continue' }).click();
    }
    const dialog = fieldDialog(page);
    await expect(dialog, label).toHaveAccessibleName('Create Form Field');
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Create' }).click();
    if (label === 'Linked Field')
      await expect(page.getByRole('dialog', { name: 'Please Wait' })).toBeVisible();
    await expect(dialog, label).toHaveCount(0);
    await expect.poll(count, label).toBe(cells + 1);
    if (label === 'Linked Field')
      await expect(page.getByRole('dialog', { name: 'Please Wait' })).toHaveCount(0);
  }
});

test('moves a field by dragging it, and the new order stays after a reload', async ({ page }) => {
  const moved = [
    'Expense Claim',
    'Employee',
    'Claim date',
    'Lodging',
    'Travel',
    'Meals',
    'Total',
    'Total with VAT',
  ];
  const grid = await openDesigner(page, EXPENSE);
  await drag(page, cell(grid, 'Lodging'), cell(grid, 'Travel'), 'left');
  await expect.poll(() => labels(grid)).toEqual(moved);
  await settled(page);
  await page.reload();
  await expect.poll(() => labels(grid)).toEqual(moved);
});

/** The labels of the cells drawn past the right edge of the box that should hold them. */
function cellsOutside(page: Page, box: string, cells: string): Promise<string[]> {
  return page.evaluate(
    ([box, cells]) =>
      [...document.querySelectorAll<HTMLElement>(box)].flatMap((holder) => {
        const right = holder.getBoundingClientRect().right;
        return [...holder.querySelectorAll<HTMLElement>(cells)]
          .filter((cell) => cell.getBoundingClientRect().right > right + 0.5)
          .map((cell) => cell.getAttribute('aria-label') ?? cell.textContent ?? '');
      }),
    [box, cells] as const,
  );
}

/** Drops a formula field after each named field, as a person does: select the field, the Formula tool, fill, Create. */
async function addFormulas(
  page: Page,
  grid: Locator,
  fields: ReadonlyArray<readonly [name: string, formula: string, after: string]>,
) {
  for (const [name, formula, after] of fields) {
    await cell(grid, after).click();
    await tool(page, 'Formula').click();
    const dialog = fieldDialog(page);
    await dialog.getByLabel('Label', { exact: true }).fill(name);
    await dialog.getByLabel('Formula', { exact: true }).fill(formula);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await settled(page);
  }
}

test('a row wider than the canvas: the ruler, the rows and the form card hold every column', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const grid = await openDesigner(page, DEMO);
  // Row 13 of the demo form gets 6 fields (the form had 4 columns).
  await addFormulas(page, grid, [
    ['Per hour raw', 'F53 / 8', 'Discount share'],
    ['Chained', 'F53 * 2', 'Per hour raw'],
  ]);
  await expect(page.locator('.dz-ruler-col')).toHaveCount(6);
  await cell(grid, 'Chained').scrollIntoViewIfNeeded();
  expect(await cellsOutside(page, '.dz-row', '.dz-cell')).toEqual([]);
  expect(await cellsOutside(page, '.dz-ruler-top', '.dz-ruler-col')).toEqual([]);

  await page.goto('/forminstance/300');
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByLabel('Chained', { exact: true })).toBeVisible();
  expect(await cellsOutside(page, '.fr-grid', '[data-field-id]')).toEqual([]);
});

test('numbers new fields per form: the first new field of form 200 is F56, and formulas use that number', async ({
  page,
}) => {
  const grid = await openDesigner(page, DEMO);
  await addFormulas(page, grid, [
    ['Per hour raw', 'F53 / 8', 'Discount share'],
    ['Chained', 'F56 * 2', 'Per hour raw'],
  ]);
  await expect(cell(grid, 'Per hour raw')).toHaveAccessibleName('F56 Formula Per hour raw');
  await expect(cell(grid, 'Chained')).toHaveAccessibleName('F57 Formula Chained');
  await page.reload();
  await cell(grid, 'Chained').dblclick();
  await expect(fieldDialog(page).getByLabel('Formula', { exact: true })).toHaveValue('F56 * 2');
});

test('refuses a move that would make formulas cyclic, with the exact message', async ({ page }) => {
  const grid = await openDesigner(page, EXPENSE);
  const order = await labels(grid);
  await drag(page, cell(grid, 'Total with VAT'), cell(grid, 'Travel'), 'left');
  await expect(
    toast(
      page,
      'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.',
    ),
  ).toBeVisible();
  expect(await labels(grid)).toEqual(order);
});

test('copies a field and pastes it after another; the clipboard can be cleared', async ({ page }) => {
  const grid = await openDesigner(page, EXPENSE);
  await cell(grid, 'Meals').hover();
  await page.getByRole('button', { name: 'Copy Meals' }).click();
  await expect(toast(page, 'Field successfully copied to clipboard.')).toBeVisible();
  await cell(grid, 'Total with VAT').hover();
  await page.getByRole('button', { name: 'Paste after Total with VAT' }).click();
  await expect
    .poll(() => labels(grid))
    .toEqual([
      'Expense Claim',
      'Employee',
      'Claim date',
      'Travel',
      'Meals',
      'Lodging',
      'Total',
      'Total with VAT',
      'Meals',
    ]);
  await page.getByRole('button', { name: 'Clear Clipboard' }).click();
  await expect(toast(page, 'Field removed from clipboard.')).toBeVisible();
  await cell(grid, 'Employee').hover();
  await expect(page.getByRole('button', { name: 'Paste after Employee' })).toHaveCount(0);
  // New lines, empty and linked fields are not copied.
  await grid.locator('.dz-newline').first().hover();
});

test('duplicates and removes rows and columns', async ({ page }) => {
  const grid = await openDesigner(page, EXPENSE);
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Duplicate Row or Column' });
  await dialog.getByLabel('Source row index').fill('3');
  await dialog.getByLabel('Paste after row').fill('3');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect
    .poll(() => labels(grid))
    .toEqual([
      'Expense Claim',
      'Employee',
      'Claim date',
      'Travel',
      'Meals',
      'Lodging',
      'Travel',
      'Meals',
      'Lodging',
      'Total',
      'Total with VAT',
    ]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Remove Row or Column' });
  await dialog.getByRole('radio', { name: 'Column' }).check();
  await dialog.getByRole('textbox').fill('3');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => labels(grid)).not.toContain('Lodging');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Duplicate Row or Column' });
  await dialog.getByRole('radio', { name: 'Column' }).check();
  await dialog.getByLabel('Source column index').fill('1');
  await dialog.getByLabel('Paste after column').fill('0');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect.poll(() => labels(grid).then((l) => l.filter((x) => x === 'Travel').length)).toBe(4);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
});

test('saves a field as a template, drops the template on the form, edits it and deletes it', async ({
  page,
}) => {
  const grid = await openDesigner(page, EXPENSE);
  const myFields = page.getByRole('region', { name: 'My Fields' });
  // A field with options: its template is edited with them (found in exploratory testing: Save answered
  // "Unexpected error" for one).
  await drag(page, tool(page, 'Check List'), lastRow(grid));
  const dialog = fieldDialog(page);
  await dialog.getByLabel('Label', { exact: true }).fill('Cost centre');
  await withOptions('North', 'South')(dialog);
  await dialog.getByLabel('Save as template').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(myFields.getByRole('listitem', { name: 'Cost centre', exact: true })).toBeVisible();

  await drag(
    page,
    myFields.getByRole('listitem', { name: 'Cost centre', exact: true }),
    cell(grid, 'Claim date'),
    'right',
  );
  await expect(fieldDialog(page)).toHaveAccessibleName('Create Form Field');
  await expect(fieldDialog(page).getByLabel('Label', { exact: true })).toHaveValue('Cost centre');
  await fieldDialog(page).getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => labels(grid).then((l) => l.filter((x) => x === 'Cost centre').length)).toBe(2);

  // Edit and Delete are the app's own icons (no emoji font needed), named for assistive technology.
  for (const name of ['Edit template Cost centre', 'Delete template Cost centre']) {
    await expect(myFields.getByRole('button', { name }).locator('svg')).toBeVisible();
  }
  await myFields.getByRole('button', { name: 'Edit template Cost centre' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Form Field Template' });
  await edit.getByLabel('Label', { exact: true }).fill('Cost center');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Field template successfully updated.')).toBeVisible();
  // The new label renames the entry (issue 12, item 9), and the name stays after a reload.
  await expect(myFields.getByRole('listitem', { name: 'Cost center', exact: true })).toBeVisible();
  await expect(myFields.getByRole('listitem', { name: 'Cost centre', exact: true })).toHaveCount(0);
  await settled(page);
  await page.reload();
  await expect(myFields.getByRole('listitem', { name: 'Cost center', exact: true })).toBeVisible();

  await myFields.getByRole('button', { name: 'Delete template Cost center' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete Field Template?' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(myFields.getByRole('listitem', { name: 'Cost center', exact: true })).toHaveCount(0);
});

test('restricts the form to roles and users through Form Settings', async ({ page }) => {
  await openDesigner(page, EXPENSE);
  await page.getByRole('button', { name: 'Form Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Form Settings' });
  await dialog.getByLabel('Restrictions', { exact: true }).check();
  await dialog.getByLabel('Restricted Input', { exact: true }).check();
  await dialog.getByLabel('Role exception for input').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add role for input' }).click();
  await dialog.getByLabel('User e-mail exception for input').fill('MEMBER@demo.test');
  await dialog.getByRole('button', { name: 'Add user for input' }).click();
  const users = dialog.getByRole('list', { name: 'User exceptions for input' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  const roles = dialog.getByRole('list', { name: 'Role exceptions for input' });
  await expect(roles.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form updated successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Form Settings' }).click();
  const reopened = page.getByRole('dialog', { name: 'Form Settings' });
  await expect(reopened.getByLabel('Restricted Input', { exact: true })).toBeChecked();
  await expect(reopened.getByRole('list', { name: 'User exceptions for input' })).toContainText(
    'member@demo.test',
  );
  await expect(
    reopened.getByRole('list', { name: 'Role exceptions for input' }).getByRole('listitem'),
  ).toHaveCount(1);
});

/** Opens the expense form and drags Lodging before Travel: the labels before and after, once the move is saved. */
async function dragLodgingBeforeTravel(page: Page) {
  const grid = await openDesigner(page, EXPENSE);
  const start = await labels(grid);
  await drag(page, cell(grid, 'Lodging'), cell(grid, 'Travel'), 'left');
  await expect.poll(() => labels(grid)).not.toEqual(start);
  const moved = await labels(grid);
  await settled(page);
  return { grid, start, moved };
}

test('undoes and redoes with Ctrl+Z and Ctrl+Y and with the toolbar buttons', async ({ page }) => {
  const { grid, start, moved } = await dragLodgingBeforeTravel(page);
  await cell(grid, 'Employee').click();
  await page.keyboard.press('Control+z');
  await expect.poll(() => labels(grid)).toEqual(start);
  await settled(page);
  await page.keyboard.press('Control+y');
  await expect.poll(() => labels(grid)).toEqual(moved);
  await settled(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => labels(grid)).toEqual(start);
  await settled(page);
  await page.reload();
  await expect.poll(() => labels(grid)).toEqual(start);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Ctrl+Z right after a drag undoes it, and the moved field keeps the focus', async ({ page }) => {
  const { grid, start, moved } = await dragLodgingBeforeTravel(page);
  // Nothing was clicked after the drop: the keys go to the page body.
  await page.keyboard.press('Control+z');
  await expect.poll(() => labels(grid)).toEqual(start);
  await expect(cell(grid, 'Lodging')).toBeFocused();
  await settled(page);
  await page.keyboard.press('Control+y');
  await expect.poll(() => labels(grid)).toEqual(moved);
  await expect(cell(grid, 'Lodging')).toBeFocused();
  await settled(page);
  await page.getByRole('button', { name: 'Form Settings' }).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => labels(grid)).toEqual(start);
  await expect(cell(grid, 'Lodging')).toBeFocused();
});

test('undoing the delete of a field a formula uses: the formula computes again and reads F110 after a reload', async ({
  page,
}) => {
  // Total with VAT = ROUND(F110 * 1.2, 2), F110 being Total.
  const grid = await openDesigner(page, EXPENSE);
  await cell(grid, 'Total').focus();
  await page.keyboard.press('Delete');
  const ask = page.getByRole('dialog', { name: 'Delete Field?' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => labels(grid)).not.toContain('Total');
  await settled(page);

  // The formula now names a field that is gone: shown as stored, with the specification's message at once.
  await cell(grid, 'Total with VAT').dblclick();
  const formula = fieldDialog(page).getByLabel('Formula', { exact: true });
  await expect(formula).toHaveValue('ROUND(_110 * 1.2, 2)');
  await expect(fieldDialog(page).getByText('Invalid field reference!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fieldDialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => labels(grid)).toContain('Total');
  await settled(page);

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByLabel('Travel').fill('10');
  await page.getByLabel('Meals').fill('5');
  await expect(page.getByText('18.00').first()).toBeVisible();
  await expect(page.getByText('Error')).toHaveCount(0);

  await page.goto(`/setup/form/manage/${EXPENSE}`);
  await expect(grid).toBeVisible();
  await cell(grid, 'Total with VAT').dblclick();
  await expect(formula).toHaveValue('ROUND(F110 * 1.2, 2)');
  await expect(fieldDialog(page).getByText('Invalid field reference!')).toHaveCount(0);
});

test('the keyboard path: arrows, Enter, Delete, Ctrl+C and Ctrl+V, with a visible focus ring', async ({
  page,
}) => {
  const grid = await openDesigner(page, EXPENSE);
  await cell(grid, 'Employee').click();
  await expect(cell(grid, 'Employee')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(grid, 'Claim date')).toBeFocused();
  await expect(cell(grid, 'Claim date')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('ArrowDown');
  await expect(cell(grid, 'Lodging')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cell(grid, 'Meals')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Form Field' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Form Field' })).toHaveCount(0);
  await expect(cell(grid, 'Meals')).toBeFocused();

  await page.keyboard.press('Control+c');
  await expect(toast(page, 'Field successfully copied to clipboard.')).toBeVisible();
  await page.keyboard.press('Control+v');
  await expect
    .poll(() => labels(grid))
    .toEqual([
      'Expense Claim',
      'Employee',
      'Claim date',
      'Travel',
      'Meals',
      'Meals',
      'Lodging',
      'Total',
      'Total with VAT',
    ]);
  await settled(page);

  await cell(grid, 'Lodging').focus();
  await page.keyboard.press('Delete');
  const ask = page.getByRole('dialog', { name: 'Delete Field?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => labels(grid)).not.toContain('Lodging');
});

test('fill mode recalculates formulas; the preview page has Back', async ({ page }) => {
  await openDesigner(page, EXPENSE);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByLabel('Travel').fill('10');
  await page.getByLabel('Meals').fill('5');
  await expect(page.getByText('15.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('grid', { name: 'Form layout' })).toBeVisible();
  await page.goto(`/setup/form/preview/${EXPENSE}`);
  await expect(page.getByRole('heading', { name: 'Expense Claim (Preview)' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/setup/form/manage/${EXPENSE}$`));
});

test('leaving while a field is being edited asks first, with the exact text', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Manage Expense Claim' }).click();
  const grid = page.getByRole('grid', { name: 'Form layout' });
  await expect(grid).toBeVisible();
  await cell(grid, 'Travel').dblclick();
  await expect(page.getByRole('dialog', { name: 'Edit Form Field' })).toBeVisible();
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/setup\/form\/manage\/202$/);
  await page.getByRole('dialog', { name: 'Edit Form Field' }).getByRole('button', { name: 'Cancel' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/form\/list$/);
});

test('the Large Form: rows below the view are drawn as the canvas scrolls, and a field of row 99 goes to a new last row', async ({
  page,
}) => {
  const LARGE = 201;
  const grid = await openDesigner(page, LARGE);
  const rowOf = (name: string) =>
    grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: cellName(name) }) });
  // Scrolled with the mouse wheel, as a person does, down to the empty band under the last row.
  const scrollToEnd = async () => {
    const box = (await grid.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(lastRow(grid)).toBeInViewport({ timeout: 200 });
    }).toPass({ timeout: 20_000 });
  };
  await expect(grid).toHaveAttribute('aria-rowcount', '101');
  await expect(cell(grid, 'R1 remarks')).toBeVisible();
  await scrollToEnd();
  await expect(cell(grid, 'R100 value 1')).toBeInViewport();
  await expect(rowOf('R100 value 1')).toHaveAttribute('aria-rowindex', '100');

  await drag(page, cell(grid, 'R99 remarks'), lastRow(grid));
  await expect(rowOf('R99 remarks')).toHaveAttribute('aria-rowindex', '101');
  await settled(page);
  await page.reload();
  await expect(cell(grid, 'R1 remarks')).toBeVisible();
  await scrollToEnd();
  await expect(rowOf('R99 remarks')).toHaveAttribute('aria-rowindex', '101');
  await expect(rowOf('R100 value 1')).toHaveAttribute('aria-rowindex', '100');
});

test('widens a column and heightens a row with the rulers’ handles; the sizes stay after a reload', async ({
  page,
}) => {
  const grid = await openDesigner(page, EXPENSE);
  const column = grid.locator('.dz-ruler-col').first();
  const row = grid.locator('.dz-row[data-row="3"]');
  const widthBefore = Number((await column.getAttribute('title'))!.replace('px', ''));
  const heightBefore = (await row.boundingBox())!.height;
  /** Drags a handle by (dx, dy) like a person with a mouse. */
  const pull = async (handle: Locator, dx: number, dy: number) => {
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 8 });
    await page.mouse.up();
    await settled(page);
  };
  // Sizes are saved a moment after the handle is let go (the designer gathers quick changes into one call).
  const saved = (call: string) =>
    page.waitForResponse((response) => response.url().includes(`/api/form/${call}`));
  let save = saved('updatecolumns');
  await pull(column.locator('.dz-ruler-col__handle'), 60, 0);
  await save;
  await expect(column).toHaveAttribute('title', `${widthBefore + 60}px`);
  save = saved('updaterows');
  await pull(grid.locator('[data-dz-row-ruler="3"] .dz-ruler-row__handle'), 0, 30);
  await save;
  const rowHeight = async () => Math.round((await row.boundingBox())!.height);
  // The row takes the ruler's new height in whole pixels.
  await expect.poll(rowHeight).toBeGreaterThanOrEqual(Math.floor(heightBefore + 29));
  const heightAfter = await rowHeight();
  expect(heightAfter).toBeLessThanOrEqual(Math.ceil(heightBefore + 31));
  await page.reload();
  await expect(column).toHaveAttribute('title', `${widthBefore + 60}px`);
  await expect.poll(rowHeight).toBe(heightAfter);
});
