import { expect, test } from './support/axe';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async () => mock.reset());

test('lists the projects and opens one with its form instances', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/project/list');
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('link')).toHaveText(
    ['Annual Report', 'Bridge Inspection', 'Office Renovation'],
    { useInnerText: true },
  );
  await list.getByRole('link', { name: 'Office Renovation' }).click();
  await expect(page.getByRole('heading', { name: 'Office Renovation', level: 1 })).toBeVisible();
  const instances = page.getByRole('list', { name: 'Form instances' });
  await expect(instances.getByRole('link', { name: 'Site Inspection' })).toHaveAttribute(
    'href',
    '/forminstance/300',
  );
  await instances.getByRole('link', { name: 'Expense Claim' }).click();
  await expect(page).toHaveURL(/\/forminstance\/301$/);
});

test('creating a project checks the name, then opens the project', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/project/');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Required!')).toBeVisible();
  await page.getByLabel('Name').fill('x'.repeat(255));
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Max characters length (254) exceeded!')).toBeVisible();
  await page.getByLabel('Name').fill('Harbour Survey');
  await page.getByLabel('Description').fill('Quay walls and bollards');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Survey', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/project\/details\/\d+$/);
  await expect(page.getByText('No forms have been started in this project yet.')).toBeVisible();
});

test('creates a form instance from a form and opens it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/project/details/102');
  await settled(page);
  await page.getByLabel('Form or form group').selectOption({ label: 'Site Inspection' });
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\/forminstance\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Site Inspection', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Annual Report');
});
