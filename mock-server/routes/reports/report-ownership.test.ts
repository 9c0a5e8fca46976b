import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FILTER_IDS, REPORT_IDS, USER_IDS } from '../../../fixtures/ids';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { startMock, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());

const as = async (email: string) => {
  const client = running.client();
  await client.login(email);
  return client;
};
const NOT_YOURS = 'Only whoever created it or a workspace administrator may delete it.';

describe('who deletes reports and filters (issue 32 #1)', () => {
  it('answers reportAuth with who asks and whether they delete what others created', async () => {
    expect((await (await as('field@demo.test')).get('/api/reportAuth')).body).toEqual({
      Access: 15,
      UserId: USER_IDS.field,
      DeletesOthers: false,
    });
    expect((await (await as('admin@demo.test')).get('/api/reportAuth')).body).toEqual({
      Access: 15,
      UserId: USER_IDS.admin,
      DeletesOthers: true,
    });
  });

  it('refuses the administrator’s filter and report to a user with the Delete bit, and lets them delete their own', async () => {
    const field = await as('field@demo.test');
    const before = running.mock.store.data.reportFilters.length;
    const filter = await field.post('/api/reportfilter/delete', { id: REPORT_FILTER_IDS.allInspections });
    expect(filter.status).toBe(403);
    expect(filter.body).toEqual({ Message: NOT_YOURS });
    const report = await field.post('/api/report/delete', { reportId: REPORT_IDS.expenses });
    expect(report.status).toBe(403);
    expect(report.body).toEqual({ Message: NOT_YOURS });
    expect(running.mock.store.data.reportFilters).toHaveLength(before);
    expect(running.mock.store.data.reports.some((r) => r.ReportId === REPORT_IDS.expenses)).toBe(true);

    const copy = (
      await field.post('/api/reportfilter/copy', { id: REPORT_FILTER_IDS.allInspections, name: 'Field copy' })
    ).body as ReportFilter;
    expect(copy).toMatchObject({ CreatedById: USER_IDS.field, SavedById: USER_IDS.field });
    expect((await field.post('/api/reportfilter/delete', { id: copy.Id })).status).toBe(200);
    const mine = (
      await field.post('/api/report/copy', { reportId: REPORT_IDS.expenses, name: 'Field expenses' })
    ).body as { ReportId: number };
    expect((await field.post('/api/report/delete', { reportId: mine.ReportId })).status).toBe(200);
  });

  it('lets the administrator delete what someone else created', async () => {
    const field = await as('field@demo.test');
    const copy = (
      await field.post('/api/reportfilter/copy', {
        id: REPORT_FILTER_IDS.allInspections,
        name: 'Field copy 2',
      })
    ).body as ReportFilter;
    const admin = await as('admin@demo.test');
    expect((await admin.post('/api/reportfilter/delete', { id: copy.Id })).status).toBe(200);
  });
});

describe('who saved a filter last (issue 32 #2)', () => {
  it('answers SavedById and SavedByName beside the creator, and they change with who saves', async () => {
    const admin = await as('admin@demo.test');
    const url = `/api/reportfilter?id=${REPORT_FILTER_IDS.weeklyInspections}`;
    const own = (await admin.get(url)).body as ReportFilter;
    expect(own).toMatchObject({
      CreatorName: 'Ada Admin',
      CreatedById: USER_IDS.admin,
      SavedById: USER_IDS.admin,
      SavedByName: 'Ada Admin',
    });
    const field = await as('field@demo.test');
    const saved = await field.post('/api/reportfilter/updateFormReportFilter', {
      ...own,
      ReportFilterScheduleRecipients: [...own.ReportFilterScheduleRecipients, 'field@demo.test'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      CreatorName: 'Ada Admin',
      SavedById: USER_IDS.field,
      SavedByName: 'Finn Field',
    });
    const listed = (
      (await admin.get(`/api/reportfilter/getList?reportId=${REPORT_IDS.inspections}`)).body as ReportFilter[]
    ).find((f) => f.Id === own.Id);
    expect(listed).toMatchObject({ CreatorName: 'Ada Admin', SavedByName: 'Finn Field' });
  });
});
