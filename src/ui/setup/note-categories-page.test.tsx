import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeNoteCategoryGateway } from '../../application/projects/project-notes.test-kit';
import { ManageNoteCategories } from '../../application/setup/manage-note-categories.use-case';
import { NOTE_CATEGORIES_PATH } from '../../domain/projects/project-note.entity';
import { FakeDialogs, FakeNavigator, FakeNotifier, member } from '../../application/testing/fakes';
import { NoteAccessMessage } from '../../domain/access/note-access.policy';
import type { CurrentUser } from '../../domain/session/current-user';
import { NoteCategoriesStore } from '../../stores/setup/note-categories.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { NoteCategoriesPage } from './note-categories-page';
import { NoteCategoryPage } from './note-category-page';

afterEach(cleanup);

const admin: CurrentUser = { ...member, isAdmin: true, accountType: 1 };

function renderPage(view: ReactElement, user: CurrentUser = admin) {
  const gateway = new FakeNoteCategoryGateway();
  const dialogs = new FakeDialogs();
  const navigator = new FakeNavigator();
  const store = new NoteCategoriesStore(
    new ManageNoteCategories(gateway, dialogs, new FakeNotifier(), navigator),
  );
  const { stores } = testStores();
  stores.user.setUser(user);
  const router = createMemoryRouter([{ path: '*', element: view }]);
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, dialogs, navigator };
}

const details = (
  <NoteCategoryPage match={{ routeId: 'x', path: 'x', params: { categoryId: '781' } } as never} />
);

describe('Setup › Note Categories (issue 35)', () => {
  it('lists the categories with their note counts and creates one; a taken name keeps what was typed', async () => {
    const { gateway } = renderPage(<NoteCategoriesPage />);
    const list = await screen.findByRole('list', { name: 'Note categories' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Decision1 note', 'Risk1 note']);
    const name = screen.getByLabelText('New category');
    await userEvent.type(name, 'Risk');
    gateway.refuse = 'A note category with this name already exists.';
    await userEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('A note category with this name already exists.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Risk');
    await userEvent.clear(name);
    await userEvent.type(name, 'Permits');
    await userEvent.click(screen.getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('renames a category, and deletes it after a confirmation that says its notes keep their text', async () => {
    const { gateway, dialogs, navigator } = renderPage(details);
    await screen.findByRole('heading', { name: 'Risk' });
    expect(screen.getByText('1 note is in this category.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Risks');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Risks' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(dialogs.confirms.map((c) => c.message)).toEqual([
      'The note category "Risks" will be deleted. Its 1 note will have no category.',
    ]);
    dialogs.confirms[0].answer(true);
    await waitFor(() => expect(navigator.history).toEqual([NOTE_CATEGORIES_PATH]));
    expect(gateway.calls).toEqual(['rename 781 Risks', 'delete 781']);
  });

  it('shows a member the category without the changes they may not make, and why', async () => {
    renderPage(details, member);
    await screen.findByRole('heading', { name: 'Risk' });
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete category' })).toBeNull();
    expect(screen.getByText(NoteAccessMessage.categories)).toBeTruthy();
  });
});
