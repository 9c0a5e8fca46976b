import { expect, test } from './support/axe';
import { ADMIN, MockControl, signIn } from './support/gridwork';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

test('signs in and out', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/form\/list$/);
  await expect(page.getByRole('link', { name: 'Ada Admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/form/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fform%2Flist$/);
});

test('a direct-link user lands on what was shared, has no Home link to it, and signs out', async ({
  page,
}) => {
  await signIn(page, 'direct@demo.test');
  await expect(page).toHaveURL(/\/direct\/share-files-folders$/);
  await expect(page.getByRole('heading', { name: 'Shared Files and Folders', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await page.goto('/direct/cabinet/1/folder/2-3');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/direct\/share-files-folders$/);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/direct/share-files-folders');
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
});

test("each page's title names the page, and the form or project it shows", async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In – Gridwork');
  await signIn(page, ADMIN);
  await expect(page).toHaveTitle('Forms – Gridwork');
  await page.goto('/project/details/100');
  await expect(page).toHaveTitle('Office Renovation – Project Details – Gridwork');
  await page.goto('/forminstance/300');
  await expect(page).toHaveTitle('Site Inspection – Office Renovation – Form Instance – Gridwork');
  await page.goto('/setup/form/manage/200');
  await expect(page).toHaveTitle('Site Inspection – Manage Form – Gridwork');
  await page.goto('/setup/form/preview/200');
  await expect(page).toHaveTitle('Site Inspection – Preview Form – Gridwork');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found – Gridwork');
});

test('explains a wrong password and an empty form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required!')).toHaveCount(2);
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an anonymous visit to a logged-only page asks to sign in, then returns there', async ({ page }) => {
  await page.goto('/report/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Freport%2Flist$/);
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/report\/list$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
});

test('unknown routes go to /404; routes match whatever their case', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await signIn(page, ADMIN);
  await page.goto('/REPORT/List');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.goto('/report/fiter/details/7');
  await expect(page.getByRole('heading', { name: /Report Filter/, level: 1 })).toBeVisible();
});

test('public pages open without signing in; sign-in pages send a signed-in user on', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await page.goto('/how-it-works/forms');
  await expect(page).toHaveURL(/\/how-it-works\/forms$/);
  await signIn(page, ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/form\/list$/);
});

test('a member cannot open setup pages', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/setup/general');
  await expect(page).toHaveURL(/\/404$/);
});

test('landing pages switch a team-scoped user back to the workspace scope', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/switch/10?back=%2Fdashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.top-bar__scope')).toHaveText('Design Team');
  // The bell stays in a team scope: it leads through the scope switch to the workspace's notifications.
  await page.getByRole('link', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.locator('.top-bar__scope')).toHaveText('Demo Workspace');
  await page.goto('/switch/10?back=%2Fdashboard');
  await expect(page.locator('.top-bar__scope')).toHaveText('Design Team');
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.locator('.top-bar__scope')).toHaveText('Demo Workspace');
});

test('the side menu collapses, and becomes a drawer below 992 px', async ({ page }) => {
  await signIn(page, ADMIN);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Reports')).toBeVisible();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(menu.getByText('Reports')).toBeHidden();
  await page.setViewportSize({ width: 800, height: 700 });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(menu.getByText('Reports')).toBeVisible();
});
