import { SITE_FENCE_MESSAGE } from '../sites/site-fence';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTANCE_IDS, PROJECT_IDS, REPORT_FILTER_IDS, TASK_IDS, USER_IDS } from '../../../fixtures/ids';
import type { DashboardSummary } from '../../../src/domain/dashboard/dashboard.entity';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

/** Monday 30 November 2026, 10:00 in Los Angeles (the demo workspace's zone), 18:00 UTC. */
const NOW = Date.parse('2026-11-30T18:00:00Z');

let running: RunningMock;
beforeAll(async () => {
  running = await startMock({ now: () => NOW });
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

const as = async (email: string): Promise<MockClient> => {
  const client = running.client();
  await client.login(email);
  return client;
};
const summaryOf = async (client: MockClient) => {
  const reply = await client.get('/api/dashboard/summary');
  expect(reply.status, reply.text).toBe(200);
  return reply.body as DashboardSummary;
};
const group = (summary: DashboardSummary, kind: string) => summary.Tasks.find((g) => g.Kind === kind)!;

describe('GET /api/dashboard/summary', () => {
  it("counts the member's own open tasks overdue, due today and in the next seven days, in the workspace's zone", async () => {
    const summary = await summaryOf(await as('member@demo.test'));
    expect([summary.Today, summary.TimeZone]).toEqual(['2026-11-30', 'America/Los_Angeles']);
    expect(group(summary, 'overdue').Items.map((t) => [t.Title, t.DueDate])).toEqual([
      ['Send the snag photos to the architect', '2026-11-24'],
      ['Return the sample boards', '2026-11-26'],
    ]);
    expect(group(summary, 'today').Items.map((t) => t.Title)).toEqual(['Prepare the Monday site meeting']);
    expect(group(summary, 'week').Items).toEqual([
      {
        TaskId: TASK_IDS.orderTiles,
        Title: 'Order floor tiles for level 2',
        DueDate: '2026-12-04',
        ProjectName: 'Office Renovation',
      },
    ]);
    // "Confirm paint colours" (Design Team, overdue) is Priya's: the member sees it in the task list, not here.
    expect(group(summary, 'overdue').Count).toBe(2);
  });

  it('charts the member completions of the last eight weeks, Monday to Sunday', async () => {
    const summary = await summaryOf(await as('member@demo.test'));
    expect(summary.CompletedWeeks).toEqual([
      { WeekStart: '2026-10-12', Count: 0 },
      { WeekStart: '2026-10-19', Count: 1 },
      { WeekStart: '2026-10-26', Count: 0 },
      { WeekStart: '2026-11-02', Count: 1 },
      { WeekStart: '2026-11-09', Count: 1 },
      { WeekStart: '2026-11-16', Count: 1 },
      { WeekStart: '2026-11-23', Count: 1 },
      { WeekStart: '2026-11-30', Count: 0 },
    ]);
  });

  it('lists the instances the member saved last and may still read, newest first; projects by status', async () => {
    const member = await as('member@demo.test');
    const summary = await summaryOf(member);
    expect(summary.Instances.map((i) => i.InstanceId)).toEqual([INSTANCE_IDS.expense, INSTANCE_IDS.demo]);
    expect(summary.InstanceCount).toBe(2);
    expect(summary.Projects).toEqual([
      { Status: 0, Label: 'Active', Count: 2 },
      { Status: 100, Label: 'Closed', Count: 1 },
    ]);
    // Instance 301 was saved by the administrator; a save by the member makes it theirs, and the newest.
    running.mock.store.data.formInstances.find((i) => i.InstanceId === INSTANCE_IDS.large)!.updatedBy =
      USER_IDS.member;
    const field = await summaryOf(await as('field@demo.test'));
    expect(field.Instances).toEqual([]);
    // The member is not in the Field Team: the Bridge Inspection's instance stays out though it names them.
    expect((await summaryOf(member)).Instances.map((i) => i.InstanceId)).not.toContain(INSTANCE_IDS.large);
  });

  it('lists the scheduled filters the user receives, a failed last delivery first', async () => {
    const admin = await as('admin@demo.test');
    const before = await summaryOf(admin);
    expect(before.Deliveries.map((d) => [d.FilterName, d.LastStatus])).toEqual([
      ['Monthly inspections', null],
    ]);
    expect(before.Deliveries[0]!.NextDate).toBe('2026-12-31T11:00:00.000Z');
    const { store } = running.mock;
    const scheduled = store.data.reportFilters.find((f) => f.Id === REPORT_FILTER_IDS.myOpenTasks)!;
    Object.assign(scheduled, {
      StartingDate: '2026-11-02',
      RecurringType: 1,
      ReportFilterScheduleRecipients: ['admin@demo.test'],
    });
    store.data.reportDeliveries.push({
      DeliveryId: 1,
      FilterId: REPORT_FILTER_IDS.myOpenTasks,
      DueAt: '2026-11-30T11:00:00.000Z',
      Status: 'failed',
      Recipients: ['admin@demo.test'],
      Rows: 0,
      Detail: 'The mail server did not answer.',
      UpdatedOn: '2026-11-30T11:00:05.000Z',
    });
    const after = await summaryOf(admin);
    expect(after.Deliveries.map((d) => [d.FilterName, d.LastStatus, d.LastDate])).toEqual([
      ['My open tasks', 'failed', '2026-11-30T11:00:00.000Z'],
      ['Monthly inspections', null, null],
    ]);
    expect(after.DeliveryCount).toBe(2);
    // The member neither receives nor scheduled either.
    expect((await summaryOf(await as('member@demo.test'))).Deliveries).toEqual([]);
  });

  it('refuses site and direct-link users, and asks a visitor to sign in', async () => {
    const direct = await (await as('direct@demo.test')).get('/api/dashboard/summary');
    expect(direct).toMatchObject({
      status: 403,
      body: { Message: 'Site and direct-link users have no dashboard.' },
    });
    // A site account is stopped before the route by the site fence (docs/sites.md).
    const site = await (await as('site@demo.test')).get('/api/dashboard/summary');
    expect(site).toMatchObject({ status: 403, body: { Message: SITE_FENCE_MESSAGE } });
    expect((await running.client().get('/api/dashboard/summary')).status).toBe(401);
  });

  it('tells the dashboards of old and new assignees when a task changes', async () => {
    const push = vi.spyOn(running.mock.hub, 'push');
    const admin = await as('admin@demo.test');
    const task = (await admin.get(`/api/task?id=${TASK_IDS.orderTiles}`)).body as {
      Title: string;
      DueDate: string;
    };
    const reply = await admin.post('/api/task/update', {
      TaskId: TASK_IDS.orderTiles,
      Title: task.Title,
      Description: '',
      ProjectId: 100,
      CategoryId: null,
      AssigneeIds: [USER_IDS.field],
      DueDate: task.DueDate,
      IsCompleted: false,
    });
    expect(reply.status, reply.text).toBe(200);
    const told = push.mock.calls.filter((c) => c[1] === 'dashboardChanged').map((c) => c[0]);
    expect(told.sort()).toEqual([USER_IDS.member, USER_IDS.field].sort());
    push.mockRestore();
    expect(group(await summaryOf(await as('member@demo.test')), 'week').Count).toBe(0);
  });

  it("tells the dashboards of a delivery's scheduler and recipients when it finishes, and shows it failed first", async () => {
    const { store, reports, hub } = running.mock;
    const filter = store.data.reportFilters.find((f) => f.Id === REPORT_FILTER_IDS.weeklyInspections)!;
    // Mel receives it too; its report is gone, so the delivery fails without sending mail.
    Object.assign(filter, {
      ReportFilterScheduleRecipients: ['member@demo.test'],
      scheduledThrough: '2026-11-01T00:00:00.000Z',
      ReportId: 99_999,
    });
    const push = vi.spyOn(hub, 'push');
    const done = await reports.deliverDue(NOW);
    expect(done.map((d) => [d.FilterId, d.Status])).toEqual([
      [REPORT_FILTER_IDS.weeklyInspections, 'failed'],
    ]);
    const told = push.mock.calls.filter((c) => c[1] === 'dashboardChanged');
    push.mockRestore();
    expect(told.map((c) => c[0]).sort()).toEqual([USER_IDS.admin, USER_IDS.member]);
    expect(told[0]![2]).toEqual({ Reason: 'delivery' });
    const member = await summaryOf(await as('member@demo.test'));
    expect(member.Deliveries.map((d) => [d.FilterName, d.LastStatus, d.LastDate])).toEqual([
      ['Monthly inspections', 'failed', '2026-11-30T11:00:00.000Z'],
    ]);
  });

  it("tells the saver's dashboard of a saved instance, and the dashboards of those who may open a changed project", async () => {
    const push = vi.spyOn(running.mock.hub, 'push');
    const told = () => push.mock.calls.filter((c) => c[1] === 'dashboardChanged').map((c) => [c[0], c[2]]);
    const member = await as('member@demo.test');
    const saved = await member.post('/api/FormInstance/SaveFormData', {
      InstanceId: INSTANCE_IDS.expense,
      FieldDefinitions: [],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(told()).toEqual([[USER_IDS.member, { Reason: 'instance' }]]);
    push.mockClear();
    const admin = await as('admin@demo.test');
    const project = (await admin.get('/api/project?id=103')).body as { Name: string };
    const closed = await admin.post('/api/project/update', { ProjectId: 103, Name: project.Name, Status: 0 });
    expect(closed.status, closed.text).toBe(200);
    const users = told().map((c) => c[0]);
    expect(users).toEqual(expect.arrayContaining([USER_IDS.admin, USER_IDS.member, USER_IDS.field]));
    expect(users).not.toContain(USER_IDS.site);
    push.mockClear();
    // A project of the design team: the field team's people may not open it, so their dashboards are not told.
    const office = (await admin.get(`/api/project?id=${PROJECT_IDS.officeRenovation}`)).body as {
      Name: string;
    };
    const renamed = await admin.post('/api/project/update', {
      ProjectId: PROJECT_IDS.officeRenovation,
      Name: `${office.Name} (phase 2)`,
      Status: 0,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const readers = told().map((c) => c[0]);
    expect(readers).toEqual(expect.arrayContaining([USER_IDS.admin, USER_IDS.member]));
    expect(readers).not.toContain(USER_IDS.field);
    expect(readers).not.toContain(USER_IDS.inspector);
    push.mockRestore();
    expect((await summaryOf(member)).Projects.map((p) => p.Count)).toEqual([3, 0]);
  });
});
