import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REPORT_FILTER_IDS, REPORT_IDS, USER_IDS } from '../../../fixtures/ids';
import { HttpReportGateway } from '../../../src/adapters/http/report-gateway.http';
import { DownloadFile } from '../../../src/application/platform/download-file.use-case';
import { reportDownloadUrl } from '../../../src/application/reports/run-report.use-case';
import type { Device } from '../../../src/ports/device.port';
import type { FileDownloader } from '../../../src/ports/file-downloader.port';
import { DEMO_DATA, id, idText } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  SESSION_COOKIE,
  XSRF,
  cookieHeader,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
  xsrfToken,
} from '../pact-support';

const { boolean, eachLike, integer, like, nullValue, regex, string } = MatchersV3;

const member = (url: string) => new HttpReportGateway(httpClientFor(url, MEMBER).http);
const admin = (url: string) => new HttpReportGateway(httpClientFor(url, ADMIN).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const adminPost = postHeaders(ADMIN);

/** A saved filter as the API answers it (spec §3): strings for the filter types, null for what is not set. */
const filterShape = (overrides: Record<string, unknown> = {}) => ({
  Id: integer(REPORT_FILTER_IDS.allInspections),
  ReportId: integer(REPORT_IDS.inspections),
  Name: string('All inspections'),
  CreatorName: string('Ada Admin'),
  CreatedById: integer(USER_IDS.admin),
  SavedById: integer(USER_IDS.admin),
  SavedByName: string('Ada Admin'),
  NextDate: nullValue(),
  LastExecutionDate: nullValue(),
  RecurringType: nullValue(),
  StartingDate: nullValue(),
  TimeZone: string('America/Los_Angeles'),
  ReportFilterScheduleRecipients: [],
  UnmaskEncrypted: boolean(false),
  Transposed: boolean(false),
  ColumnFormat: integer(0),
  Status: string('-1'),
  SortColumn: integer(5),
  SortDesc: boolean(false),
  ProjectsAllDates: boolean(true),
  ProjectsUseDeliveryEndDate: boolean(false),
  ProjectsFromDate: nullValue(),
  ProjectsToDate: nullValue(),
  TasksAllDates: boolean(true),
  TasksUseDeliveryEndDate: boolean(false),
  TasksFromDate: nullValue(),
  TasksToDate: nullValue(),
  TaskReportFilterAssignees: [],
  TaskWithNoAssignee: boolean(false),
  ReportFilterTags: [],
  ReportFilterWorkflows: [],
  TaskStatusFilterType: string('1'),
  TaskStarredFilterType: string('1'),
  TaskProjectsFilterType: string('1'),
  ...overrides,
});

/** The browser's side of a download (platform spec §7): fetches the URL with the cookies a browser sends. */
const browser: FileDownloader = {
  save: async ({ url }) =>
    (await fetch(url, { headers: { Cookie: SESSION_COOKIE, Connection: 'close' } })).ok,
  open: () => undefined,
  saveBlob: () => undefined,
};
const desktop: Device = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => XSRF };

describe('report calls (issue 15)', () => {
  it('lists the report groups with their reports', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the report list')
      .withRequest({ method: 'GET', path: '/api/report', headers: memberGet })
      .willRespondWith({
        status: 200,
        body: {
          // The demo's groups were created by nobody known: only an administrator deletes them (issue 32 #1).
          ReportGroups: eachLike({
            ReportGroupId: integer(70),
            Name: string('Operations'),
            CreatedById: nullValue(),
          }),
          Reports: eachLike({
            ReportId: integer(700),
            ReportName: string('Site Inspections'),
            ReportType: integer(1),
            ReportGroupId: integer(70),
            ColumnCount: integer(4),
            CreatedById: integer(USER_IDS.admin),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).list()).toMatchObject({
        ok: true,
        data: { ReportGroups: [{ Name: 'Operations' }], Reports: [{ ReportName: 'Site Inspections' }] },
      });
    });
  });

  it('previews a report from current data: raw values per column', async () => {
    /** A predefined column (a project field) or a form field column: exactly one of the two ids is set. */
    const column = (
      Header: string,
      FormatType: number,
      source: { predefined: number } | { field: number },
    ) => ({
      ColumnId: integer(7000),
      Header: string(Header),
      FormatType: integer(FormatType),
      Format: string(''),
      Order: integer(1),
      PredefinedFieldId: 'predefined' in source ? integer(source.predefined) : nullValue(),
      FormFieldId: 'field' in source ? integer(source.field) : nullValue(),
      FieldName: string(Header),
      ReferenceLabel: string(''),
      SourceName: string('Site Inspection'),
    });
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the preview of the Site Inspections report')
      .withRequest({
        method: 'GET',
        path: '/api/report/preview',
        query: { reportId: idText('Report', 'inspections'), reportType: '1' },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          Report: {
            ReportId: id('Report', 'inspections'),
            ReportName: string('Site Inspections'),
            ReportType: integer(1),
            ReportGroupId: id('ReportGroup', 'operations'),
            ReportGroupName: string('Operations'),
            ReportColumns: [
              column('Project', 0, { predefined: 1 }),
              column('Inspector', 0, { field: 6 }),
              column('Inspected on', 27, { field: 8 }),
              column('Total', 17, { field: 43 }),
            ],
          },
          Rows: eachLike([
            string('Office Renovation'),
            string('Jordan Lee'),
            string('3/14/2024'),
            string('1234.5'),
          ]),
          Total: integer(1),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).preview(REPORT_IDS.inspections, 1);
      expect(result).toMatchObject({
        ok: true,
        data: {
          Report: { ReportName: 'Site Inspections' },
          Rows: [['Office Renovation', 'Jordan Lee', '3/14/2024', '1234.5']],
          Total: 1,
        },
      });
    });
  });

  it('reads the report verbs of the user (reportAuth)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the report access of the member')
      .withRequest({ method: 'GET', path: '/api/reportAuth', headers: memberGet })
      .willRespondWith({
        status: 200,
        body: { Access: integer(7), UserId: integer(USER_IDS.member), DeletesOthers: boolean(false) },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).access()).toMatchObject({
        ok: true,
        data: { access: 7, userId: USER_IDS.member, deletesOthers: false },
      });
    });
  });

  it('reads the breadcrumbs of a report', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the path of the Site Inspections report')
      .withRequest({
        method: 'GET',
        path: '/api/report/path',
        query: { reportId: idText('Report', 'inspections') },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportGroupId: id('ReportGroup', 'operations'),
          ReportGroupName: string('Operations'),
          ReportId: id('Report', 'inspections'),
          ReportName: string('Site Inspections'),
          ReportType: integer(1),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).path(REPORT_IDS.inspections)).toMatchObject({
        ok: true,
        data: { ReportGroupName: 'Operations', ReportName: 'Site Inspections' },
      });
    });
  });

  it('lists the filters of a report', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the filters of the Site Inspections report')
      .withRequest({
        method: 'GET',
        path: '/api/reportfilter/getList',
        query: { reportId: idText('Report', 'inspections') },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: [
          like(filterShape()),
          like(
            filterShape({
              Id: integer(REPORT_FILTER_IDS.weeklyInspections),
              Name: string('Monthly inspections'),
              NextDate: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, '2026-11-30T11:00:00.000Z'),
              RecurringType: integer(2),
              StartingDate: string('2026-01-31'),
              ReportFilterScheduleRecipients: eachLike('admin@demo.test'),
              ColumnFormat: integer(2),
            }),
          ),
        ],
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).filters(REPORT_IDS.inspections);
      expect(result).toMatchObject({
        ok: true,
        data: [
          { Name: 'All inspections', NextDate: null },
          { Name: 'Monthly inspections', RecurringType: 2 },
        ],
      });
    });
  });

  it('reads one filter', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the All inspections filter')
      .withRequest({
        method: 'GET',
        path: '/api/reportfilter',
        query: { id: idText('ReportFilter', 'allInspections') },
        headers: memberGet,
      })
      .willRespondWith({ status: 200, body: like(filterShape()) });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).filter(REPORT_FILTER_IDS.allInspections)).toMatchObject({
        ok: true,
        data: { Name: 'All inspections' },
      });
    });
  });

  it('reads the delivery log of a scheduled filter', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .given('a scheduled report was delivered')
      .uponReceiving('a request for the delivery log of the Monthly inspections filter')
      .withRequest({
        method: 'GET',
        path: '/api/reportfilter/deliveries',
        query: { id: idText('ReportFilter', 'weeklyInspections') },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          DeliveryId: integer(1),
          FilterId: id('ReportFilter', 'weeklyInspections'),
          DueAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, '2026-10-31T10:00:00.000Z'),
          Status: regex(/^(queued|sent|no content|failed)$/, 'sent'),
          Recipients: eachLike('admin@demo.test'),
          Rows: integer(1),
          Detail: string('Sent to 1 recipient(s).'),
          UpdatedOn: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, '2026-10-31T10:00:02.000Z'),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).deliveries(REPORT_FILTER_IDS.weeklyInspections)).toMatchObject({
        ok: true,
        data: [{ Status: 'sent', Recipients: ['admin@demo.test'] }],
      });
    });
  });

  it('renames a filter', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename the All inspections filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/rename',
        headers: memberPost,
        body: { id: id('ReportFilter', 'allInspections'), name: 'Every inspection' },
      })
      .willRespondWith({ status: 200, body: like(filterShape({ Name: string('Every inspection') })) });
    await pact.executeTest(async (server) => {
      expect(
        await member(server.url).renameFilter(REPORT_FILTER_IDS.allInspections, 'Every inspection'),
      ).toMatchObject({ ok: true, data: { Name: 'Every inspection' } });
    });
  });

  it('copies a filter, unscheduled', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to copy the Monthly inspections filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/copy',
        headers: memberPost,
        body: { id: id('ReportFilter', 'weeklyInspections'), name: 'Monthly inspections (copy)' },
      })
      .willRespondWith({
        status: 200,
        body: like(
          filterShape({
            Id: integer(753),
            Name: string('Monthly inspections (copy)'),
            CreatorName: string('Mel Member'),
            CreatedById: integer(USER_IDS.member),
            SavedById: integer(USER_IDS.member),
            SavedByName: string('Mel Member'),
            ColumnFormat: integer(2),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).copyFilter(
        REPORT_FILTER_IDS.weeklyInspections,
        'Monthly inspections (copy)',
      );
      expect(result).toMatchObject({
        ok: true,
        data: { Name: 'Monthly inspections (copy)', StartingDate: null, ReportFilterScheduleRecipients: [] },
      });
    });
  });

  it('deletes a filter (an administrator: the member holds no Delete)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete the All inspections filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/delete',
        headers: adminPost,
        body: { id: id('ReportFilter', 'allInspections') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await admin(server.url).deleteFilter(REPORT_FILTER_IDS.allInspections)).toMatchObject({
        ok: true,
      });
    });
  });

  it('runs a saved filter: 202 with the run, the workbook comes with reportReady', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to run the All inspections filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportrun/Filter',
        headers: memberPost,
        body: { reportFilterId: id('ReportFilter', 'allInspections'), reportId: id('Report', 'inspections') },
      })
      .willRespondWith({
        status: 202,
        body: {
          RunId: string('c0ffee00-0000-4000-8000-000000000015'),
          FileName: regex(
            /^Site Inspections - All inspections - \d{4}-\d\d-\d\d\.xlsx$/,
            'Site Inspections - All inspections - 2026-11-25.xlsx',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await member(server.url).runFilter(REPORT_FILTER_IDS.allInspections, REPORT_IDS.inspections),
      ).toMatchObject({ ok: true, data: { FileName: expect.stringMatching(/\.xlsx$/) } });
    });
  });

  it('downloads a ready workbook through the file-download convention', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('a report workbook is ready')
      .uponReceiving('a download of a prepared report workbook')
      .withRequest({
        method: 'GET',
        path: '/api/reportrun/download',
        query: { id: fromState('RunId', 'c0ffee00-0000-4000-8000-000000000015'), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': regex(
            '^attachment; filename=".*\\.xlsx".*',
            'attachment; filename="Site Inspections - All inspections - 2026-11-25.xlsx"',
          ),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    await pact.executeTest(async (server) => {
      const saved = await new DownloadFile(browser, desktop).run({
        url: `${server.url}${reportDownloadUrl('c0ffee00-0000-4000-8000-000000000015')}`,
        fileName: 'Site Inspections.xlsx',
      });
      expect(saved).toBe(true);
    });
  });
});
