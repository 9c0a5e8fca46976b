import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { reportFiltersKit } from '../../stores/reports/report-filters.test-kit';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { ReportFiltersPage } from './report-filters-page';

afterEach(cleanup);

/** The filter list of report 700 for the member (user 2), over the in-memory gateway; its filters are Ada Admin's. */
function openFilters(setUp: (kit: ReturnType<typeof reportFiltersKit>) => void = () => undefined) {
  const { stores } = testStores();
  stores.user.setUser(member);
  const kit = reportFiltersKit(15);
  kit.gateway.userId_ = member.userId;
  kit.gateway.deletesOthers_ = false;
  setUp(kit);
  const path = '/report-filters/700-1';
  const match = { params: { reportId: '700', reportType: '1' }, query: {}, path, search: '' };
  const router = createMemoryRouter([{ path: '*', element: <ReportFiltersPage match={match as never} /> }], {
    initialEntries: [path],
  });
  render(
    <StoresProvider stores={stores} resolve={(() => kit.store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return kit;
}

const row = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('/report-filters/{id}-{type}', () => {
  it('disables Delete, with the reason, on filters the user did not create (issue 32 #1)', async () => {
    const kit = openFilters((k) => {
      k.gateway.filterList = [
        ...k.gateway.filterList,
        { ...k.gateway.filterList[0]!, Id: 752, Name: 'Mine', CreatedById: member.userId },
      ];
    });
    const others = (await row('All inspections')).getByRole('button', {
      name: 'Delete “All inspections”',
    }) as HTMLButtonElement;
    expect(others.disabled).toBe(true);
    expect(others.title).toBe('Only whoever created it or a workspace administrator may delete it.');
    expect(document.getElementById(others.getAttribute('aria-describedby')!)?.textContent).toBe(others.title);
    const mine = (await row('Mine')).getByRole('button', { name: 'Delete “Mine”' }) as HTMLButtonElement;
    expect(mine.disabled).toBe(false);
    expect(mine.getAttribute('aria-describedby')).toBeNull();
    // The store refuses too: no call leaves for someone else's filter.
    await kit.store.deleteClicked(kit.store.data!.filters.find((f) => f.Name === 'All inspections')!);
    expect(kit.gateway.calls.filter((c) => c.startsWith('delete'))).toEqual([]);
  });

  it('shows who saved each filter last, beside who created it (issue 32 #2)', async () => {
    openFilters((k) => {
      k.gateway.filterList = k.gateway.filterList.map((f) =>
        f.Name === 'Monthly inspections' ? { ...f, SavedById: 5, SavedByName: 'Finn Field' } : f,
      );
    });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Filter', 'Created by', 'Saved last by']);
    const monthly = await row('Monthly inspections');
    expect(monthly.getByText('Ada Admin')).toBeTruthy();
    expect(monthly.getByText('Finn Field')).toBeTruthy();
  });

  it('shows Last Execution in the schedule’s zone, as Upcoming (issue 32 #15)', async () => {
    openFilters((k) => {
      k.gateway.filterList = k.gateway.filterList.map((f) =>
        f.Name === 'Monthly inspections'
          ? { ...f, TimeZone: 'America/Los_Angeles', LastExecutionDate: '2026-10-31T10:00:00.000Z' }
          : f,
      );
    });
    const cells = (await row('Monthly inspections')).getAllByRole('cell').map((c) => c.textContent ?? '');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    const upcoming = cells[headers.findIndex((h) => h.startsWith('Upcoming'))]!;
    const last = cells[headers.indexOf('Last Execution')]!;
    // 2026-10-31 10:00 UTC is 3:00 AM in Los Angeles (PDT), 2026-11-30 11:00 UTC 3:00 AM PST.
    expect(last.startsWith('Oct 31, 2026 3:00 AM PDT')).toBe(true);
    expect(upcoming.startsWith('Nov 30, 2026 3:00 AM PST')).toBe(true);
  });
});
