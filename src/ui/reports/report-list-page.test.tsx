import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ListReports } from '../../application/reports/list-reports.use-case';
import { ManageReportGroups } from '../../application/reports/manage-report-groups.use-case';
import { ManageReports } from '../../application/reports/manage-reports.use-case';
import { FakeReportGateway, refused } from '../../application/reports/reports.fakes';
import { FakeDialogs, FakeNotifier, member } from '../../application/testing/fakes';
import { ReportListStore } from '../../stores/reports/report-list.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { ReportListPage } from './report-list-page';

afterEach(cleanup);

/** The report list over the in-memory gateway, with the given reportAuth bits. */
function openList(access: number, groupId?: number, setUp: (g: FakeReportGateway) => void = () => undefined) {
  const { stores } = testStores();
  stores.user.setUser(member);
  const gateway = new FakeReportGateway();
  gateway.access_ = access;
  setUp(gateway);
  const dialogs = new FakeDialogs();
  const store = new ReportListStore(
    new ListReports(gateway),
    new ManageReports(gateway, dialogs, new FakeNotifier()),
    new ManageReportGroups(gateway, dialogs, new FakeNotifier()),
  );
  const resolve = (() => store) as never;
  const params = groupId === undefined ? {} : { id: String(groupId) };
  const path = groupId === undefined ? '/report/list' : `/report/group/details/${groupId}`;
  const router = createMemoryRouter(
    [{ path: '*', element: <ReportListPage match={{ params, query: {}, path, search: '' } as never} /> }],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, dialogs };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('/report/list and /report/group/details/{id}', () => {
  it('shows only the actions the reportAuth bits allow (spec §6)', async () => {
    openList(7);
    await screen.findByRole('link', { name: 'Site Inspections' });
    const inspections = within(row('Site Inspections'));
    expect(inspections.getByRole('button', { name: 'Rename “Site Inspections”' })).toBeTruthy();
    expect(inspections.getByRole('button', { name: 'Move “Site Inspections”' })).toBeTruthy();
    expect(inspections.getByRole('button', { name: 'Copy “Site Inspections”' })).toBeTruthy();
    expect(inspections.getByRole('link', { name: 'Columns “Site Inspections”' }).getAttribute('href')).toBe(
      '/report/details/700-1',
    );
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Report' })).toBeTruthy();
  });

  it('a reader sees the reports and their Columns, nothing to change', async () => {
    openList(1);
    await screen.findByRole('link', { name: 'Site Inspections' });
    expect(screen.queryByRole('button', { name: 'New Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Rename|Move|Copy|Delete)/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Columns/ })).toHaveLength(3);
  });

  it('creates a report in the group, then offers the way to its columns', async () => {
    const { gateway } = openList(15, 70);
    await userEvent.click(await screen.findByRole('button', { name: 'New Report' }));
    const dialog = screen.getByRole('dialog', { name: 'New Report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Required!')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Weekly Tasks');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Tasks');
    expect((within(dialog).getByLabelText('Group') as HTMLSelectElement).value).toBe('70');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.calls).toContain(
      'create report {"reportName":"Weekly Tasks","reportType":2,"reportGroupId":70}',
    );
    expect(row('Weekly Tasks').textContent).toContain('Tasks');
    expect(
      screen.getByRole('link', { name: 'Define the columns of “Weekly Tasks”' }).getAttribute('href'),
    ).toBe('/report/details/703-2');
  });

  it('keeps what was typed and shows the server’s Message when a rename is refused', async () => {
    const { gateway } = openList(15);
    await screen.findByRole('link', { name: 'Site Inspections' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename “Site Inspections”' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Report' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Inspections');
    gateway.reportRefusal = refused(400, 'Name: that name is taken.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name: that name is taken.')).toBeTruthy();
    expect(name.value).toBe('Inspections');
  });

  it('disables Delete, with the reason, on reports the user did not create (issue 32 #1)', async () => {
    const { gateway } = openList(15, undefined, (g) => {
      g.userId_ = member.userId;
      g.deletesOthers_ = false;
      g.catalog = {
        ...g.catalog,
        Reports: g.catalog.Reports.map((r) =>
          r.ReportName === 'Open Tasks' ? { ...r, CreatedById: member.userId } : r,
        ),
      };
    });
    await screen.findByRole('link', { name: 'Site Inspections' });
    const others = within(row('Site Inspections')).getByRole('button', {
      name: 'Delete “Site Inspections”',
    }) as HTMLButtonElement;
    expect(others.disabled).toBe(true);
    expect(others.title).toBe('Only whoever created it or a workspace administrator may delete it.');
    const mine = within(row('Open Tasks')).getByRole('button', {
      name: 'Delete “Open Tasks”',
    }) as HTMLButtonElement;
    expect(mine.disabled).toBe(false);
    // Someone else's report: no call leaves, nothing is asked.
    await userEvent.click(others);
    expect(gateway.calls.filter((c) => c.startsWith('delete'))).toEqual([]);
  });

  it('an administrator may delete every report', async () => {
    openList(15);
    await screen.findByRole('link', { name: 'Site Inspections' });
    const deletes = screen.getAllByRole('button', { name: /^Delete “/ }) as HTMLButtonElement[];
    expect(deletes.map((b) => b.disabled)).toEqual([false, false, false]);
  });

  describe('report groups (issue 32 #15)', () => {
    it('creates a group, its name checked as it is typed', async () => {
      const { gateway } = openList(15);
      await userEvent.click(await screen.findByRole('button', { name: 'New Group' }));
      const dialog = screen.getByRole('dialog', { name: 'New Report Group' });
      const name = within(dialog).getByLabelText('Name');
      await userEvent.type(name, 'finance');
      expect(within(dialog).getByText('A report group named “Finance” already exists.')).toBeTruthy();
      await userEvent.clear(name);
      expect(within(dialog).getByText('Required!')).toBeTruthy();
      await userEvent.type(name, 'Safety');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(gateway.calls).toContain('create group Safety');
      expect(screen.getByRole('heading', { name: 'Safety' })).toBeTruthy();
    });

    it('renames a group; a refused rename keeps what was typed and shows the server’s Message', async () => {
      const { gateway } = openList(15);
      await userEvent.click(await screen.findByRole('button', { name: 'Rename group “Finance”' }));
      const dialog = screen.getByRole('dialog', { name: 'Rename Report Group' });
      const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
      await userEvent.clear(name);
      await userEvent.type(name, 'Money');
      gateway.groupRefusal = refused(400, 'name: A report group named “Money” already exists.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('name: A report group named “Money” already exists.'),
      ).toBeTruthy();
      expect(name.value).toBe('Money');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('heading', { name: 'Money' })).toBeTruthy();
    });

    it('deletes only an empty group, after asking; a group with reports says to empty it first', async () => {
      const { gateway, dialogs } = openList(15, undefined, (g) => {
        g.catalog = {
          ...g.catalog,
          ReportGroups: [...g.catalog.ReportGroups, { ReportGroupId: 72, Name: 'Spare', CreatedById: null }],
        };
      });
      const full = (await screen.findByRole('button', {
        name: 'Delete group “Operations”',
      })) as HTMLButtonElement;
      expect(full.disabled).toBe(true);
      expect(full.title).toBe('It holds 2 reports: move or delete them first.');
      await userEvent.click(screen.getByRole('button', { name: 'Delete group “Spare”' }));
      await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
      expect(dialogs.confirms[0]).toMatchObject({
        title: 'Delete Report Group?',
        message: 'The report group "Spare" holds no reports. It will be deleted. This cannot be undone.',
      });
      dialogs.confirms[0]!.answer(true);
      expect(await screen.findByText('Report group “Spare” deleted.')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Spare' })).toBeNull();
      expect(gateway.calls).toContain('delete group 72');
    });

    it('offers no group action without its bit, and Delete group only for the user’s own groups', async () => {
      openList(1);
      await screen.findByRole('link', { name: 'Site Inspections' });
      expect(screen.queryByRole('button', { name: /group/ })).toBeNull();
      cleanup();
      openList(15, undefined, (g) => {
        g.userId_ = member.userId;
        g.deletesOthers_ = false;
        g.catalog = {
          ...g.catalog,
          ReportGroups: [
            ...g.catalog.ReportGroups,
            { ReportGroupId: 72, Name: 'Mine', CreatedById: member.userId },
            { ReportGroupId: 73, Name: 'Theirs', CreatedById: 1 },
          ],
        };
      });
      const mine = (await screen.findByRole('button', { name: 'Delete group “Mine”' })) as HTMLButtonElement;
      const theirs = screen.getByRole('button', { name: 'Delete group “Theirs”' }) as HTMLButtonElement;
      expect(mine.disabled).toBe(false);
      expect(theirs.disabled).toBe(true);
      expect(theirs.title).toBe('Only whoever created it or a workspace administrator may delete it.');
    });
  });
});
