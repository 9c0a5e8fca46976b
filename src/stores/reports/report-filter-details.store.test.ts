import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ShowReportFilter } from '../../application/reports/show-report-filter.use-case';
import { dayInZone } from '../../domain/reports/report-schedule';
import { ReportFilterDetailsStore } from './report-filter-details.store';
import { reportFiltersKit } from './report-filters.test-kit';

const detailsStore = (access = 15) => {
  const kit = reportFiltersKit(access);
  return { ...kit, details: new ReportFilterDetailsStore(new ShowReportFilter(kit.gateway), kit.dialog) };
};

describe('the filter details page', () => {
  it('lists the next five deliveries from the server’s next date: month ends, then back to the 31st', async () => {
    const store = detailsStore().details;
    await store.opened(751);
    expect(store.upcoming.map((at) => dayInZone(at, 'America/Los_Angeles'))).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('lists none for a filter that is not scheduled', async () => {
    const store = detailsStore().details;
    await store.opened(750);
    expect(store.upcoming).toEqual([]);
  });

  it('edits the filter with the Update bit: the saved filter replaces the one shown', async () => {
    const { details, dialog, gateway } = detailsStore();
    await details.opened(751);
    expect(details.canEdit).toBe(true);
    details.editClicked();
    expect(dialog.title).toBe('Edit Form Report Filter');
    await new Promise((resolve) => setTimeout(resolve, 0));
    dialog.nameTyped('Monthly site inspections');
    await dialog.saveClicked();
    expect(gateway.calls.some((c) => c.startsWith('updateFormReportFilter'))).toBe(true);
    expect(details.data?.filter.Name).toBe('Monthly site inspections');
    const reader = detailsStore(1).details;
    await reader.opened(751);
    expect(reader.canEdit).toBe(false);
  });
});
