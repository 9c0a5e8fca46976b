import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { MEMBER, MockControl, signIn } from './support/gridwork';

/** Issue 35, search: the top-bar box, the grouped results, the keyboard, and each result opening its page. */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

async function searchFor(page: Page, phrase: string): Promise<void> {
  const box = page.getByRole('search').getByRole('textbox', { name: 'Search' });
  await box.fill(phrase);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent(phrase)}`);
  await expect(page.getByRole('status').filter({ hasText: `for “${phrase}”` })).toBeVisible();
}

const results = (page: Page) => page.locator('a.search-hit');

test('a search finds a task, a file and an instance value, and opens each', async ({ page }) => {
  await signIn(page, MEMBER);

  // A task, opened with the keyboard: Tab reaches the results, the arrows move, Enter opens.
  await searchFor(page, 'tiles');
  const tasks = page.getByRole('region', { name: /^Tasks \(\d+\)$/ });
  const task = tasks.getByRole('link', { name: /Order floor tiles for level 2/ });
  await expect(task.locator('mark').first()).toHaveText('tiles');
  await page.reload();
  await expect(task).toBeVisible();
  // The box holds the phrase of the results it shows, after a reload too.
  await expect(page.getByRole('search').getByRole('textbox', { name: 'Search' })).toHaveValue('tiles');
  const all = results(page);
  const index = await all.evaluateAll(
    (links, title) => links.findIndex((a) => a.textContent?.includes(title as string)),
    'Order floor tiles for level 2',
  );
  await all.first().focus();
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(task).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/task\/list\?task=800/);
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('Order floor tiles for level 2');

  // A file, found by the text inside it: it opens the folder that holds it.
  await page.keyboard.press('Escape');
  await searchFor(page, 'screens');
  const file = page.getByRole('region', { name: /^Files/ }).getByRole('link', { name: /Meeting notes\.txt/ });
  await expect(file).toContainText('IT to install the meeting room screens.');
  await expect(file.locator('mark')).toHaveText(['screens']);
  await file.click();
  await expect(page).toHaveURL('/cabinet/5000/folder/5000-5000');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Documents' })).toBeVisible();
  await expect(page.getByTestId('folder-list').getByText('Meeting notes.txt')).toBeVisible();

  // A form instance, found by a field's value; an encrypted value finds nothing.
  await searchFor(page, '4417');
  await expect(page.getByRole('region', { name: /^Form instances/ })).toHaveCount(0);
  await searchFor(page, 'stair rail');
  const instance = page
    .getByRole('region', { name: /^Form instances/ })
    .getByRole('link', { name: /Site Inspection/ });
  await expect(instance).toContainText('Notes: Minor rust on the east stair rail; no structural concerns.');
  await expect(instance.locator('mark')).toHaveText(['stair', 'rail']);
  await instance.click();
  await expect(page).toHaveURL('/forminstance/300');
  await expect(page.getByLabel('Notes')).toHaveValue(
    'Minor rust on the east stair rail; no structural concerns.',
  );
});
