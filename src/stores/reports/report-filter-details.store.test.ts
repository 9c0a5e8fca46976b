import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeReportGateway } from '../../application/reports/reports.fakes';
import { ShowReportFilter } from '../../application/reports/show-report-filter.use-case';
import { dayInZone } from '../../domain/reports/report-schedule';
import { ReportFilterDetailsStore } from './report-filter-details.store';

describe('the filter details page', () => {
  it('lists the next five deliveries from the server’s next date: month ends, then back to the 31st', async () => {
    const store = new ReportFilterDetailsStore(new ShowReportFilter(new FakeReportGateway()));
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
    const store = new ReportFilterDetailsStore(new ShowReportFilter(new FakeReportGateway()));
    await store.opened(750);
    expect(store.upcoming).toEqual([]);
  });
});
