import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { MockControl, signIn, toast } from './support/gridwork';

/**
 * The app-wide modal dialogs with the keyboard only (WAI-ARIA modal dialog pattern, found in exploratory testing):
 * a confirmation opens on Cancel, Tab and Shift+Tab stay inside, Escape closes from anywhere (also after a click on
 * the backdrop), the focus goes back to the button that opened the dialog (or to what took its place), and the page
 * behind the dialog is inert.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function openUsers(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/setup/users/list');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 15_000 });
}

/** Whether Chromium's accessibility tree (what assistive technology reads) has a node of this role and name. */
async function inAccessibilityTree(page: Page, role: string, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.some((node) => !node.ignored && node.role?.value === role && node.name?.value === name);
  } finally {
    await cdp.detach();
  }
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

test('a confirmation is answered with the keyboard: it opens on Cancel, keeps Tab inside and hands the focus back', async ({
  page,
}) => {
  await openUsers(page);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'Mel Member' });
  const opener = row.getByRole('button', { name: 'Deactivate Mel Member' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const deactivate = dialog.getByRole('button', { name: 'Deactivate' });
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(deactivate).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(deactivate).toBeFocused();

  // Escape from the second button closes without deactivating, and the focus is back on the row's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(row).not.toContainText('Deactivated');

  // Enter twice no longer deactivates: the second Enter presses Cancel.
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(row).not.toContainText('Deactivated');
});

test('the Invite dialog keeps Tab inside, and Escape closes it after a click on the backdrop', async ({
  page,
}) => {
  await openUsers(page);
  const invite = page.getByRole('button', { name: 'Invite' });
  await invite.click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  // A click beside the panel drops the focus to the page; Escape still closes, and the focus goes back to Invite.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
});

test('the page behind an open dialog is inert: a click on it does nothing and its links are out of reach', async ({
  page,
}) => {
  await openUsers(page);
  const setup = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Setup' });
  const box = (await setup.boundingBox())!;
  const invite = page.getByRole('button', { name: 'Invite' });
  await invite.click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
  // What a screen reader gets: Chromium's accessibility tree has the dialog's fields, and no longer the page's links.
  expect(await inAccessibilityTree(page, 'textbox', 'E-mail')).toBe(true);
  expect(await inAccessibilityTree(page, 'link', 'Setup')).toBe(false);
  // A person clicking the Setup link behind the backdrop: nothing happens, the dialog stays open.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/setup\/users\/list$/);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
  await expect(setup).toBeVisible();
  expect(await inAccessibilityTree(page, 'link', 'Setup')).toBe(true);
});

test("after a confirmed Deactivate the focus is on the row's Reactivate button that took its place, not lost", async ({
  page,
}) => {
  await openUsers(page);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'Mel Member' });
  await row.getByRole('button', { name: 'Deactivate Mel Member' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate Mel Member' })).toBeFocused();
});

test("after a confirmed Revoke the focus is on the page's heading (the row and the table are gone), not lost", async ({
  page,
}) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Revoke the invitation of new.colleague@demo.test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No invitation is waiting.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeFocused();
  await expect(toast(page, 'The invitation of new.colleague@demo.test was revoked.')).toBeVisible();
});

test("a message raised while a dialog is open leaves the dialog's buttons free", async ({ page }) => {
  // A short window, where a dialog reaches down to the corner the messages take when no dialog is open.
  await page.setViewportSize({ width: 900, height: 460 });
  await openUsers(page);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill('member@demo.test');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const message = toast(page, 'member@demo.test is already a user of this workspace.');
  await expect(message).toBeVisible();
  const shown = (await message.boundingBox())!;
  for (const button of await dialog.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    const apart =
      box.x + box.width <= shown.x ||
      shown.x + shown.width <= box.x ||
      box.y + box.height <= shown.y ||
      shown.y + shown.height <= box.y;
    expect(apart, `${await button.textContent()} is not under the message`).toBe(true);
  }
  // The dialog scrolls in the short window; its parts keep their height rather than being drawn over each other.
  // (A long list scrolls inside its own part once that part is as tall as it may be, by design.)
  const parts = await dialog.locator(':scope > fieldset').evaluateAll((sets: HTMLElement[]) =>
    sets.map((set) => ({
      name: set.querySelector('legend')?.textContent,
      content: set.scrollHeight,
      box: set.offsetHeight,
      max: parseFloat(getComputedStyle(set).maxHeight) || Infinity,
    })),
  );
  expect(parts.length).toBeGreaterThan(1);
  for (const part of parts)
    expect(Math.min(part.content, part.max), `${part.name} is as tall as it needs`).toBeLessThanOrEqual(
      part.box + 1,
    );
  // Playwright clicks only what is on top: the button, not the message.
  await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 5000 });
  await expect(dialog).toBeHidden();
});
