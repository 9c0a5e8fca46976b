import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_FIELD_IDS,
  FORM_IDS,
  REPORT_FILTER_IDS,
  REPORT_GROUP_IDS,
  REPORT_IDS,
  USER_IDS,
} from '../../../fixtures/ids';
import type { Report } from '../../../src/domain/reports/report.entity';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import type { SmtpSink } from '../../mail/smtp-sink';
import { connectSignalR, until, type SignalRClient } from '../../test-support/hub-client';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';

let sink: SmtpSink;
let running: RunningMock;
let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => {
  mailing.reset();
});

const as = async (email = 'admin@demo.test') => {
  const client = running.client();
  await client.login(email);
  return client;
};
const data = () => running.mock.store.data;
const snapshot = () => JSON.stringify(data());

/** Runs, waits for the push, downloads the workbook and reads it back. */
async function runAndRead(client: MockClient, hub: SignalRClient, path: string, body: object) {
  const reply = await client.post(path, body);
  expect(reply.status).toBe(202);
  const { RunId, FileName } = reply.body as { RunId: string; FileName: string };
  await until(() => hub.messages.some((m) => (m.Data as { RunId?: string }).RunId === RunId), 10_000);
  const pushed = hub.messages.find((m) => (m.Data as { RunId?: string }).RunId === RunId)!;
  if (pushed.Listener !== 'reportReady') return { pushed, FileName, workbook: null };
  const file = await fetch(
    `${running.baseUrl}/api/reportrun/download?id=${RunId}&xsrf=${client.cookies.get('XSRF-TOKEN')}`,
    { headers: { cookie: client.cookieHeader } },
  );
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('attachment');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
  return { pushed, FileName, workbook };
}

describe('reports and groups', () => {
  it('lists the groups with their reports and opens one with its columns', async () => {
    const admin = await as();
    const list = (await admin.get('/api/report')).body as {
      ReportGroups: { Name: string }[];
      Reports: { ReportName: string }[];
    };
    expect(list.ReportGroups.map((g) => g.Name)).toEqual(['Finance', 'Operations']);
    expect(list.Reports.map((r) => r.ReportName)).toEqual([
      'Expense Claims',
      'Open Tasks',
      'Site Inspections',
    ]);
    const report = (await admin.get(`/api/report?reportId=${REPORT_IDS.inspections}&reportType=1`))
      .body as Report;
    expect(report.ReportGroupName).toBe('Operations');
    expect(report.ReportColumns.map((c) => [c.Header, c.FieldName, c.SourceName])).toEqual([
      ['Project', 'Project Name', 'Project fields'],
      ['Inspector', 'Inspector', 'Site Inspection'],
      ['Inspected on', 'Inspection date', 'Site Inspection'],
      ['Total', 'Total', 'Site Inspection'],
    ]);
    expect((await admin.get(`/api/report?reportId=${REPORT_IDS.inspections}&reportType=2`)).status).toBe(404);
    expect((await admin.get(`/api/report/path?reportId=${REPORT_IDS.openTasks}`)).body).toEqual({
      ReportGroupId: REPORT_GROUP_IDS.operations,
      ReportGroupName: 'Operations',
      ReportId: REPORT_IDS.openTasks,
      ReportName: 'Open Tasks',
      ReportType: 2,
    });
  });

  it('creates, renames, moves, copies (with filters, unscheduled) and deletes a report', async () => {
    const admin = await as();
    const created = (
      await admin.post('/api/report/create', {
        reportName: ' Audit ',
        reportType: 2,
        reportGroupId: REPORT_GROUP_IDS.people,
      })
    ).body as Report;
    expect(created).toMatchObject({
      ReportName: 'Audit',
      ReportType: 2,
      ReportGroupName: 'Finance',
      ReportColumns: [],
    });
    expect(
      (
        (await admin.post('/api/report/update', { reportId: created.ReportId, Name: 'Audit 2' }))
          .body as Report
      ).ReportName,
    ).toBe('Audit 2');
    expect(
      (
        (
          await admin.post('/api/report/move', {
            reportId: created.ReportId,
            reportGroupId: REPORT_GROUP_IDS.operations,
          })
        ).body as Report
      ).ReportGroupName,
    ).toBe('Operations');
    const copy = (
      await admin.post('/api/report/copy', { reportId: REPORT_IDS.inspections, name: 'Inspections copy' })
    ).body as Report;
    expect(copy.ReportColumns.map((c) => c.Header)).toEqual([
      'Project',
      'Inspector',
      'Inspected on',
      'Total',
    ]);
    const copiedFilters = data().reportFilters.filter((f) => f.ReportId === copy.ReportId);
    expect(copiedFilters.map((f) => [f.Name, f.StartingDate, f.ReportFilterScheduleRecipients])).toEqual([
      ['All inspections', null, []],
      ['Monthly inspections', null, []],
    ]);
    expect((await admin.post('/api/report/delete', { reportId: copy.ReportId })).status).toBe(200);
    expect(data().reportFilters.some((f) => f.ReportId === copy.ReportId)).toBe(false);
  });

  it('refuses bad names with a clear Message and changes nothing', async () => {
    const admin = await as();
    const before = snapshot();
    for (const body of [
      { reportName: '', reportType: 1, reportGroupId: REPORT_GROUP_IDS.people },
      { reportName: 'x'.repeat(255), reportType: 1, reportGroupId: REPORT_GROUP_IDS.people },
      { reportName: 'Fine', reportType: 3, reportGroupId: REPORT_GROUP_IDS.people },
    ]) {
      const reply = await admin.post('/api/report/create', body);
      expect([reply.status, (reply.body as { Message: string }).Message]).toEqual([
        400,
        expect.stringMatching(/reportName|reportType/),
      ]);
    }
    expect(
      (await admin.post('/api/report/create', { reportName: 'Fine', reportType: 1, reportGroupId: 9999 }))
        .status,
    ).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('answers reportAuth: every bit for an administrator, the role verbs for a member, none for outside people', async () => {
    expect((await (await as()).get('/api/reportAuth')).body).toMatchObject({ Access: 15 });
    expect((await (await as('member@demo.test')).get('/api/reportAuth')).body).toMatchObject({ Access: 7 });
    expect((await (await as('direct@demo.test')).get('/api/reportAuth')).body).toMatchObject({ Access: 0 });
    const refused = await (await as('direct@demo.test')).get('/api/report');
    expect([refused.status, refused.body]).toEqual([
      403,
      { Message: 'Site and direct-link users cannot see reports.' },
    ]);
    // A site account reaches only its site (issue 33; the site fence).
    const site = await (await as('site@demo.test')).get('/api/reportAuth');
    expect([site.status, site.body]).toEqual([403, { Message: 'A site account reaches only its site.' }]);
  });
});

describe('columns', () => {
  it("starts a form field's column in the field's own format: a currency box as currency, text as General", async () => {
    const admin = await as();
    const added = (
      await admin.post('/api/reportcolumn/addFormReportColumns', {
        reportId: REPORT_IDS.inspections,
        reportColumns: [
          { FormFieldId: DEMO_FIELD_IDS.labour },
          { FormFieldId: DEMO_FIELD_IDS.weather },
          { PredefinedFieldId: 5 },
        ],
      })
    ).body as Report;
    expect(added.ReportColumns.slice(4).map((c) => [c.Header, c.FormatType])).toEqual([
      ['Labour', 17],
      ['Weather', 0],
      ['Form Instance Name', 0],
    ]);
  });

  it('lists every field that holds a value, choices included, and shows a choice by its option names, as the exports do', async () => {
    const admin = await as();
    const listed = (
      await admin.get(`/api/report/fields?reportId=${REPORT_IDS.inspections}&formId=${FORM_IDS.demo}`)
    ).body as {
      FormFields: { Name: string }[];
    };
    const names = listed.FormFields.map((f) => f.Name);
    expect(names).toEqual(
      expect.arrayContaining(['Weather', 'Condition', 'Issue', 'Hazards', 'Site accessible', 'Labour']),
    );
    expect(names).not.toContain('Site logo');
    await admin.post('/api/reportcolumn/addFormReportColumns', {
      reportId: REPORT_IDS.inspections,
      reportColumns: [
        { FormFieldId: DEMO_FIELD_IDS.condition },
        { FormFieldId: DEMO_FIELD_IDS.hazards },
        { FormFieldId: DEMO_FIELD_IDS.siteAccessible },
      ],
    });
    const preview = (await admin.get(`/api/report/preview?reportId=${REPORT_IDS.inspections}&reportType=1`))
      .body as { Rows: (string | null)[][] };
    const chosen = preview.Rows.map((row) => row.slice(4));
    expect(chosen).toContainEqual([
      'Fair',
      'Working at height, Live electrics',
      expect.stringMatching(/^(Yes|No)$/),
    ]);
    for (const [condition, , accessible] of chosen) {
      expect([null, '', 'Good', 'Fair', 'Poor']).toContain(condition);
      expect(['Yes', 'No', null]).toContain(accessible);
    }
  });

  it('adds marked fields once each, edits, reorders and deletes columns', async () => {
    const admin = await as();
    const added = (
      await admin.post('/api/reportcolumn/addFormReportColumns', {
        reportId: REPORT_IDS.inspections,
        reportColumns: [
          { FormFieldId: DEMO_FIELD_IDS.weather },
          { PredefinedFieldId: 5 },
          { FormFieldId: DEMO_FIELD_IDS.inspector },
        ],
      })
    ).body as Report;
    expect(added.ReportColumns.map((c) => c.Header)).toEqual([
      'Project',
      'Inspector',
      'Inspected on',
      'Total',
      'Weather',
      'Form Instance Name',
    ]);
    const weather = added.ReportColumns[4]!;
    const edited = (
      await admin.post('/api/reportcolumn/update', {
        reportId: REPORT_IDS.inspections,
        columnId: weather.ColumnId,
        header: 'Sky',
        formatType: -1,
        format: '@',
      })
    ).body as Report;
    expect(edited.ReportColumns[4]).toMatchObject({ Header: 'Sky', FormatType: -1, Format: '@' });
    const order = edited.ReportColumns.map((c, i) => ({
      columnId: c.ColumnId,
      order: c.ColumnId === weather.ColumnId ? 0.5 : i + 1,
    }));
    expect(
      (
        await admin.post('/api/reportcolumn/updateOrder', {
          reportId: REPORT_IDS.inspections,
          reportColumns: order,
        })
      ).status,
    ).toBe(400);
    const moved = edited.ReportColumns.map((c, i) => ({
      columnId: c.ColumnId,
      order: c.ColumnId === weather.ColumnId ? 1 : i + 2,
    }));
    const reordered = (
      await admin.post('/api/reportcolumn/updateOrder', {
        reportId: REPORT_IDS.inspections,
        reportColumns: moved,
      })
    ).body as Report;
    expect(reordered.ReportColumns.map((c) => [c.Header, c.Order])).toEqual([
      ['Sky', 1],
      ['Project', 2],
      ['Inspector', 3],
      ['Inspected on', 4],
      ['Total', 5],
      ['Form Instance Name', 6],
    ]);
    const deleted = (await admin.post('/api/reportcolumn/delete', { reportColumnId: weather.ColumnId }))
      .body as Report;
    expect(deleted.ReportColumns.map((c) => c.Order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses what the spec forbids, each with a Message, changing nothing', async () => {
    const admin = await as();
    const column = data().reports.find((r) => r.ReportId === REPORT_IDS.inspections)!.ReportColumns[0]!;
    const before = snapshot();
    const cases: [string, object, RegExp][] = [
      [
        '/api/reportcolumn/update',
        { reportId: REPORT_IDS.inspections, columnId: column.ColumnId, header: '', formatType: 0 },
        /header is required/,
      ],
      [
        '/api/reportcolumn/update',
        {
          reportId: REPORT_IDS.inspections,
          columnId: column.ColumnId,
          header: 'x'.repeat(2001),
          formatType: 0,
        },
        /at most 2000/,
      ],
      [
        '/api/reportcolumn/update',
        {
          reportId: REPORT_IDS.inspections,
          columnId: column.ColumnId,
          header: 'H',
          formatType: -1,
          format: '',
        },
        /Required!/,
      ],
      [
        '/api/reportcolumn/update',
        {
          reportId: REPORT_IDS.inspections,
          columnId: column.ColumnId,
          header: 'H',
          formatType: -1,
          format: 'x'.repeat(251),
        },
        /at most 250/,
      ],
      [
        '/api/reportcolumn/update',
        { reportId: REPORT_IDS.inspections, columnId: column.ColumnId, header: 'H', formatType: 43 },
        /format type/,
      ],
      [
        '/api/reportcolumn/addTaskReportColumns',
        { reportId: REPORT_IDS.inspections, reportColumns: [{ PredefinedFieldId: 10 }] },
        /addFormReportColumns/,
      ],
      [
        '/api/reportcolumn/addTaskReportColumns',
        { reportId: REPORT_IDS.openTasks, reportColumns: [{ PredefinedFieldId: 5 }] },
        /not a field of this report type/,
      ],
      [
        '/api/reportcolumn/addFormReportColumns',
        { reportId: REPORT_IDS.inspections, reportColumns: [{}] },
        /either a FormFieldId or a PredefinedFieldId/,
      ],
      [
        '/api/reportcolumn/updateOrder',
        { reportId: REPORT_IDS.inspections, reportColumns: [{ columnId: column.ColumnId, order: 1 }] },
        /every column/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const reply = await admin.post(path, body);
      expect([reply.status, (reply.body as { Message: string }).Message], path).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    expect(snapshot()).toBe(before);
  });
});

const formFilter = (extra: Partial<ReportFilter> = {}) => ({
  Id: 0,
  ReportId: REPORT_IDS.inspections,
  Name: 'Mine',
  ...extra,
});

describe('filters', () => {
  it('lists filters with creator, next delivery and "not scheduled" as null', async () => {
    const admin = await as();
    const list = (await admin.get(`/api/reportfilter/getList?reportId=${REPORT_IDS.inspections}`))
      .body as ReportFilter[];
    expect(list.map((f) => [f.Name, f.CreatorName, f.StartingDate])).toEqual([
      ['All inspections', 'Ada Admin', null],
      ['Monthly inspections', 'Ada Admin', '2026-01-31'],
    ]);
    expect(list[0]!.NextDate).toBeNull();
    // Monthly from January 31 at 03:00 Pacific: the last day of each month.
    expect(list[1]!.NextDate).toMatch(/^20\d\d-\d\d-(28|29|30|31)T1[01]:00:00\.000Z$/);
  });

  it("schedules a filter saved without a time zone in the workspace's (the General screen, issue 17)", async () => {
    const admin = await as();
    expect(
      (
        await admin.post('/api/workspace/settings/update', {
          Name: 'Demo Workspace',
          Theme: 2,
          TimeZone: 'America/New_York',
        })
      ).status,
    ).toBe(200);
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        formFilter({
          StartingDate: '2027-01-31',
          ReportFilterScheduleRecipients: ['a@b.co'],
          RecurringType: 2,
        }),
      )
    ).body as ReportFilter;
    // 03:00 in New York in winter is 08:00 UTC.
    expect(created).toMatchObject({ TimeZone: 'America/New_York', NextDate: '2027-01-31T08:00:00.000Z' });
  });

  it('creates and updates form filters with the spec defaults and the rules of section 4', async () => {
    const admin = await as();
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        formFilter({
          StartingDate: '2027-01-31',
          ReportFilterScheduleRecipients: ['member@demo.test'],
          RecurringType: 2,
          UnmaskEncrypted: true,
        }),
      )
    ).body as ReportFilter;
    expect(created).toMatchObject({
      Name: 'Mine',
      SortColumn: 5,
      ColumnFormat: 0,
      UnmaskEncrypted: true,
      RecurringType: 2,
      TimeZone: 'America/Los_Angeles',
      NextDate: '2027-01-31T11:00:00.000Z',
      CreatorName: 'Ada Admin',
    });
    const updated = (
      await admin.post('/api/reportfilter/updateFormReportFilter', {
        ...created,
        StartingDate: null,
        ReportFilterScheduleRecipients: [],
        Name: 'Renamed',
      })
    ).body as ReportFilter;
    expect(updated).toMatchObject({
      Id: created.Id,
      Name: 'Renamed',
      StartingDate: null,
      RecurringType: null,
      NextDate: null,
    });
  });

  it('saves no workflows for a task filter without projects, and never unmasks a task report', async () => {
    const admin = await as();
    const body = {
      Id: 0,
      ReportId: REPORT_IDS.openTasks,
      Name: 'No projects',
      TaskProjectsFilterType: '3',
      TaskReportFilterAssignees: [0],
      ReportFilterWorkflows: [{ WorkflowId: 500 }],
      UnmaskEncrypted: true,
    };
    const created = (await admin.post('/api/reportfilter/createTaskReportFilter', body)).body as ReportFilter;
    expect(created).toMatchObject({
      ReportFilterWorkflows: [],
      UnmaskEncrypted: false,
      SortColumn: 10,
      TaskReportFilterAssignees: [0],
    });
  });

  it('refuses each broken rule with the spec message, changing nothing', async () => {
    const admin = await as();
    const before = snapshot();
    const cases: [string, object, string | RegExp][] = [
      ['createFormReportFilter', formFilter({ Name: '' }), /Name is required/],
      ['createFormReportFilter', formFilter({ Name: 'x'.repeat(255) }), /at most 254/],
      [
        'createFormReportFilter',
        formFilter({ StartingDate: '2027-01-01' }),
        'Recipients: You need to add at least one email to the list!',
      ],
      [
        'createFormReportFilter',
        formFilter({ ReportFilterScheduleRecipients: ['a@b.co'] }),
        'Recipients: You need to add at least one email to the list!',
      ],
      [
        'createFormReportFilter',
        formFilter({ StartingDate: '2027-01-01', ReportFilterScheduleRecipients: ['nope'] }),
        /Invalid email!/,
      ],
      [
        'createFormReportFilter',
        formFilter({ ProjectsAllDates: false, ProjectsFromDate: '2026-03-01', ProjectsToDate: '2026-02-01' }),
        'Dates: You must input a valid date range.',
      ],
      [
        'createTaskReportFilter',
        { Id: 0, ReportId: REPORT_IDS.openTasks, Name: 'T' },
        'Assignees: Please select at least one assignee!',
      ],
      ['createTaskReportFilter', formFilter(), /not a task report/],
      ['createFormReportFilter', formFilter({ Id: 5 }), /A new filter has Id 0/],
      ['updateFormReportFilter', formFilter(), /Id 0 is a new filter/],
      ['createFormReportFilter', formFilter({ TimeZone: 'Mars/Base' }), /time zone/],
      ['createFormReportFilter', formFilter({ ReportFilterTags: [99999] }), /no project tag 99999/],
      ['createFormReportFilter', formFilter({ ColumnFormat: 3 as 0 }), /column format/],
    ];
    for (const [call, body, message] of cases) {
      const reply = await admin.post(`/api/reportfilter/${call}`, body);
      expect([reply.status, (reply.body as { Message: string }).Message], call).toEqual([
        400,
        typeof message === 'string' ? message : expect.stringMatching(message),
      ]);
    }
    expect(snapshot()).toBe(before);
  });

  it('copies (unscheduled), renames and deletes a filter; a member without Delete is refused', async () => {
    const admin = await as();
    const copy = (
      await admin.post('/api/reportfilter/copy', { id: REPORT_FILTER_IDS.weeklyInspections, name: 'Copy' })
    ).body as ReportFilter;
    expect(copy).toMatchObject({
      Name: 'Copy',
      StartingDate: null,
      ReportFilterScheduleRecipients: [],
      ColumnFormat: 2,
    });
    expect(
      ((await admin.post('/api/reportfilter/rename', { id: copy.Id, name: 'Renamed' })).body as ReportFilter)
        .Name,
    ).toBe('Renamed');
    expect((await admin.post('/api/reportfilter/rename', { id: copy.Id, name: '' })).status).toBe(400);
    const member = await as('member@demo.test');
    expect((await member.post('/api/reportfilter/delete', { id: copy.Id })).status).toBe(403);
    expect((await admin.post('/api/reportfilter/delete', { id: copy.Id })).status).toBe(200);
    expect(data().reportFilters.some((f) => f.Id === copy.Id)).toBe(false);
  });

  it('offers the empty assignee and the workspace people for task filters', async () => {
    const list = (await (await as()).get('/api/reportTaskAssignee/list')).body as {
      UserId: number;
      Name: string;
    }[];
    expect(list[0]).toEqual({ UserId: 0, Name: 'No assignee' });
    expect(list.map((p) => p.UserId)).toContain(USER_IDS.member);
    expect(list.map((p) => p.UserId)).not.toContain(USER_IDS.site);
  });
});

describe('running', () => {
  it('writes the form report as a workbook of typed cells with each column format, pushed to that user only', async () => {
    const admin = await as();
    const member = await as('member@demo.test');
    const hub = await connectSignalR(running.baseUrl, admin);
    const other = await connectSignalR(running.baseUrl, member);
    try {
      const { pushed, FileName, workbook } = await runAndRead(admin, hub, '/api/reportrun/Filter', {
        reportFilterId: REPORT_FILTER_IDS.allInspections,
        reportId: REPORT_IDS.inspections,
      });
      expect(pushed).toMatchObject({
        Listener: 'reportReady',
        Data: { FileName, ReportId: REPORT_IDS.inspections, Rows: 1 },
      });
      expect(FileName).toMatch(/^Site Inspections - All inspections - \d{4}-\d\d-\d\d\.xlsx$/);
      const sheet = workbook!.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Project', 'Inspector', 'Inspected on', 'Total']);
      const [project, , date, total] = [1, 2, 3, 4].map((c) => sheet.getRow(2).getCell(c));
      expect(project!.value).toBe('Office Renovation');
      expect(date!.value).toBeInstanceOf(Date);
      expect(date!.numFmt).toBe('mmmm d, yyyy');
      expect(typeof total!.value).toBe('number');
      expect(total!.numFmt).toBe('$#,##0.00');
      expect(other.messages.filter((m) => m.Listener.startsWith('report'))).toEqual([]);
      // Somebody else cannot download it.
      const RunId = (pushed.Data as { RunId: string }).RunId;
      expect((await member.get(`/api/reportrun/download?id=${RunId}`)).status).toBe(404);
    } finally {
      await hub.connection.stop();
      await other.connection.stop();
    }
  });

  it('honours Transposed and ColumnFormat, and runs task criteria with the assignee rule', async () => {
    const admin = await as();
    const hub = await connectSignalR(running.baseUrl, admin);
    try {
      const { workbook } = await runAndRead(admin, hub, '/api/reportrun/TaskReport', {
        ReportId: REPORT_IDS.openTasks,
        TaskReportFilterAssignees: [USER_IDS.admin],
        Status: '-1',
        Transposed: true,
        ColumnFormat: 1,
      });
      const sheet = workbook!.worksheets[0]!;
      expect(sheet.getColumn(1).values.slice(1)).toEqual([
        'Task',
        'Project',
        'Assignees',
        'Due',
        'Completed',
      ]);
      expect(sheet.getColumn(2).width).toBe(20);
      const mine = data().tasks.filter((t) => t.AssigneeIds.includes(USER_IDS.admin));
      expect(sheet.getRow(1).values).toHaveLength(mine.length + 2);
      const refused = await admin.post('/api/reportrun/TaskReport', { ReportId: REPORT_IDS.openTasks });
      expect([refused.status, refused.body]).toEqual([
        400,
        { Message: 'Please select at least one assignee!' },
      ]);
    } finally {
      await hub.connection.stop();
    }
  });

  it('says reportNoContent when nothing matches', async () => {
    const admin = await as();
    const hub = await connectSignalR(running.baseUrl, admin);
    try {
      const { pushed } = await runAndRead(admin, hub, '/api/reportrun/FormReport', {
        ReportId: REPORT_IDS.inspections,
        Status: '100',
      });
      expect(pushed).toMatchObject({
        Listener: 'reportNoContent',
        Data: { ReportId: REPORT_IDS.inspections, ReportName: 'Site Inspections' },
      });
    } finally {
      await hub.connection.stop();
    }
  });
});

describe('scheduled delivery', () => {
  it('e-mails the workbook to the recipients when due, once, and logs it', async () => {
    const admin = await as();
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        formFilter({
          Name: 'Daily',
          Status: '-1',
          StartingDate: '2099-01-01',
          ReportFilterScheduleRecipients: ['boss@demo.test', 'admin@demo.test'],
        }),
      )
    ).body as ReportFilter;
    expect(created.NextDate).toBe('2099-01-01T11:00:00.000Z');
    const none = await admin.post('/api/__mock/reports/run-due', { until: '2099-01-01T10:59:00Z' });
    expect(
      (none.body as { Deliveries: unknown[] }).Deliveries.filter(
        (d) => (d as { FilterId: number }).FilterId === created.Id,
      ),
    ).toEqual([]);
    const due = await admin.post('/api/__mock/reports/run-due', { until: '2099-01-01T12:00:00Z' });
    const mine = (
      due.body as { Deliveries: { FilterId: number; Status: string; Recipients: string[]; Rows: number }[] }
    ).Deliveries.filter((d) => d.FilterId === created.Id);
    expect(mine).toEqual([
      expect.objectContaining({ Status: 'sent', Recipients: ['boss@demo.test', 'admin@demo.test'], Rows: 1 }),
    ]);
    const mail = await sink.next((m) => m.subject.startsWith('Report "Site Inspections", filter "Daily"'));
    expect(mail.to).toEqual(['boss@demo.test', 'admin@demo.test']);
    expect(mail.subject).toBe('Report "Site Inspections", filter "Daily" (Jan 1, 2099 3:00 AM PST)');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: 'Site Inspections - Daily - 2099-01-01.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ]);
    // Delivered once: running the control again owes nothing until the next day.
    const again = await admin.post('/api/__mock/reports/run-due', { until: '2099-01-01T12:00:00Z' });
    expect(
      (again.body as { Deliveries: { FilterId: number }[] }).Deliveries.filter(
        (d) => d.FilterId === created.Id,
      ),
    ).toEqual([]);
    const log = (await admin.get(`/api/reportfilter/deliveries?id=${created.Id}`)).body as {
      Status: string;
      DueAt: string;
    }[];
    expect(log).toEqual([expect.objectContaining({ Status: 'sent', DueAt: '2099-01-01T11:00:00.000Z' })]);
    const after = (await admin.get(`/api/reportfilter?id=${created.Id}`)).body as ReportFilter;
    expect(after.NextDate).toBe('2099-01-02T11:00:00.000Z');
    expect(after.LastExecutionDate).not.toBeNull();
  });

  it('runs with the access of whoever saved the filter last: no one sends themselves what they may not see', async () => {
    const admin = await as();
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        formFilter({
          Name: 'Weekly',
          Status: '-1',
          StartingDate: '2099-01-01',
          UnmaskEncrypted: true,
          ReportFilterScheduleRecipients: ['admin@demo.test'],
        }),
      )
    ).body as ReportFilter;
    const field = await as('field@demo.test');
    const own = (await field.get(`/api/reportfilter?id=${created.Id}`)).body as ReportFilter;
    const saved = await field.post('/api/reportfilter/updateFormReportFilter', {
      ...own,
      ReportFilterScheduleRecipients: ['admin@demo.test', 'member@demo.test'],
    });
    expect(saved.status).toBe(200);
    expect((saved.body as ReportFilter).CreatorName).toBe(own.CreatorName);
    const due = await admin.post('/api/__mock/reports/run-due', { until: '2099-01-01T12:00:00Z' });
    const mine = (
      due.body as { Deliveries: { FilterId: number; Status: string; Recipients: string[]; Rows: number }[] }
    ).Deliveries.filter((d) => d.FilterId === created.Id);
    // The field user may open none of the report's instances: the delivery holds none of the administrator's rows.
    expect(mine).toEqual([
      expect.objectContaining({
        Status: 'no content',
        Recipients: ['admin@demo.test', 'member@demo.test'],
        Rows: 0,
      }),
    ]);
  });
});
