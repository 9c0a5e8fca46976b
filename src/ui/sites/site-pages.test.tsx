import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ManageSiteUsers } from '../../application/sites/manage-site-users.use-case';
import { ManageSites } from '../../application/sites/manage-sites.use-case';
import { FakeSiteAdminGateway, userOf } from '../../application/sites/site-admin.test-kit';
import { FakeDialogs, FakeNotifier, member } from '../../application/testing/fakes';
import { FakeTime } from '../../application/testing/fake-time';
import { SiteText } from '../../domain/sites/site.rules';
import type { CurrentUser } from '../../domain/session/current-user';
import { SiteEditorStore } from '../../stores/sites/site-editor.store';
import { SiteUsersStore } from '../../stores/sites/site-users.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SiteEditorPage } from './site-editor-page';
import { SiteUsersPage } from './site-users-page';

afterEach(cleanup);

const admin: CurrentUser = { ...member, isAdmin: true, accountType: 1 };

function renderPage(view: ReactElement, path = '/') {
  const gateway = new FakeSiteAdminGateway();
  const dialogs = new FakeDialogs();
  const time = new FakeTime();
  const sites = new ManageSites(gateway, dialogs, new FakeNotifier(), time);
  const people = new ManageSiteUsers(gateway, dialogs, new FakeNotifier(), time);
  const resolve = (token: unknown) =>
    token === SiteUsersStore ? new SiteUsersStore(sites, people) : new SiteEditorStore(sites);
  const { stores } = testStores();
  stores.user.setUser(admin);
  const router = createMemoryRouter(
    [
      { path: '/', element: view },
      { path: '/setup/site/details/:id', element: <p>Details of the new site</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={resolve as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, dialogs, router };
}

const page = (params: Record<string, string>) => ({ routeId: 'x', path: 'x', params }) as never;

describe('Setup › Sites › New site (issue 33)', () => {
  it('says what is missing, offers each folder once, and opens the new site once created', async () => {
    const { gateway, router } = renderPage(<SiteEditorPage match={page({})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create site' }));
    expect(screen.getByText(SiteText.nameRequired)).toBeTruthy();
    expect(screen.getByText(SiteText.noProject)).toBeTruthy();
    expect(gateway.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Name'), 'Harbour portal');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Office Renovation' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bridge Inspection' }));
    await userEvent.selectOptions(
      screen.getByLabelText('Add a cabinet folder to Office Renovation'),
      'Company / Photos',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Add folder' })[0]!);
    // A folder is shown once: Photos is no longer offered under the other project.
    const other = screen.getByLabelText('Add a cabinet folder to Bridge Inspection');
    expect(
      within(other)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a folder…', 'Company / Policies']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visitors may upload to Company / Photos' }));
    expect(screen.getByLabelText("Preview of the site's header").textContent).toContain('Harbour portal');
    await userEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/site/details/10'));
    expect(gateway.sites.find((s) => s.SiteId === 10)?.Projects).toEqual([
      { ProjectId: 100, Folders: [{ FolderId: 5003, CanUpload: true }] },
      { ProjectId: 101, Folders: [] },
    ]);
  });

  it('shows a single-password site’s address to copy, and refuses a weak password in place', async () => {
    const { gateway } = renderPage(<SiteEditorPage match={page({ siteId: '2' })} />);
    const address = await screen.findByRole('textbox', { name: 'Site address' });
    expect((address as HTMLInputElement).value).toMatch(
      /\/site\/password\/login\?site=Cp7Tn2Wq9Ls4Xv6Rb3Me8Kd5Hg1Jz0Fa$/,
    );
    expect(screen.getByText('No password yet: nobody can come in until you set one.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password must be at least 12 characters long.')).toBeTruthy();
    expect(gateway.calls).toEqual([]);
  });
});

describe('Setup › Sites › People (issue 33)', () => {
  it('invites by e-mail, says why a member’s address is refused, and keeps what was typed', async () => {
    const { gateway } = renderPage(<SiteUsersPage match={page({ siteId: '1' })} />);
    const table = await screen.findByRole('table', { name: 'People on the site' });
    expect(within(table).getByText('site@demo.test')).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    await userEvent.type(email, 'member@demo.test');
    gateway.refuse = `Email: ${SiteText.memberAddress}`;
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(SiteText.memberAddress)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('member@demo.test');
    await userEvent.clear(email);
    await userEvent.type(email, 'nora@client.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await within(table).findByText('nora@client.test')).toBeTruthy();
    expect(within(table).getByText(/Invited \(link valid until/)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('deactivates someone after a confirmation, then offers to reactivate them', async () => {
    const { gateway, dialogs } = renderPage(<SiteUsersPage match={page({ siteId: '1' })} />);
    gateway.people = [userOf()];
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Sam Site' }));
    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    dialogs.confirms[0]!.answer(true);
    expect(await screen.findByRole('button', { name: 'Reactivate Sam Site' })).toBeTruthy();
    expect(gateway.calls).toEqual(['deactivate 1']);
  });
});
