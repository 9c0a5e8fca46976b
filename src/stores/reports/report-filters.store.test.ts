import 'reflect-metadata';
import { isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { reportFiltersKit as setup } from './report-filters.test-kit';
import { FILTERS_PER_PAGE, RUN_BUSY_MS } from './report-filters.store';
import { refused } from '../../application/reports/reports.fakes';

describe('the report filter list', () => {
  it('offers each action only with its reportAuth bit (spec §6)', async () => {
    const admin = setup(15).store;
    await admin.opened(700);
    expect(admin.actions).toEqual({ create: true, run: true, rename: true, copy: true, delete: true });
    const reader = setup(1).store;
    await reader.opened(700);
    expect(reader.actions).toEqual({ create: false, run: true, rename: false, copy: false, delete: false });
  });

  it('keeps the filters as the server gave them, not deeply observable (issue 36: 1,000 filters took seconds to show)', async () => {
    const { store } = setup();
    await store.opened(700);
    const filter = store.data!.filters[0]!;
    expect(isObservable(store.data!.filters)).toBe(false);
    expect(isObservable(filter)).toBe(false);
    // The list still follows its replacements: a rename shows at once.
    store.renameStarted(filter);
    store.renameTyped('Every inspection');
    await store.renameSubmitted();
    expect(store.data!.filters.map((f) => f.Name)).toContain('Every inspection');
  });

  it('shows a long list a page of 100 filters at a time, in name order (issue 36)', async () => {
    const { store, gateway } = setup();
    const template = gateway.filterList[0]!;
    gateway.filterList = Array.from({ length: 250 }, (_, i) => ({
      ...template,
      Id: 10_000 + i,
      Name: `Filter ${String(250 - i).padStart(3, '0')}`,
    }));
    await store.opened(700);
    expect(FILTERS_PER_PAGE).toBe(100);
    expect(store.pageCount).toBe(3);
    expect(store.shownFilters.map((f) => f.Name).slice(0, 2)).toEqual(['Filter 001', 'Filter 002']);
    expect(store.shownFilters).toHaveLength(100);
    store.pageChosen(3);
    expect(store.shownFilters.map((f) => f.Name)).toHaveLength(50);
    expect(store.shownFilters[49]!.Name).toBe('Filter 250');
    store.pageChosen(9);
    expect(store.listPage).toBe(3);
    // Another report's list starts on its first page.
    await store.opened(701);
    expect(store.listPage).toBe(1);
  });

  it('keeps Run busy for 1 second and disabled until the workbook is downloaded', async () => {
    const { store, hub, time, files } = setup();
    await store.opened(700);
    const filter = store.data!.filters[0]!;
    await store.runClicked(filter);
    expect(store.busy.has(filter.Id)).toBe(true);
    expect(store.runDisabled(filter.Id)).toBe(true);
    time.advance(RUN_BUSY_MS);
    expect(store.busy.has(filter.Id)).toBe(false);
    // Still downloading (spec §4: Run is disabled while downloading).
    expect(store.runDisabled(filter.Id)).toBe(true);
    hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files.saved).toHaveLength(1);
    expect(store.runDisabled(filter.Id)).toBe(false);
  });

  it("shows the filter's Last Execution once its run finished (issue 32 #15: it stayed 'Not set')", async () => {
    const { store, hub, gateway } = setup();
    await store.opened(700);
    const filter = store.data!.filters[0]!;
    expect(filter.LastExecutionDate).toBeNull();
    await store.runClicked(filter);
    // The server sets it when the run finishes, before its push.
    gateway.filterList = gateway.filterList.map((f) =>
      f.Id === filter.Id ? { ...f, LastExecutionDate: '2026-11-20T09:30:00.000Z' } : f,
    );
    hub.push({ Listener: 'reportNoContent', Data: { RunId: 'run-1', ReportName: 'Site Inspections' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.loading).toBe(false);
    expect(store.data!.filters.find((f) => f.Id === filter.Id)!.LastExecutionDate).toBe(
      '2026-11-20T09:30:00.000Z',
    );
  });

  it('disables Run while the Copy Report Filter dialog is open, and copies with a valid name only', async () => {
    const { store, gateway } = setup();
    await store.opened(700);
    const filter = store.data!.filters[1]!;
    store.copyStarted(filter);
    expect(store.copying?.name).toBe('Monthly inspections (copy)');
    expect(store.runDisabled(filter.Id)).toBe(true);
    store.copyTyped('');
    expect(store.copying?.error).toBe('Required!');
    await store.copySubmitted();
    expect(gateway.calls.filter((c) => c.startsWith('copy'))).toEqual([]);
    store.copyTyped('Second');
    await store.copySubmitted();
    expect(store.copying).toBeNull();
    expect(store.data!.filters.map((f) => f.Name)).toEqual([
      'All inspections',
      'Monthly inspections',
      'Second',
    ]);
  });

  it('renames inline and keeps the editor open with the server’s message on refusal', async () => {
    const { store } = setup();
    await store.opened(700);
    store.renameStarted(store.data!.filters[0]!);
    store.renameTyped('Taken');
    await store.renameSubmitted();
    expect(store.renaming).toMatchObject({ error: 'name: that name is taken.' });
    store.renameTyped('Every inspection');
    await store.renameSubmitted();
    expect(store.renaming).toBeNull();
    expect(store.data!.filters.map((f) => f.Name)).toEqual(['Every inspection', 'Monthly inspections']);
  });

  it('shows the newest load when an aborted earlier one answers last (opened twice, as React’s strict mode does)', async () => {
    const { store, gateway } = setup();
    const answers: Array<() => void> = [];
    const filters = gateway.filters.bind(gateway);
    gateway.filters = (reportId: number, signal?: AbortSignal) =>
      new Promise((resolve) =>
        answers.push(() => void (signal?.aborted ? resolve(refused(0)) : filters(reportId).then(resolve))),
      );
    const first = store.opened(700);
    const second = store.opened(700);
    answers[1]();
    await second;
    answers[0]();
    await first;
    expect(store.failed).toBe(false);
    expect(store.loading).toBe(false);
    expect(store.data?.filters.length).toBeGreaterThan(0);
  });
});
