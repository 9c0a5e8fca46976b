import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AskTeamChange } from '../../application/admin/ask-team-change.use-case';
import { ManageTeamApproval } from '../../application/admin/manage-team-approval.use-case';
import {
  FakeTeamApprovalGateway,
  FakeTeamRequestGateway,
} from '../../application/admin/team-approval.test-kit';
import { FakeNotifier } from '../../application/testing/fakes';
import { TeamApprovalStore } from '../../stores/admin/team-approval.store';
import { TeamRequestStore } from '../../stores/admin/team-request.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { TeamApprovalPage } from './team-approval-page';
import { TeamRequestDialog } from './team-request-dialog';

afterEach(cleanup);

function renderWith(view: ReactElement, store: unknown) {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <MemoryRouter>{view}</MemoryRouter>
    </StoresProvider>,
  );
}

describe('Setup › Team approval (issue 35)', () => {
  it('shows the switches as saved, saves a change, and answers the queue: approve at once, decline with a reason', async () => {
    const gateway = new FakeTeamApprovalGateway();
    const notifier = new FakeNotifier();
    renderWith(<TeamApprovalPage />, new TeamApprovalStore(new ManageTeamApproval(gateway, notifier)));
    const joins = await screen.findByRole('switch', { name: /A member joining a team/ });
    expect((joins as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: /administrators/ }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(joins);
    await userEvent.click(save);
    expect(gateway.calls[0]).toBe(
      'settings {"JoinNeedsApproval":true,"TeamInviteNeedsApproval":false,"AdminInviteNeedsApproval":true}',
    );
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));

    const queue = screen.getByRole('list', { name: 'Requests waiting for approval' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringContaining('Priya Patel asks to add Omar Haddad to Design Team.'),
      expect.stringContaining('Finn Field asks to invite boss@demo.test as an administrator.'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve: add Omar Haddad to Design Team' }));
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(1));
    expect(notifier.shown).toContainEqual({
      kind: 'success',
      message: 'Approved: add Omar Haddad to Design Team.',
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Decline: invite boss@demo.test as an administrator' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline the request' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Enough admins. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('No request is waiting.')).toBeTruthy());
    expect(gateway.calls.slice(1)).toEqual(['approve 1', 'decline 2 Enough admins.']);
  });

  it('a member’s dialog says what waits for approval, keeps a wrong address, and sends the chosen team', async () => {
    const gateway = new FakeTeamRequestGateway();
    const notifier = new FakeNotifier();
    let closed = 0;
    renderWith(
      <TeamRequestDialog onClose={() => closed++} />,
      new TeamRequestStore(new AskTeamChange(gateway, notifier)),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to a team' });
    expect(within(dialog).getByRole('note').textContent).toBe(
      'Adding a user of the workspace waits for an administrator’s approval.',
    );
    const email = within(dialog).getByLabelText('E-mail address');
    await userEvent.type(email, 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Invalid email address!')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('not an address');
    expect(gateway.asked).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'omar@demo.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Team', { exact: true }), 'Field Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(gateway.asked).toEqual([{ Email: 'omar@demo.test', ScopeId: 11, AsAdministrator: false }]);
    expect(notifier.shown).toEqual([{ kind: 'info', message: 'Waiting.' }]);
  });
});
