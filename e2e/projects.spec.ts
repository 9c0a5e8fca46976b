import { expect, test } from './support/axe';
import { ADMIN, MEMBER, MockControl, settled, signIn } from './support/gridwork';

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

test('notes: an administrator sets up a category, a member files a note in it, and it stays as typed', async ({
  page,
  browser,
}) => {
  // The administrator adds a note category in Setup.
  await signIn(page, ADMIN);
  await page.goto('/setup/NoteCategory/list');
  await expect(page.getByRole('heading', { name: 'Note Categories', level: 1 })).toBeVisible();
  await page.getByLabel('New category').fill('Permits');
  await page.getByRole('button', { name: 'Create category' }).click();
  const categories = page.getByRole('list', { name: 'Note categories' });
  await expect(categories.getByRole('listitem')).toHaveText([
    'Client call1 note',
    'Decision1 note',
    'Permits0 notes',
    'Risk1 note',
  ]);

  // The member opens their project, reads the notes and adds one with a line break and HTML-looking text.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, MEMBER);
  await member.goto(`/project/details/100`);
  const notes = member.getByRole('list', { name: 'Notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  // Only their own note offers Edit.
  await expect(member.getByRole('button', { name: /^Edit note/ })).toHaveCount(1);
  await member.getByRole('button', { name: 'Add note' }).click();
  const editor = member.getByRole('form', { name: 'New note' });
  await editor.getByLabel('Note').fill('Permit filed <b>today</b>\nAnswer due in May.');
  await editor.getByLabel('Category').selectOption('Permits');
  await editor.getByRole('button', { name: 'Add note' }).click();
  await expect(editor).toHaveCount(0);
  const added = notes.getByRole('listitem').first();
  await expect(added).toContainText('Permits');
  // As typed: the line break kept, the tags shown as text, never as HTML.
  await expect(added).toContainText('Permit filed <b>today</b>');
  expect(await added.locator('.project-note__text').textContent()).toBe(
    'Permit filed <b>today</b>\nAnswer due in May.',
  );
  await expect(added.locator('b')).toHaveCount(0);

  // Filtered by the category, after a reload: only the new note.
  await member.reload();
  await member.getByLabel('Show notes').selectOption('Permits');
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await context.close();

  // Back in Setup, the category now counts the note.
  await page.reload();
  await expect(categories.getByRole('link', { name: 'Permits' })).toBeVisible();
  await expect(categories.getByRole('listitem').filter({ hasText: 'Permits' })).toContainText('1 note');
});
