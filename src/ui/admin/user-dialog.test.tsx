import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { UserDialog as UserDialogState, UsersStore } from '../../stores/admin/users.store';
import { UserDialog } from './user-dialog';

afterEach(cleanup);

const ANNA = {
  UserId: 7,
  Email: 'anna@example.com',
  FirstName: 'Anna',
  LastName: 'Berg',
  AccountType: 2,
  RoleIds: [],
  TeamIds: [],
} as unknown as WorkspaceUser;

/** The part of the Users store the dialog reads and calls, observable as the real one. */
function fakeStore() {
  const store = makeAutoObservable(
    {
      dialog: null as UserDialogState | null,
      overview: {
        users: [ANNA],
        invitations: [],
        roles: [{ roleId: 1, roleName: 'Admin', builtIn: true, roleTypeId: 0 }],
        teams: [{ ScopeId: 3, Name: 'Sales' }],
      },
      closed: 0,
      inviteClicked() {
        store.dialog = {
          user: null,
          email: '',
          accountType: 2,
          roleIds: [],
          teamIds: [],
          emailError: null,
          error: null,
          busy: false,
        };
      },
      editClicked(user: WorkspaceUser) {
        store.dialog = {
          user,
          email: user.Email,
          accountType: user.AccountType,
          roleIds: [],
          teamIds: [],
          emailError: null,
          error: null,
          busy: false,
        };
      },
      dialogClosed() {
        store.closed++;
        store.dialog = null;
      },
      emailTyped() {},
      accountTypeChosen() {},
      roleToggled() {},
      teamToggled() {},
      dialogSubmitted: async () => {},
    },
    {},
    { autoBind: true },
  );
  return store;
}

function renderPage() {
  const store = fakeStore();
  render(
    <>
      <button type="button" onClick={store.inviteClicked}>
        Invite
      </button>
      <button type="button" onClick={() => store.editClicked(ANNA)}>
        Change Anna
      </button>
      <UserDialog store={store as unknown as UsersStore} />
    </>,
  );
  return store;
}

describe('the user dialog', () => {
  it('opens Invite on the e-mail field, keeps Tab inside, closes on Escape from a button and focuses Invite again', async () => {
    const user = userEvent.setup();
    const store = renderPage();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    screen.getByRole('dialog', { name: 'Invite a colleague' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send invitation' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(store.closed).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invite' }));
  });

  it('opens Change on the chosen account type (it has no e-mail field) and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Change Anna' }));
    screen.getByRole('dialog', { name: 'Change Anna Berg' });
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[1]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Anna' }));
  });
});
