import { describe, expect, it } from 'vitest';
import { TASK_IDS, USER_IDS } from '../../../fixtures/ids';
import { FIRST_TASK_ID, tasks } from '../../../fixtures/tasks/tasks';
import { TaskAccessMessage } from '../../../src/domain/access/task-access.policy';
import type { Task, TaskPage } from '../../../src/domain/tasks/task.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';
import { connectSignalR, until } from '../../test-support/hub-client';
import type { MockClient } from '../../test-support/mock-client';

const mock = useFormsMock();
const list = async (client: MockClient, query = '') =>
  (await client.get(`/api/task/list${query}`)).body as TaskPage;
const ids = (page: TaskPage) => page.Tasks.map((t) => t.TaskId);
const store = () => mock.running.mock.store.data;

describe('the task list', () => {
  it('shows a member the tasks of their scopes and those assigned to them', async () => {
    const field = await mock.as('field@demo.test');
    const all = await list(field, '?PageSize=200');
    const visible = store().tasks.filter(
      (t) => [0, 11].includes(t.scopeId) || t.AssigneeIds.includes(USER_IDS.field),
    );
    expect(all.Total).toBe(visible.length);
    expect(ids(all)).toContain(TASK_IDS.checkLoadBearingWall);
    expect(ids(all)).not.toContain(TASK_IDS.orderTiles);
    const admin = await list(await mock.as(), '?PageSize=200');
    expect(admin.Total).toBe(store().tasks.length);
  });

  it('pages, 50 by default, open tasks first by due date', async () => {
    const admin = await mock.as();
    const first = await list(admin);
    const total = store().tasks.length;
    expect([first.Tasks.length, first.Page, first.PageSize, first.Total]).toEqual([50, 0, 50, total]);
    const second = await list(admin, '?Page=1');
    expect(second.Tasks).toHaveLength(total - 50);
    expect(ids(first).some((id) => ids(second).includes(id))).toBe(false);
    const open = first.Tasks.filter((t) => !t.IsCompleted && t.DueDate).map((t) => t.DueDate!);
    expect(open).toEqual([...open].sort());
    expect((await list(admin, '?Page=9')).Page).toBe(1);
  });

  it('filters with the report filter constants, the empty assignee and the title', async () => {
    const admin = await mock.as();
    const count = async (query: string) => (await list(admin, `${query}&PageSize=200`)).Total;
    const tasks = store().tasks;
    expect(await count('?TaskStatusFilterType=2')).toBe(tasks.filter((t) => t.IsCompleted).length);
    expect(await count('?TaskStatusFilterType=3')).toBe(tasks.filter((t) => !t.IsCompleted).length);
    expect(await count('?TaskStarredFilterType=2')).toBe(tasks.filter((t) => t.starredBy.includes(1)).length);
    expect(await count('?TaskProjectsFilterType=3')).toBe(tasks.filter((t) => t.ProjectId === null).length);
    expect(await count('?TaskAssignees=0')).toBe(tasks.filter((t) => t.AssigneeIds.length === 0).length);
    expect(await count('?TaskAssignees=2')).toBe(tasks.filter((t) => t.AssigneeIds.includes(2)).length);
    expect(await count('?ProjectId=101&TaskStatusFilterType=3')).toBe(
      tasks.filter((t) => t.ProjectId === 101 && !t.IsCompleted).length,
    );
    const found = await list(admin, '?Search=survey%20BOAT');
    expect(found.Tasks.map((t) => t.Title)).toEqual(['Book the survey boat']);
  });

  it('answers a task with names and what the caller may do with it', async () => {
    const member = await mock.as('member@demo.test');
    const task = (await member.get(`/api/task?id=${TASK_IDS.orderTiles}`)).body as Task;
    expect(task).toEqual({
      TaskId: 800,
      Title: 'Order floor tiles for level 2',
      Description: expect.stringContaining('porcelain'),
      ProjectId: 100,
      ProjectName: 'Office Renovation',
      CategoryId: 702,
      CategoryName: 'Procurement',
      Assignees: [{ UserId: 2, FirstName: 'Mel', LastName: 'Member' }],
      DueDate: '2026-12-04',
      IsCompleted: false,
      CompletedOn: null,
      IsStarred: true,
      CreatedOn: '2026-11-13T09:00:00.000Z',
      CreatorName: 'Priya Patel',
      // Read and Update; Read/Write holds no Delete.
      Access: 5,
    });
  });

  it.each([
    ['?TaskStatusFilterType=4', 'TaskStatusFilterType must be one of 1, 2, 3.'],
    ['?TaskStarredFilterType=x', 'TaskStarredFilterType must be one of 1, 2, 3.'],
    [
      '?TaskAssignees=2,-1',
      'TaskAssignees must be at most 100 user ids separated by commas (0: no assignee).',
    ],
    ['?PageSize=201', 'PageSize must be an integer between 1 and 200.'],
    ['?Page=1&Page=2', 'Page must be given once.'],
    [`?Search=${'x'.repeat(255)}`, 'Search must be text of at most 254 characters.'],
    ['?Search=%00', 'Search holds a NUL character.'],
  ])('answers 400 for %s', async (query, message) => {
    const reply = await (await mock.as()).get(`/api/task/list${query}`);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });
});

describe('creating and changing tasks', () => {
  it('creates a task in a project; its assignee hears of it over the hub and sees it', async () => {
    const priya = await mock.as('priya@demo.test');
    const tab = await connectSignalR(mock.running.baseUrl, priya);
    const NEW = FIRST_TASK_ID + tasks.length;
    try {
      const member = await mock.as('member@demo.test');
      const reply = await member.post('/api/task/create', {
        Title: ' Fix the door closer ',
        Description: 'Room 2.04',
        ProjectId: 100,
        CategoryId: 703,
        AssigneeIds: [USER_IDS.planner, USER_IDS.planner, USER_IDS.member],
        DueDate: '2026-12-10',
      });
      expect(reply.status).toBe(200);
      const task = reply.body as Task;
      expect(task).toMatchObject({
        TaskId: NEW,
        Title: 'Fix the door closer',
        ProjectName: 'Office Renovation',
        CategoryName: 'Follow-up',
        IsCompleted: false,
        CreatorName: 'Mel Member',
      });
      expect(task.Assignees.map((a) => a.UserId)).toEqual([6, 2]);
      await until(() => tab.messages.length >= 3);
      expect(tab.messages).toEqual([
        {
          Listener: 'userNotification',
          Data: expect.objectContaining({
            Message: 'Mel Member assigned you "Fix the door closer" in Office Renovation.',
            TaskId: NEW,
          }),
        },
        { Listener: 'notificationCountUpdate', Data: { Count: 1 } },
        // Her dashboard reads itself again (docs/dashboard.md).
        { Listener: 'dashboardChanged', Data: { Reason: 'task' } },
      ]);
      expect((await priya.get('/api/notification/count')).body).toEqual({ Count: 1 });
      // Mel assigned herself: nothing to tell her.
      expect((await member.get('/api/notification/count')).body).toEqual({ Count: 1 });
      expect(ids(await list(priya, '?TaskAssignees=6'))).toContain(NEW);
      // Finn is in another team: he neither lists nor opens it.
      const field = await mock.as('field@demo.test');
      expect(ids(await list(field, '?PageSize=200'))).not.toContain(NEW);
      expect((await field.get(`/api/task?id=${NEW}`)).status).toBe(403);
      // The notice in her list names its task, and says so once the task is deleted (issue 32).
      expect((await priya.get('/api/notification/list')).body).toMatchObject([
        { TaskId: NEW, TaskDeleted: false },
      ]);
      const admin = await mock.as();
      expect((await admin.post('/api/task/delete', { TaskId: NEW })).status).toBe(200);
      expect((await priya.get('/api/notification/list')).body).toMatchObject([
        { TaskId: NEW, TaskDeleted: true },
      ]);
    } finally {
      await tab.connection.stop();
    }
  });

  it('puts a task without a project in the scope the caller works in', async () => {
    const member = await mock.as('member@demo.test');
    await member.post('/api/account/switchscope', { ScopeId: 10 });
    const task = (await member.post('/api/task/create', { Title: 'Water the plants' })).body as Task;
    expect(store().tasks.find((t) => t.TaskId === task.TaskId)?.scopeId).toBe(10);
    expect(task).toMatchObject({ ProjectId: null, Assignees: [], DueDate: null });
  });

  it('tells only newly added assignees when a task changes, and completes it', async () => {
    const admin = await mock.as();
    const before = store().notifications.length;
    const reply = await admin.post('/api/task/update', {
      TaskId: TASK_IDS.orderTiles,
      Title: 'Order floor tiles',
      ProjectId: 100,
      AssigneeIds: [USER_IDS.member, USER_IDS.lead],
      DueDate: null,
      IsCompleted: true,
    });
    expect(reply.body).toMatchObject({
      Title: 'Order floor tiles',
      IsCompleted: true,
      CompletedOn: expect.any(String),
      DueDate: null,
      CategoryId: null,
    });
    expect(
      store()
        .notifications.slice(before)
        .map((n) => n.userId),
    ).toEqual([USER_IDS.lead]);
    const reopened = (
      await admin.post('/api/task/complete', { TaskId: TASK_IDS.orderTiles, IsCompleted: false })
    ).body as Task;
    expect([reopened.IsCompleted, reopened.CompletedOn]).toEqual([false, null]);
  });

  it('stars per user', async () => {
    const field = await mock.as('field@demo.test');
    expect(
      ((await field.post('/api/task/star', { TaskId: TASK_IDS.bookBoat, IsStarred: true })).body as Task)
        .IsStarred,
    ).toBe(true);
    const admin = await mock.as();
    expect(((await admin.get(`/api/task?id=${TASK_IDS.bookBoat}`)).body as Task).IsStarred).toBe(false);
    expect(
      ((await field.post('/api/task/star', { TaskId: TASK_IDS.bookBoat, IsStarred: false })).body as Task)
        .IsStarred,
    ).toBe(false);
  });

  it('deletes with Delete in the task’s scope', async () => {
    const field = await mock.as('field@demo.test');
    expect((await field.post('/api/task/delete', { TaskId: TASK_IDS.bookBoat })).body).toEqual({});
    expect(store().tasks.some((t) => t.TaskId === TASK_IDS.bookBoat)).toBe(false);
    const refused = await field.post('/api/task/delete', { TaskId: TASK_IDS.checkLoadBearingWall });
    expect([refused.status, refused.body]).toEqual([
      403,
      { Message: 'You do not have access to this task.' },
    ]);
  });

  it('does not let an assignee take a team’s task into their own team, so as to delete it (issue 31)', async () => {
    const field = await mock.as('field@demo.test');
    const before = JSON.stringify(store());
    const moved = await field.post('/api/task/update', {
      TaskId: TASK_IDS.checkLoadBearingWall,
      Title: 'Check the load-bearing wall with the engineer',
      ProjectId: 101,
      AssigneeIds: [USER_IDS.field],
    });
    expect([moved.status, moved.body]).toEqual([403, { Message: TaskAccessMessage.move }]);
    expect(JSON.stringify(store())).toBe(before);
    expect((await field.post('/api/task/delete', { TaskId: TASK_IDS.checkLoadBearingWall })).status).toBe(
      403,
    );
    // What is his to change he still changes, in its place.
    const edited = await field.post('/api/task/update', {
      TaskId: TASK_IDS.checkLoadBearingWall,
      Title: 'Check the wall',
      ProjectId: 100,
      AssigneeIds: [USER_IDS.field],
    });
    expect([edited.status, (edited.body as Task).ProjectId]).toEqual([200, 100]);
  });

  it('moves a task with Delete where it is and Create where it goes', async () => {
    const field = await mock.as('field@demo.test');
    const reply = await field.post('/api/task/update', {
      TaskId: TASK_IDS.bookBoat,
      Title: 'Book the survey boat',
      ProjectId: 102,
    });
    expect([reply.status, (reply.body as Task).ProjectId]).toEqual([200, 102]);
    expect(store().tasks.find((t) => t.TaskId === TASK_IDS.bookBoat)?.scopeId).toBe(0);
    // Mel (Read/Write) holds no Delete: he edits his team's task but does not move it.
    const member = await mock.as('member@demo.test');
    const refused = await member.post('/api/task/update', {
      TaskId: TASK_IDS.orderTiles,
      Title: 'Order floor tiles for level 2',
      ProjectId: 102,
    });
    expect([refused.status, refused.body]).toEqual([403, { Message: TaskAccessMessage.move }]);
  });

  it.each([
    ['member', '/api/task/create', {}, 400, 'Title is required.'],
    [
      'member',
      '/api/task/create',
      { Title: 'x'.repeat(255) },
      400,
      'Title must be text of at most 254 characters.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', AssigneeIds: [0] },
      400,
      'AssigneeIds must hold integers between 1 and 2147483647.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', AssigneeIds: [3] },
      400,
      'Sam Site cannot be given tasks here.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', AssigneeIds: [999] },
      400,
      'AssigneeIds: there is no user 999.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', DueDate: '2026-02-30' },
      400,
      'DueDate must be a date written YYYY-MM-DD.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', CategoryId: 999 },
      400,
      'CategoryId 999 is not a task category.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', ProjectId: 103 },
      400,
      'This project is closed. Reopen it to add tasks to it.',
    ],
    [
      'member',
      '/api/task/create',
      { Title: 'X', ProjectId: 101 },
      403,
      'You do not have access to this project.',
    ],
    ['member', '/api/task/update', { TaskId: 999, Title: 'X' }, 404, 'No task 999.'],
    ['member', '/api/task/update', { TaskId: 820, Title: 'X' }, 403, 'You do not have access to this task.'],
    ['member', '/api/task/delete', { TaskId: 800 }, 403, 'Your roles do not allow you to delete tasks.'],
    [
      'direct@demo.test',
      '/api/task/create',
      { Title: 'X' },
      403,
      'Site and direct-link users cannot see tasks.',
    ],
    // A site account reaches only its site (issue 33; the site fence).
    ['site@demo.test', '/api/task/create', { Title: 'X' }, 403, 'A site account reaches only its site.'],
  ])('%s %s %j answers %i %s, changing nothing', async (who, path, body, status, message) => {
    const client = await mock.as(who === 'member' ? 'member@demo.test' : who);
    const before = JSON.stringify(store());
    const reply = await client.post(path, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
    expect(JSON.stringify(store())).toBe(before);
  });

  it('offers the workspace users of the scope the caller works in as assignees', async () => {
    const member = await mock.as('member@demo.test');
    const names = async () =>
      ((await member.get('/api/task/assignees')).body as Array<{ FirstName: string }>).map(
        (p) => p.FirstName,
      );
    expect(await names()).toEqual(['Ada', 'Finn', 'Lena', 'Mel', 'Omar', 'Priya']);
    await member.post('/api/account/switchscope', { ScopeId: 10 });
    expect(await names()).toEqual(['Ada', 'Lena', 'Mel', 'Priya']);
  });
});
