import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  REPORT_FILTER_IDS,
  REPORT_IDS,
  TAG_IDS,
  USER_EMAILS,
  USER_IDS,
  WORKFLOW_IDS,
  WORKFLOW_STATUS_IDS,
} from '../../../fixtures/ids';
import { HttpReportGateway } from '../../../src/adapters/http/report-gateway.http';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { newReportFilter } from '../../../src/domain/reports/report-filter.rules';
import { ReportMessage } from '../../../src/domain/reports/report-messages';
import { unmaskedRecipientsMessage } from '../../../src/domain/reports/unmasked-recipients.rules';
import { EMPTY_ASSIGNEE } from '../../../src/domain/tasks/task-filter';
import { DEMO_DATA, id } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, postHeaders, signedIn } from '../pact-support';

const { boolean, eachLike, integer, like, nullValue, regex, string } = MatchersV3;

/** The member holds Read, Create and Update on reports: every call of the filter and run dialogs is theirs. */
const member = (url: string) => new HttpReportGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);

/** What the dialogs send: the filter without CreatorName, NextDate and LastExecutionDate (and, for a run, its Id). */
function sent(filter: ReportFilter, ids: Record<string, unknown> = {}) {
  const { CreatorName: _c, NextDate: _n, LastExecutionDate: _l, ...body } = filter;
  return { ...body, ...ids };
}

/**
 * A saved filter as the API answers it: each value matched by its type. The member saves every filter here, so the
 * member saved it last (issue 32 #2); its creator is whom CreatorName names.
 */
function answered(filter: ReportFilter, overrides: Record<string, unknown> = {}) {
  const who = {
    CreatedById: integer(filter.CreatorName === 'Mel Member' ? USER_IDS.member : USER_IDS.admin),
    SavedById: integer(USER_IDS.member),
    SavedByName: string('Mel Member'),
  };
  const typed = Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      value === null
        ? nullValue()
        : typeof value === 'boolean'
          ? boolean(value)
          : typeof value === 'number'
            ? integer(value)
            : typeof value === 'string'
              ? string(value)
              : value,
    ]),
  );
  return like({ ...typed, ...who, ...overrides });
}

const ticket = {
  RunId: string('c0ffee00-0000-4000-8000-000000000016'),
  FileName: regex(
    /^Site Inspections - .*\.xlsx$|^Open Tasks - .*\.xlsx$/,
    'Site Inspections - 2026-11-25.xlsx',
  ),
};

describe('report filter and run dialog calls (issue 15)', () => {
  it('creates a scheduled form report filter (Add Form Report Filter)', async () => {
    const filter: ReportFilter = {
      ...newReportFilter(REPORT_IDS.inspections, 1),
      Name: 'Quarterly inspections',
      TimeZone: null,
      StartingDate: '2030-01-31',
      RecurringType: 3,
      ReportFilterScheduleRecipients: [USER_EMAILS.member],
      UnmaskEncrypted: true,
      ColumnFormat: 1,
    };
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create a scheduled form report filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/createFormReportFilter',
        headers: memberPost,
        body: sent(filter, { ReportId: id('Report', 'inspections') }),
      })
      .willRespondWith({
        status: 200,
        body: answered(
          { ...filter, Id: 753, CreatorName: 'Mel Member', NextDate: null, LastExecutionDate: null },
          {
            TimeZone: string('America/Los_Angeles'),
            NextDate: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, '2030-01-31T11:00:00.000Z'),
            ReportFilterScheduleRecipients: [string(USER_EMAILS.member)],
          },
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).saveFilter(1, filter);
      expect(result).toMatchObject({
        ok: true,
        data: {
          Name: 'Quarterly inspections',
          TimeZone: 'America/Los_Angeles',
          RecurringType: 3,
          CreatorName: 'Mel Member',
        },
      });
    });
  });

  it('refuses to e-mail unmasked values outside the workspace: 400 naming the address (issue 31)', async () => {
    // The dialog checks this before it sends (unmasked-recipients.rules.ts); the server refuses it all the same.
    const filter: ReportFilter = {
      ...newReportFilter(REPORT_IDS.inspections, 1),
      Name: 'Owners',
      TimeZone: null,
      StartingDate: '2030-01-31',
      RecurringType: 0,
      ReportFilterScheduleRecipients: ['collector@outside.test'],
      UnmaskEncrypted: true,
    };
    const Message = `Recipients: ${unmaskedRecipientsMessage(['collector@outside.test'])}`;
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to schedule unmasked values to an address outside the workspace')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/createFormReportFilter',
        headers: memberPost,
        body: sent(filter, { ReportId: id('Report', 'inspections') }),
      })
      .willRespondWith({ status: 400, body: { Message } });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).saveFilter(1, filter)).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message } },
      });
    });
  });

  it('updates a form report filter (Edit Form Report Filter)', async () => {
    const filter: ReportFilter = {
      ...newReportFilter(REPORT_IDS.inspections, 1),
      Id: REPORT_FILTER_IDS.allInspections,
      Name: 'All inspections',
      Status: '-1',
      Transposed: true,
      SortDesc: true,
      TimeZone: 'America/Los_Angeles',
    };
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to update the All inspections filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/updateFormReportFilter',
        headers: memberPost,
        body: sent(filter, {
          Id: id('ReportFilter', 'allInspections'),
          ReportId: id('Report', 'inspections'),
        }),
      })
      .willRespondWith({
        status: 200,
        body: answered({ ...filter, CreatorName: 'Ada Admin', NextDate: null, LastExecutionDate: null }),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).saveFilter(1, filter)).toMatchObject({
        ok: true,
        data: { Transposed: true, SortDesc: true },
      });
    });
  });

  it('creates a task report filter with assignees, tags and a workflow status (Add Task Report Filter)', async () => {
    const filter: ReportFilter = {
      ...newReportFilter(REPORT_IDS.openTasks, 2),
      Name: 'Site work',
      TimeZone: null,
      TaskReportFilterAssignees: [USER_IDS.admin, EMPTY_ASSIGNEE],
      ReportFilterTags: [TAG_IDS.safety],
      ReportFilterWorkflows: [
        { WorkflowId: WORKFLOW_IDS.construction, WorkflowStatusId: WORKFLOW_STATUS_IDS.planning },
      ],
      TaskProjectsFilterType: '2',
      TaskStatusFilterType: '3',
      TasksAllDates: false,
      TasksFromDate: '2026-01-01',
      TasksToDate: '2026-12-31',
    };
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create a task report filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/createTaskReportFilter',
        headers: memberPost,
        body: sent(filter, {
          ReportId: id('Report', 'openTasks'),
          ReportFilterTags: [id('Tag', 'safety')],
          ReportFilterWorkflows: [
            {
              WorkflowId: id('Workflow', 'construction'),
              WorkflowStatusId: id('WorkflowStatus', 'planning'),
            },
          ],
        }),
      })
      .willRespondWith({
        status: 200,
        body: answered(
          { ...filter, Id: 753, CreatorName: 'Mel Member', NextDate: null, LastExecutionDate: null },
          {
            TimeZone: string('America/Los_Angeles'),
            TaskReportFilterAssignees: eachLike(integer(USER_IDS.admin)),
            ReportFilterTags: eachLike(integer(TAG_IDS.safety)),
            ReportFilterWorkflows: eachLike({
              WorkflowId: integer(WORKFLOW_IDS.construction),
              WorkflowStatusId: integer(WORKFLOW_STATUS_IDS.planning),
            }),
          },
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).saveFilter(2, filter)).toMatchObject({
        ok: true,
        data: { Name: 'Site work', TaskProjectsFilterType: '2', TasksFromDate: '2026-01-01' },
      });
    });
  });

  it('updates a task report filter (Edit Task Report Filter)', async () => {
    const filter: ReportFilter = {
      ...newReportFilter(REPORT_IDS.openTasks, 2),
      Id: REPORT_FILTER_IDS.myOpenTasks,
      Name: 'My open tasks',
      Status: '-1',
      TimeZone: 'America/Los_Angeles',
      TaskReportFilterAssignees: [USER_IDS.admin],
      TaskStarredFilterType: '2',
    };
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to update the My open tasks filter')
      .withRequest({
        method: 'POST',
        path: '/api/reportfilter/updateTaskReportFilter',
        headers: memberPost,
        body: sent(filter, { Id: id('ReportFilter', 'myOpenTasks'), ReportId: id('Report', 'openTasks') }),
      })
      .willRespondWith({
        status: 200,
        body: answered(
          { ...filter, CreatorName: 'Ada Admin', NextDate: null, LastExecutionDate: null },
          { TaskReportFilterAssignees: eachLike(integer(USER_IDS.admin)) },
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).saveFilter(2, filter)).toMatchObject({
        ok: true,
        data: { TaskStarredFilterType: '2' },
      });
    });
  });

  it('lists the assignees a task filter offers: "No assignee", then the people', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the report task assignees')
      .withRequest({ method: 'GET', path: '/api/reportTaskAssignee/list', headers: memberGet })
      .willRespondWith({
        status: 200,
        body: eachLike({ UserId: integer(EMPTY_ASSIGNEE), Name: string('No assignee') }),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).taskAssignees();
      expect(result).toMatchObject({
        ok: true,
        data: expect.arrayContaining([{ UserId: 0, Name: 'No assignee' }]),
      });
    });
  });

  it('runs a form report from unsaved criteria (Run Report): 202 with the run', async () => {
    const criteria: ReportFilter = {
      ...newReportFilter(REPORT_IDS.inspections, 1),
      TimeZone: null,
      Status: '-1',
      Transposed: true,
    };
    const { Id: _id, ...body } = sent(criteria, { ReportId: id('Report', 'inspections') });
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to run the Site Inspections report from unsaved criteria')
      .withRequest({ method: 'POST', path: '/api/reportrun/FormReport', headers: memberPost, body })
      .willRespondWith({ status: 202, body: ticket });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).runCriteria(1, criteria)).toMatchObject({
        ok: true,
        data: { FileName: expect.stringMatching(/\.xlsx$/) },
      });
    });
  });

  it('runs a task report from unsaved criteria (Run Report): 202 with the run', async () => {
    const criteria: ReportFilter = {
      ...newReportFilter(REPORT_IDS.openTasks, 2),
      TimeZone: null,
      TaskReportFilterAssignees: [EMPTY_ASSIGNEE],
    };
    const { Id: _id, ...body } = sent(criteria, { ReportId: id('Report', 'openTasks') });
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to run the Open Tasks report from unsaved criteria')
      .withRequest({ method: 'POST', path: '/api/reportrun/TaskReport', headers: memberPost, body })
      .willRespondWith({
        status: 202,
        body: { ...ticket, FileName: regex(/^Open Tasks - .*\.xlsx$/, 'Open Tasks - 2026-11-25.xlsx') },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).runCriteria(2, criteria)).toMatchObject({
        ok: true,
        data: { RunId: expect.any(String) },
      });
    });
  });

  it("refuses to run a task report without an assignee: 400 with the spec's message", async () => {
    // The dialog checks this before it sends (report-filter.rules.ts); the server refuses it all the same.
    const criteria: ReportFilter = { ...newReportFilter(REPORT_IDS.openTasks, 2), TimeZone: null };
    const { Id: _id, ...body } = sent(criteria, { ReportId: id('Report', 'openTasks') });
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to run the Open Tasks report without any assignee')
      .withRequest({ method: 'POST', path: '/api/reportrun/TaskReport', headers: memberPost, body })
      .willRespondWith({ status: 400, body: { Message: ReportMessage.atLeastOneAssignee } });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).runCriteria(2, criteria)).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: 'Please select at least one assignee!' } },
      });
    });
  });
});
