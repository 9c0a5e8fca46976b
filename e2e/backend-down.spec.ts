import { expect, test } from './support/axe';
import { ADMIN, MockControl, signIn } from './support/gridwork';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

test('a backend that is down at start says so, and Retry goes on once it is back', async ({ page }) => {
  await signIn(page, ADMIN);
  // The next two current-user calls fail: the proxy's 503, then a dropped connection (a network error).
  await mock.fault({ path: '/account/current', status: 503 });
  await mock.fault({ path: '/account/current', abort: true });
  await page.goto('/form/list');
  await expect(page.getByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The server is not answering right now. Check your connection, then try again.',
  );
  await expect(page).toHaveURL(/\/form\/list$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeVisible();

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gridwork cannot reach its server' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/form\/list$/);
});
