import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DELETE_NOTE_CONFIRMATION,
  ManageProjectNotes,
} from '../../application/projects/manage-project-notes.use-case';
import {
  FakeNoteCategoryGateway,
  FakeProjectNoteGateway,
  note,
} from '../../application/projects/project-notes.test-kit';
import { FakeDialogs, member } from '../../application/testing/fakes';
import { NOTE_TEXT_MAX } from '../../domain/projects/project-note.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import { ProjectNotesStore } from '../../stores/projects/project-notes.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { ProjectNotes } from './project-notes';

afterEach(cleanup);

function renderNotes(user: CurrentUser = member, notes = new FakeProjectNoteGateway()) {
  const dialogs = new FakeDialogs();
  const store = new ProjectNotesStore(new ManageProjectNotes(notes, new FakeNoteCategoryGateway(), dialogs));
  const resolve = (() => store) as never;
  const { stores } = testStores();
  stores.user.setUser(user);
  const router = createMemoryRouter([{ path: '*', element: <ProjectNotes projectId={100} /> }]);
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { notes, dialogs };
}

describe('project notes (issue 35)', () => {
  it('lists the notes newest first with category and author; filters by category', async () => {
    renderNotes();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Note 2'), expect.stringContaining('Note 1')]);
    await userEvent.selectOptions(screen.getByLabelText('Show notes'), 'Risk');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Note 2')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Show notes'), 'Without a category');
    expect(screen.getByText('No note is in this category.')).toBeTruthy();
  });

  it('adds a note; a refusal keeps the text as typed with the reason', async () => {
    const { notes } = renderNotes();
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const form = screen.getByRole('form', { name: 'New note' });
    // Empty: refused here, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByText('Required!')).toBeTruthy();
    expect(notes.calls).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Note'), 'Scaffolding{Enter}up on Monday');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Risk');
    notes.refuse = 'This note category no longer exists.';
    await userEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('This note category no longer exists.')).toBeTruthy();
    expect((within(form).getByLabelText('Note') as HTMLTextAreaElement).value).toBe(
      'Scaffolding\nup on Monday',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New note' })).toBeNull());
    expect(notes.calls.at(-1)).toBe('create {"Text":"Scaffolding\\nup on Monday","CategoryId":781}');
    const first = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')[0];
    expect(first.textContent).toContain('Scaffolding');
    expect(first.textContent).toContain('Risk');
  });

  it('edits and deletes only notes the server says the user may change; delete asks first', async () => {
    const notes = new FakeProjectNoteGateway([
      note(1, { Text: 'Mine' }),
      note(2, { Text: 'Theirs', AuthorName: 'Ada Admin', CanChange: false }),
    ]);
    const { dialogs } = renderNotes(member, notes);
    await screen.findByText('Theirs');
    const edits = screen.getAllByRole('button', { name: /^Edit note/ });
    expect(edits).toHaveLength(1);
    await userEvent.click(edits[0]);
    const form = screen.getByRole('form', { name: 'Edit note' });
    const text = within(form).getByLabelText('Note');
    await userEvent.clear(text);
    await userEvent.type(text, 'Mine, edited');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'No category');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Mine, edited')).toBeTruthy();
    expect(notes.calls).toEqual(['update 1 {"Text":"Mine, edited","CategoryId":null}']);

    await userEvent.click(screen.getByRole('button', { name: /^Delete note/ }));
    expect(dialogs.confirms.map((c) => c.title)).toEqual([DELETE_NOTE_CONFIRMATION.title]);
    dialogs.confirms[0].answer(false);
    await waitFor(() => expect(notes.calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^Delete note/ }));
    dialogs.confirms[1].answer(true);
    await waitFor(() => expect(screen.queryByText('Mine, edited')).toBeNull());
    expect(notes.calls.at(-1)).toBe('delete 1');
  });

  it('offers no "Add note" to a user who may not edit projects', async () => {
    renderNotes({ ...member, accessVerbs: 1, areaAccess: { projects: 1 } });
    await screen.findByText('Note 1');
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('never lets the text pass its limit', async () => {
    renderNotes();
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByLabelText('Note').getAttribute('maxlength')).toBe(String(NOTE_TEXT_MAX));
    expect(screen.getByText(`0 of ${NOTE_TEXT_MAX} characters`)).toBeTruthy();
  });
});
