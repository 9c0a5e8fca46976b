import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REPORT_GROUP_IDS, REPORT_IDS, USER_IDS } from '../../../fixtures/ids';
import { HttpReportGateway } from '../../../src/adapters/http/report-gateway.http';
import { DEMO_DATA, id } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  fromState,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';

const { integer, nullValue, string, eachLike } = MatchersV3;

/**
 * The report list's calls (issue 15): create, rename, move and copy by the member (reportAuth 7: Read, Create,
 * Update, and so Copy), delete by the administrator (the member has no Delete).
 */
const gateway = (url: string, uid: number) => new HttpReportGateway(httpClientFor(url, uid).http);

/** A column of the Open Tasks report (all its columns are predefined fields) as the API answers it. */
const taskColumn = {
  ColumnId: integer(7004),
  Header: string('Task'),
  FormatType: integer(0),
  Format: string(''),
  Order: integer(1),
  PredefinedFieldId: integer(10),
  FormFieldId: nullValue(),
  FieldName: string('Task'),
  ReferenceLabel: string(''),
  SourceName: string('Task'),
};

describe('report list calls (issue 15)', () => {
  it('creates a Forms report, without columns, in a group', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create the Forms report Daily Checks in Operations')
      .withRequest({
        method: 'POST',
        path: '/api/report/create',
        headers: postHeaders(MEMBER),
        body: { reportName: 'Daily Checks', reportType: 1, reportGroupId: id('ReportGroup', 'operations') },
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportId: integer(703),
          ReportName: string('Daily Checks'),
          ReportType: integer(1),
          ReportGroupId: id('ReportGroup', 'operations'),
          ReportGroupName: string('Operations'),
          ReportColumns: [],
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url, MEMBER).createReport({
        reportName: 'Daily Checks',
        reportType: 1,
        reportGroupId: REPORT_GROUP_IDS.operations,
      });
      expect(result).toMatchObject({
        ok: true,
        data: { ReportName: 'Daily Checks', ReportType: 1, ReportGroupName: 'Operations', ReportColumns: [] },
      });
    });
  });

  it('renames a report (report/update)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename the Open Tasks report to Tasks Still Open')
      .withRequest({
        method: 'POST',
        path: '/api/report/update',
        headers: postHeaders(MEMBER),
        body: { reportId: id('Report', 'openTasks'), Name: 'Tasks Still Open' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportId: id('Report', 'openTasks'),
          ReportName: string('Tasks Still Open'),
          ReportType: integer(2),
          ReportGroupId: id('ReportGroup', 'operations'),
          ReportGroupName: string('Operations'),
          ReportColumns: eachLike(taskColumn),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url, MEMBER).renameReport(REPORT_IDS.openTasks, 'Tasks Still Open');
      expect(result).toMatchObject({
        ok: true,
        data: { ReportId: REPORT_IDS.openTasks, ReportName: 'Tasks Still Open' },
      });
    });
  });

  it('moves a report to another group', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to move the Open Tasks report to Finance')
      .withRequest({
        method: 'POST',
        path: '/api/report/move',
        headers: postHeaders(MEMBER),
        body: { reportId: id('Report', 'openTasks'), reportGroupId: id('ReportGroup', 'people') },
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportId: id('Report', 'openTasks'),
          ReportName: string('Open Tasks'),
          ReportType: integer(2),
          ReportGroupId: id('ReportGroup', 'people'),
          ReportGroupName: string('Finance'),
          ReportColumns: eachLike(taskColumn),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url, MEMBER).moveReport(
        REPORT_IDS.openTasks,
        REPORT_GROUP_IDS.people,
      );
      expect(result).toMatchObject({
        ok: true,
        data: { ReportGroupId: REPORT_GROUP_IDS.people, ReportGroupName: 'Finance' },
      });
    });
  });

  it('copies a report with its columns', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to copy the Open Tasks report as Open Tasks (copy)')
      .withRequest({
        method: 'POST',
        path: '/api/report/copy',
        headers: postHeaders(MEMBER),
        body: { reportId: id('Report', 'openTasks'), name: 'Open Tasks (copy)' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportId: integer(703),
          ReportName: string('Open Tasks (copy)'),
          ReportType: integer(2),
          ReportGroupId: id('ReportGroup', 'operations'),
          ReportGroupName: string('Operations'),
          ReportColumns: eachLike(taskColumn),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url, MEMBER).copyReport(REPORT_IDS.openTasks, 'Open Tasks (copy)');
      expect(result).toMatchObject({ ok: true, data: { ReportName: 'Open Tasks (copy)', ReportType: 2 } });
      expect(result.ok && result.data.ReportColumns.length).toBeGreaterThan(0);
    });
  });

  it('deletes a report (the administrator holds Delete)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete the Expense Claims report')
      .withRequest({
        method: 'POST',
        path: '/api/report/delete',
        headers: postHeaders(ADMIN),
        body: { reportId: id('Report', 'expenses') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, ADMIN).deleteReport(REPORT_IDS.expenses)).toMatchObject({ ok: true });
    });
  });
});

describe('report group calls (issue 32 #15)', () => {
  it('creates a report group (the member holds Create)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create the report group Safety')
      .withRequest({
        method: 'POST',
        path: '/api/reportgroup/create',
        headers: postHeaders(MEMBER),
        body: { name: 'Safety' },
      })
      .willRespondWith({
        status: 200,
        body: { ReportGroupId: integer(72), Name: string('Safety'), CreatedById: integer(USER_IDS.member) },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).createGroup('Safety')).toMatchObject({
        ok: true,
        data: { Name: 'Safety', CreatedById: USER_IDS.member },
      });
    });
  });

  it('renames a report group (the member holds Update)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename the report group Finance to Money')
      .withRequest({
        method: 'POST',
        path: '/api/reportgroup/rename',
        headers: postHeaders(MEMBER),
        body: { reportGroupId: id('ReportGroup', 'people'), name: 'Money' },
      })
      .willRespondWith({
        status: 200,
        body: { ReportGroupId: id('ReportGroup', 'people'), Name: string('Money'), CreatedById: nullValue() },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).renameGroup(REPORT_GROUP_IDS.people, 'Money')).toMatchObject({
        ok: true,
        data: { ReportGroupId: REPORT_GROUP_IDS.people, Name: 'Money' },
      });
    });
  });

  it('refuses a group name another group has', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create a second report group named Finance')
      .withRequest({
        method: 'POST',
        path: '/api/reportgroup/create',
        headers: postHeaders(MEMBER),
        body: { name: 'finance' },
      })
      .willRespondWith({
        status: 400,
        body: { Message: string('name: A report group named “Finance” already exists.') },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).createGroup('finance')).toMatchObject({ ok: false });
    });
  });

  it('deletes an empty report group (the administrator)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('an empty report group exists', { Name: 'Spare' })
      .uponReceiving('a request to delete an empty report group')
      .withRequest({
        method: 'POST',
        path: '/api/reportgroup/delete',
        headers: postHeaders(ADMIN),
        body: { reportGroupId: fromState('ReportGroupId', 72) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, ADMIN).deleteGroup(72)).toMatchObject({ ok: true });
    });
  });

  it('refuses to delete a group that holds reports, saying what to do', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete the report group Finance, which holds a report')
      .withRequest({
        method: 'POST',
        path: '/api/reportgroup/delete',
        headers: postHeaders(ADMIN),
        body: { reportGroupId: id('ReportGroup', 'people') },
      })
      .willRespondWith({
        status: 409,
        body: { Message: string('It holds 1 report: move or delete it first.') },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, ADMIN).deleteGroup(REPORT_GROUP_IDS.people)).toMatchObject({
        ok: false,
      });
    });
  });
});
