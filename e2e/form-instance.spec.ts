import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { ADMIN, MEMBER, MockControl, settled, signIn, toast } from './support/gridwork';

/** The demo form "Site Inspection" (instance 300, fixtures/forms/site-inspection-fields.ts) and friends. */
const DEMO = '/forminstance/300';
const READ_ONLY = '/forminstance/301';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function openDemo(page: Page, email = ADMIN): Promise<void> {
  await signIn(page, email);
  await page.goto(DEMO);
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
}

const output = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Replaces a box's value as a person does: click, select all, type, leave. */
async function retype(page: Page, box: Locator, text: string): Promise<void> {
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await box.blur();
}

test('shows the demo form on its grid, with computed formulas, a linked and a mirror field', async ({
  page,
}) => {
  await openDemo(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'ProjectsOffice RenovationSite Inspection',
  );
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Site logo' })).toBeVisible();
  // Formulas show their results in their formatting type, as the exports do (issue 12, item 6).
  await expect(output(page, 'Subtotal')).toHaveText('$1,630.50');
  await expect(output(page, 'Total')).toHaveText('$1,467.45');
  await expect(output(page, 'Total (mirror)')).toHaveText('$1,467.45');
  await expect(output(page, 'Cost per hour')).toHaveText('$244.58');
  await expect(output(page, 'Discount share')).toHaveText('10.00%');
  await expect(page.getByLabel('Labour')).toHaveValue('$1,200.00');
  await expect(page.getByRole('radiogroup', { name: 'Condition' }).getByLabel('Fair')).toBeChecked();
  await expect(
    page.getByRole('button', { name: /^Hazards Working at height, Live electrics$/ }),
  ).toBeVisible();
});

test('typing into a number recalculates the formulas after the debounce', async ({ page }) => {
  await openDemo(page);
  const labour = page.getByLabel('Labour');
  await labour.fill('1000');
  await expect(output(page, 'Subtotal')).toHaveText('$1,430.50');
  await expect(output(page, 'Discount amount')).toHaveText('$143.05');
  await expect(output(page, 'Total')).toHaveText('$1,287.45');
  await expect(output(page, 'Total (mirror)')).toHaveText('$1,287.45');
  await page.getByLabel('Discount', { exact: true }).fill('abc');
  await expect(output(page, 'Total')).toHaveText('Error');
});

test('a plain number in a percentage field is the percent, shown as it is typed (issue 12, item 1)', async ({
  page,
}) => {
  await openDemo(page);
  const discount = page.getByLabel('Discount', { exact: true });
  // As a person does: Tab into the box (its text is selected) and type over it.
  await page.getByLabel('Travel').focus();
  await page.keyboard.press('Tab');
  await expect(discount).toBeFocused();
  await page.keyboard.type('25');
  await expect(discount).toHaveValue('25');
  await expect(page.getByText('Read as 25.00%')).toBeVisible();
  await expect(discount).toHaveAccessibleDescription('Read as 25.00%');
  await expect(output(page, 'Discount amount')).toHaveText('$407.63');
  await expect(output(page, 'Total')).toHaveText('$1,222.87');
  await discount.blur();
  await expect(discount).toHaveValue('25.00%');
  await expect(page.getByText('Read as 25.00%')).toBeHidden();
  await discount.focus();
  // The value keeps its percent sign on focus (forms spec §5).
  await expect(discount).toHaveValue('25%');
  await discount.press('ControlOrMeta+a');
  await discount.pressSequentially('30%');
  await expect(page.getByText('Read as 30.00%')).toBeVisible();
  await discount.blur();
  await expect(discount).toHaveValue('30.00%');
  await expect(output(page, 'Discount amount')).toHaveText('$489.15');
  await expect(output(page, 'Total')).toHaveText('$1,141.35');
});

test('a percentage clicked into takes the caret before its sign, so a digit typed next is part of the number', async ({
  page,
}) => {
  await openDemo(page);
  const discount = page.getByLabel('Discount', { exact: true });
  await retype(page, discount, '25');
  await expect(discount).toHaveValue('25.00%');
  // As a person does: a click at the end of the text, then a digit.
  const box = (await discount.boundingBox())!;
  await page.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
  await expect(discount).toHaveValue('25%');
  await page.keyboard.type('5');
  await expect(discount).toHaveValue('255%');
  await expect(page.getByText('Please enter correct text!')).toHaveCount(0);
  await expect(page.getByText('Read as 255.00%')).toBeVisible();
});

test('a negative value in a format with red negatives is shown in red, in a box and in a formula', async ({
  page,
}) => {
  await openDemo(page);
  const danger = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--danger').trim(),
  );
  const colour = (label: string) =>
    output(page, label).evaluate((element) => getComputedStyle(element).color);
  const red = await page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, danger);
  const materials = page.getByLabel('Materials', { exact: true });
  expect(await colour('Materials')).not.toBe(red);
  await retype(page, materials, '-75');
  await expect(materials).toHaveValue('-$75.00');
  await expect.poll(() => colour('Materials')).toBe(red);
  // A discount above the subtotal makes Discount share (percent, red negatives) negative.
  await retype(page, page.getByLabel('Labour', { exact: true }), '-1000');
  await expect(output(page, 'Discount share')).toHaveText(/^-/);
  await expect.poll(() => colour('Discount share')).toBe(red);
  expect(await colour('Total')).not.toBe(red);
});

test('an invalid number shows what was typed, and formulas use the same value (issue 12, item 2)', async ({
  page,
}) => {
  await openDemo(page);
  const hours = page.getByLabel('Hours on site');
  await hours.fill('2.5');
  await hours.blur();
  await expect(page.getByText('Please enter correct text!')).toBeVisible();
  await expect(hours).toHaveValue('2.5');
  // Total 1467.45 / 2.5.
  await expect(output(page, 'Cost per hour')).toHaveText('$586.98');
  await hours.fill('3');
  await hours.blur();
  await expect(hours).toHaveValue('3');
  await expect(page.getByText('Please enter correct text!')).toBeHidden();
  await expect(output(page, 'Cost per hour')).toHaveText('$489.15');
});

test('masks format typing, and validation messages appear as specified', async ({ page }) => {
  await openDemo(page);
  // Cleared as a user does (select all, Backspace): imask reads the edit from the selection.
  const clear = async (locator: ReturnType<Page['getByLabel']>) => {
    await locator.press('ControlOrMeta+a');
    await locator.press('Backspace');
  };
  const phone = page.getByLabel('Site phone');
  await clear(phone);
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('(555) 123-4567');

  const zip = page.getByLabel('Site ZIP');
  await clear(zip);
  await zip.pressSequentially('021');
  await expect(page.getByText('Please provide the 5 digit zip code!')).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await zip.pressSequentially('39');
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Inspector e-mail').fill('jordan@');
  await expect(page.getByText('Invalid email!')).toBeVisible();

  await page.getByLabel('Hours on site').fill('30');
  await expect(page.getByText('Hours on site must be less than 24.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('dialog', { name: 'Form Validation Failed' });
  await expect(alert).toContainText('Please correct the validation errors shown and try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
});

test('choosing a condition resets the nested select and reloads its options', async ({ page }) => {
  await openDemo(page);
  const issue = page.getByLabel('Issue');
  await expect(issue).toHaveValue(/\d+/);
  await page.getByRole('radiogroup', { name: 'Condition' }).getByLabel('Poor').check();
  await expect(issue).toHaveValue('');
  await expect(issue.locator('option')).toHaveText([
    'Please select...',
    'Cracks',
    'Structural damage',
    'Water ingress',
  ]);
  await expect(page.getByText('Describe the issue when the condition is Poor.')).toHaveCount(0);
});

test('an encrypted value shows its display mask until revealed', async ({ page }) => {
  await openDemo(page);
  const gate = page.getByRole('textbox', { name: 'Gate code' });
  await expect(gate).toHaveValue(/^\*+$/);
  await expect(gate).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Show Gate code' }).click();
  await expect(gate).toHaveValue('4417');
  await expect(gate).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Owner SSN' })).toHaveValue(/^\*+6789$/);
});

test('save and reload keep the values', async ({ page }) => {
  await openDemo(page);
  await page.getByLabel('Inspector', { exact: true }).fill('Casey Park');
  await page.getByLabel('Weather').selectOption({ label: 'Snow' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Inspector', { exact: true })).toHaveValue('Casey Park');
  await expect(page.getByLabel('Weather').locator('option:checked')).toHaveText('Snow');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a crashed tab loses nothing: the draft is offered back and restored', async ({ page, context }) => {
  await openDemo(page);
  await page.getByLabel('Inspector', { exact: true }).fill('Draft Person');
  await page.getByLabel('Notes').fill('Typed before the crash');
  await page.close();

  const again = await context.newPage();
  await again.goto(DEMO);
  const offer = again.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(offer).toContainText(
    /You have unsaved changes from \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\. Restore them\?/,
  );
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByLabel('Inspector', { exact: true })).toHaveValue('Draft Person');
  await expect(again.getByLabel('Notes')).toHaveValue('Typed before the crash');
  await expect(again.getByText('Unsaved changes')).toBeVisible();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(toast(again, 'Form updated successfully.')).toBeVisible();
  await again.reload();
  await expect(again.getByLabel('Inspector', { exact: true })).toHaveValue('Draft Person');
  await expect(again.getByRole('dialog')).toHaveCount(0);
});

test('two tabs: a tab is not offered the entries another tab still edits, and keeps them through the other tab and its own reload', async ({
  page,
  context,
}) => {
  await openDemo(page);
  await page.getByLabel('Notes').fill('typed in tab 1');

  // Tab 2 opens the same instance: tab 1 is still editing, nothing is offered.
  const tab2 = await context.newPage();
  await tab2.goto(DEMO);
  await expect(tab2.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(tab2);
  await expect(tab2.getByRole('dialog')).toHaveCount(0);
  await expect(tab2.getByLabel('Notes')).not.toHaveValue('typed in tab 1');
  // Tab 2 types, then cancels: its draft goes, tab 1's entries stay.
  await tab2.getByLabel('Notes').fill('typed in tab 2');
  await tab2.getByRole('button', { name: 'Cancel' }).click();
  await tab2.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(tab2).toHaveURL(/\/project\/details\/100$/);

  // Tab 1 reloads, accepting the browser's leave prompt, and is offered its entries.
  await page.bringToFront();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(offer).toContainText(
    /You have unsaved changes from \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\. Restore them\?/,
  );
  await expect(offer.getByRole('button', { name: 'Restore' })).toBeFocused();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('typed in tab 1');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openDemo(page);
  await page.getByLabel('Inspector', { exact: true }).fill('Someone Else');
  await page.getByRole('link', { name: 'Projects' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/forminstance\/300$/);
  await expect(page.getByLabel('Inspector', { exact: true })).toHaveValue('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/project\/details\/100$/);
});

test('a read-only instance cannot be edited', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(READ_ONLY);
  await expect(page.getByRole('heading', { name: 'Expense Claim', level: 1 })).toBeVisible();
  const pill = page.getByText('Read-only', { exact: true });
  await expect(pill).toBeVisible();
  // Its text sits in the middle of the pill, not at the top of a box stretched to the buttons' height.
  const gaps = await pill.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return { above: text.top - box.top, below: box.bottom - text.bottom };
  });
  expect(Math.abs(gaps.above - gaps.below)).toBeLessThanOrEqual(1.5);
  await expect(page.getByLabel('Travel')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('field permissions: a view-only field is disabled and a field without the view bit is not shown', async ({
  page,
}) => {
  await openDemo(page, MEMBER);
  await expect(page.getByLabel('Approved by')).toBeDisabled();
  await expect(page.getByLabel('Internal reference')).toHaveCount(0);
  await expect(page.getByLabel('Inspector', { exact: true })).toBeEnabled();
});

test('an instance that cannot be loaded goes to /403', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/forminstance/999999');
  await expect(page).toHaveURL(/\/403$/);
});

test('a reload asks for the instance once, before the server has said who is signed in, and shows it', async ({
  page,
}) => {
  await openDemo(page);
  const events: string[] = [];
  const watched = (url: string) =>
    ['/api/forminstance', '/api/account/current'].find((path) => new URL(url).pathname === path);
  page.on('request', (request) => {
    const path = watched(request.url());
    if (path) events.push(`asked ${path}`);
  });
  page.on('response', (response) => {
    const path = watched(response.url());
    if (path) events.push(`answered ${path}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(output(page, 'Total')).toHaveText('$1,467.45');
  await settled(page);
  // Route-level data loading (issue 11): the page load's first calls leave at once, side by side, and are used.
  expect(events.filter((event) => event.startsWith('asked'))).toEqual([
    'asked /api/account/current',
    'asked /api/forminstance',
  ]);
  expect(events.indexOf('asked /api/forminstance')).toBeLessThan(
    events.indexOf('answered /api/account/current'),
  );
});

test('Back pressed during a save keeps the page until the save is done, says "Form updated successfully." and then goes back (issue 32 #11)', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/project/details/100');
  await page.getByRole('link', { name: 'Site Inspection' }).first().click();
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/FormInstance\/SaveFormData/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Inspector', { exact: true }).fill('Back Presser');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await page.evaluate(() => history.back());
  // The save is on its way: the page stays, says so, and asks nothing.
  await expect(
    page.getByRole('status').filter({ hasText: 'Saving… you will leave this page once it is saved.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forminstance\/300$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(toast(page, 'Form updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/details\/100$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(DEMO);
  await expect(page.getByLabel('Inspector', { exact: true })).toHaveValue('Back Presser');
});

test('Back pressed during a save that fails asks before leaving the unsaved entries (issue 32 #11)', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/project/details/100');
  await page.getByRole('link', { name: 'Site Inspection' }).first().click();
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await settled(page);
  await mock.fault({ path: 'FormInstance/SaveFormData', status: 500, delayMs: 1500 });
  await page.getByLabel('Inspector', { exact: true }).fill('Not Saved');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await page.evaluate(() => history.back());
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/forminstance\/300$/);
  await expect(page.getByLabel('Inspector', { exact: true })).toHaveValue('Not Saved');
});

test('the draft is offered once the form shows, not over "Loading…", and promptly (issue 32 #12)', async ({
  page,
  context,
}) => {
  await openDemo(page);
  await page.getByLabel('Notes').fill('Typed before the crash');
  await page.close();

  // The page itself notes when the form's heading and when a dialog first appear (the machine's load, which
  // Playwright's polling would add, does not count).
  await context.addInitScript(() => {
    const seen: { form?: number; prompt?: number } = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const headings = [...document.querySelectorAll('h1')];
      if (seen.form === undefined && headings.some((h) => h.textContent === 'Site Inspection'))
        seen.form = performance.now();
      if (seen.prompt === undefined && document.querySelector('[role="dialog"], dialog[open]'))
        seen.prompt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const again = await context.newPage();
  await again.goto(DEMO);
  const offer = again.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(offer).toBeVisible();
  // Behind the prompt, the form itself: its heading and fields, no "Loading…".
  await expect(again.getByText('Loading…')).toHaveCount(0);
  await expect(again.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(again.getByLabel('Notes')).toBeVisible();
  const seen = await again.evaluate(
    () => (window as unknown as { seen: { form?: number; prompt?: number } }).seen,
  );
  expect(seen.form).toBeDefined();
  expect(seen.prompt).toBeDefined();
  // Never before the form, and at once after it (moment was fetched beside the instance).
  expect(seen.prompt! - seen.form!).toBeGreaterThanOrEqual(0);
  expect(seen.prompt! - seen.form!).toBeLessThan(1500);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByLabel('Notes')).toHaveValue('Typed before the crash');
});
