import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';
import { fitsTheViewport } from './support/layout';

/**
 * Layout measured in Chromium (issue 32 #19): long unbroken names wrap instead of widening the page, the field
 * dialog keeps its buttons on one line and shows its choices whole, the form instance's boxes show their whole
 * value, the report preview right-aligns numbers, and the report details page's controls look like the app's.
 * Phone widths are in phone-layout.spec.ts.
 */
const LONG_WORKSPACE = 'W'.repeat(200);
const LONG_ROLE = 'R'.repeat(100);

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

/** Answers `url` as the mock does, with `change` applied to its JSON: a name as long as a user may type it. */
async function answerWith(page: Page, url: string | RegExp, change: (json: never) => unknown): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as never) });
  });
}

/** A select shows its chosen option whole: the text, its padding and the arrow fit in the box. */
async function notClipped(select: Locator): Promise<void> {
  const widths = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    const arrow = 20;
    return {
      text,
      wanted:
        context.measureText(text).width +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        arrow,
      has: element.clientWidth,
    };
  });
  expect(widths.has, `"${widths.text}" is shown whole`).toBeGreaterThanOrEqual(widths.wanted);
}

test('a 200-character name in the activity log and a 100-character role name wrap: the pages keep the window width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerWith(
    page,
    '**/api/activitylog/list**',
    (json: { Items: { Action: string; UserName: string }[] }) => ({
      ...json,
      Items: json.Items.map((item, i) =>
        i === 0
          ? { ...item, Action: `Renamed the workspace to ${LONG_WORKSPACE}`, UserName: LONG_WORKSPACE }
          : item,
      ),
    }),
  );
  await answerWith(page, '**/api/rolesetup/list**', (json: { roleName: string }[]) =>
    json.map((role, i) => (i === json.length - 1 ? { ...role, roleName: LONG_ROLE } : role)),
  );
  await signIn(page, ADMIN);
  await page.goto('/activitylog/list');
  await expect(page.getByText(LONG_WORKSPACE).first()).toBeVisible();
  await settled(page);
  await fitsTheViewport(page);

  await page.goto('/setup/role/list');
  await expect(page.getByRole('link', { name: LONG_ROLE })).toBeVisible();
  await settled(page);
  await fitsTheViewport(page);
  await expect(page.getByRole('link', { name: 'New role' })).toBeInViewport();
});

test('a long user name on the Users page and in the page title wraps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerWith(page, '**/api/usersetup/list**', (json: { FirstName: string }[]) =>
    json.map((user, i) => (i === json.length - 1 ? { ...user, FirstName: LONG_WORKSPACE } : user)),
  );
  await signIn(page, ADMIN);
  await page.goto('/setup/users/list');
  await expect(page.getByText(LONG_WORKSPACE, { exact: false }).first()).toBeVisible();
  await settled(page);
  await fitsTheViewport(page);
  for (const button of await page.getByRole('table', { name: 'Users' }).getByRole('button').all())
    await expect(button).toBeInViewport({ ratio: 1 });
});

test('the field dialog keeps Apply and Cancel on one line under its error, and shows its choices whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await page.goto('/setup/form/manage/202');
  const grid = page.getByRole('grid', { name: 'Form layout' });
  await expect(grid).toBeVisible();
  await settled(page);
  await grid.getByRole('gridcell', { name: /^F\d+ (.+ )?Meals$/ }).click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Form Field' });
  await expect(dialog).toBeVisible();
  await settled(page);

  const layout = dialog.getByLabel('Field layout', { exact: true });
  await expect(layout.locator('option', { hasText: 'Vertical (label above)' })).toHaveCount(1);
  const selects = await dialog.locator('select').all();
  expect(selects.length).toBeGreaterThan(3);
  for (const select of selects) await notClipped(select);

  // In a narrow window (a phone held sideways, a half screen) the error line and the buttons share the footer.
  await page.setViewportSize({ width: 560, height: 800 });
  await dialog.getByLabel('Label', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const message = dialog.locator('.designer-dialog__footer').getByRole('alert');
  await expect(message).toBeVisible();
  const line = (await message.boundingBox())!;
  const apply = (await dialog.getByRole('button', { name: 'Apply' }).boundingBox())!;
  const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
  expect(Math.abs(apply.y - cancel.y), 'Apply and Cancel on one line').toBeLessThan(2);
  expect(apply.height, 'Apply on one line').toBeLessThan(48);
  expect(apply.y, 'the buttons stay beside the error line, not under it').toBeLessThan(line.y + line.height);
});

test('the form instance boxes show masked values whole: a phone number with extension, a date and time, a hidden account number', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await page.goto('/forminstance/300');
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
  const masked = {
    'Office phone': '(555) 555-0199 ext. 204',
    'Site phone': '(555) 555-0100',
    'Arrived at': '11/17/2026 09:30',
    'Account number': '4000************',
    'Owner SSN': '*******6789',
    'Billing ZIP+4': '02139-4307',
  };
  for (const [label, value] of Object.entries(masked)) {
    const box = page.getByLabel(label, { exact: true });
    await expect(box).toHaveValue(value);
    const widths = await box.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
    expect(widths.scroll, `${label} shows "${value}" whole`).toBeLessThanOrEqual(widths.client);
  }
});

test('the report preview right-aligns its number column, and the details page has the app’s controls', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/report/list');
  await page.getByRole('link', { name: 'Site Inspections', exact: true }).click();
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Site Inspections: Preview', level: 1 })).toBeVisible();
  const row = page.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(row.getByRole('cell').nth(3)).toHaveCSS('text-align', 'right');
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveCSS('text-align', 'right');
  await expect(row.getByRole('cell').nth(0)).toHaveCSS('text-align', 'left');

  await page.goBack();
  await page.getByRole('link', { name: 'Columns' }).click();
  await expect(page.getByRole('heading', { name: 'Site Inspections: Columns', level: 1 })).toBeVisible();
  await settled(page);
  // The same controls as the app's other pages (.field): bordered, rounded, the page's font.
  const font = await page.locator('body').evaluate((body) => getComputedStyle(body).fontSize);
  for (const control of [page.getByLabel('Form Group'), page.getByLabel('Filter forms')]) {
    await expect(control).toHaveCSS('border-radius', '6px');
    await expect(control).toHaveCSS('border-top-color', 'rgb(216, 221, 227)');
    await expect(control).toHaveCSS('font-size', font);
  }
  await page.getByRole('button', { name: 'Site Inspection', exact: true }).click();
  const mark = page.getByRole('checkbox', { name: 'Mark Form Instance Updated On' });
  const accent = await page
    .getByRole('button', { name: 'Add as columns' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect(mark).toHaveCSS('accent-color', accent);
});

test('long project, tag, form and report names wrap on their lists', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every name the lists show, as long as a user may type it.
  const NAMES = new Set(['ProjectName', 'FormName', 'ReportName', 'ReportGroupName', 'CabinetName', 'Name']);
  const lengthen = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(lengthen)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [
              key,
              NAMES.has(key) && typeof inner === 'string' ? `${inner}${LONG_WORKSPACE}` : lengthen(inner),
            ]),
          )
        : value;
  await signIn(page, ADMIN);
  for (const [path, list] of [
    ['/project/list', /\/api\/project\/list(\?|$)/],
    ['/form/list', /\/api\/form\/list(\?|$)/],
    ['/report/list', /\/api\/report(\?|$)/],
  ] as const) {
    await page.unrouteAll();
    await answerWith(page, list, lengthen);
    await page.goto(path);
    await expect(page.getByText(LONG_WORKSPACE, { exact: false }).first()).toBeVisible();
    await settled(page);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth && e.children.length === 0)
        .slice(0, 3)
        .map((e) => `${e.tagName}.${e.className}`)
        .join(', '),
    );
    expect(wide, path).toBe('');
    await fitsTheViewport(page);
  }
});
