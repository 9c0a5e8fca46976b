import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { PROJECT_IDS, TASK_CATEGORY_IDS, TASK_IDS } from '../../../fixtures/ids';
import { HttpTaskGateway } from '../../../src/adapters/http/task-gateway.http';
import { TaskAccessMessage } from '../../../src/domain/access/task-access.policy';
import {
  TaskProjectsFilterType,
  TaskStarredFilterType,
  TaskStatusFilterType,
} from '../../../src/domain/tasks/task-filter';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  MEMBER,
  adminPostHeaders,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';
import { day, taskShape } from './task-shapes';

const { eachLike, integer, like, string, boolean } = MatchersV3;

/** Finn of the Field Team (fixtures/users.ts), working in it. */
const FIELD = 5;
const member = (url: string) => new HttpTaskGateway(httpClientFor(url, MEMBER).http);
const admin = (url: string) => new HttpTaskGateway(httpClientFor(url, ADMIN).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);

describe('task calls (issue 14)', () => {
  it('lists a page of tasks with the report filter’s criteria', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the open tasks of Office Renovation assigned to the member, titled tiles')
      .withRequest({
        method: 'GET',
        path: '/api/task/list',
        headers: memberGet,
        query: {
          TaskStatusFilterType: '3',
          TaskStarredFilterType: '1',
          TaskProjectsFilterType: '1',
          TaskAssignees: fromState('Uid', '2'),
          ProjectId: idText('Project', 'officeRenovation'),
          Search: 'tiles',
          Page: '0',
          PageSize: '50',
        },
      })
      .willRespondWith({
        status: 200,
        body: { Tasks: eachLike(taskShape()), Total: integer(1), Page: integer(0), PageSize: integer(50) },
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).list({
        criteria: {
          TaskStatusFilterType: TaskStatusFilterType.NotCompleted,
          TaskStarredFilterType: TaskStarredFilterType.Both,
          TaskProjectsFilterType: TaskProjectsFilterType.WithAndWithout,
          TaskAssignees: [2],
          ProjectId: PROJECT_IDS.officeRenovation,
          Search: ' tiles ',
        },
        page: 0,
        pageSize: 50,
      });
      expect(result).toMatchObject({
        ok: true,
        data: { Total: 1, Tasks: [{ TaskId: 800, Assignees: [{ UserId: 2 }], CompletedOn: null }] },
      });
    });
  });

  it('reads one task', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for task 800')
      .withRequest({
        method: 'GET',
        path: '/api/task',
        query: { id: idText('Task', 'orderTiles') },
        headers: memberGet,
      })
      .willRespondWith({ status: 200, body: like(taskShape()) });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).get(TASK_IDS.orderTiles)).toMatchObject({
        ok: true,
        data: { TaskId: 800, Title: 'Order floor tiles for level 2', Access: 5 },
      });
    });
  });

  it('creates a task in a project, assigned to the member', async () => {
    const changes = {
      Title: 'Fix the door closer',
      Description: 'Room 2.04',
      ProjectId: id('Project', 'officeRenovation'),
      CategoryId: id('TaskCategory', 'followUp'),
      AssigneeIds: [fromState('Uid', 2)],
      DueDate: '2026-12-10',
      IsCompleted: false,
    };
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create a task in Office Renovation for the member')
      .withRequest({ method: 'POST', path: '/api/task/create', headers: memberPost, body: changes })
      .willRespondWith({
        status: 200,
        body: like(
          taskShape({
            TaskId: integer(866),
            Title: string('Fix the door closer'),
            Description: string('Room 2.04'),
            CategoryId: integer(703),
            CategoryName: string('Follow-up'),
            DueDate: day('2026-12-10'),
            IsStarred: boolean(false),
            CreatorName: string('Mel Member'),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).create({
        Title: 'Fix the door closer',
        Description: 'Room 2.04',
        ProjectId: PROJECT_IDS.officeRenovation,
        CategoryId: TASK_CATEGORY_IDS.followUp,
        AssigneeIds: [2],
        DueDate: '2026-12-10',
        IsCompleted: false,
      });
      expect(result).toMatchObject({
        ok: true,
        data: { TaskId: 866, Title: 'Fix the door closer', IsStarred: false },
      });
    });
  });

  it('changes a task', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to change task 800')
      .withRequest({
        method: 'POST',
        path: '/api/task/update',
        headers: memberPost,
        body: {
          Title: 'Order floor tiles',
          Description: '',
          ProjectId: id('Project', 'officeRenovation'),
          CategoryId: null,
          AssigneeIds: [fromState('Uid', 2)],
          DueDate: null,
          IsCompleted: false,
          TaskId: id('Task', 'orderTiles'),
        },
      })
      .willRespondWith({
        status: 200,
        body: like(
          taskShape({
            Title: string('Order floor tiles'),
            Description: string(''),
            CategoryId: null,
            CategoryName: null,
            DueDate: null,
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).update({
        TaskId: TASK_IDS.orderTiles,
        Title: 'Order floor tiles',
        Description: '',
        ProjectId: PROJECT_IDS.officeRenovation,
        CategoryId: null,
        AssigneeIds: [2],
        DueDate: null,
        IsCompleted: false,
      });
      expect(result).toMatchObject({
        ok: true,
        data: { Title: 'Order floor tiles', CategoryId: null, DueDate: null },
      });
    });
  });

  it('refuses to move a task out of a team the caller is not in (issue 31): 403 with the reason', async () => {
    // The dialog does not offer it (moveTaskOffered); the server refuses it all the same.
    const pact = gridworkPact()
      .given(...signedIn('field'))
      .given(DEMO_DATA)
      .uponReceiving('a request by an assignee from another team to move task 806 into his team')
      .withRequest({
        method: 'POST',
        path: '/api/task/update',
        headers: postHeaders(FIELD, 11),
        body: {
          Title: 'Check the load-bearing wall with the engineer',
          Description: '',
          ProjectId: id('Project', 'bridgeInspection'),
          CategoryId: null,
          AssigneeIds: [fromState('Uid', 5)],
          DueDate: null,
          IsCompleted: false,
          TaskId: id('Task', 'checkLoadBearingWall'),
        },
      })
      .willRespondWith({ status: 403, body: { Message: TaskAccessMessage.move } });
    await pact.executeTest(async (server) => {
      const gateway = new HttpTaskGateway(httpClientFor(server.url, FIELD, { scopeId: 11 }).http);
      const result = await gateway.update({
        TaskId: TASK_IDS.checkLoadBearingWall,
        Title: 'Check the load-bearing wall with the engineer',
        Description: '',
        ProjectId: PROJECT_IDS.bridgeInspection,
        CategoryId: null,
        AssigneeIds: [5],
        DueDate: null,
        IsCompleted: false,
      });
      expect(result).toMatchObject({
        ok: false,
        failure: { status: 403, payload: { Message: TaskAccessMessage.move } },
      });
    });
  });

  it('completes a task with one click', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to complete task 800')
      .withRequest({
        method: 'POST',
        path: '/api/task/complete',
        headers: memberPost,
        body: { TaskId: id('Task', 'orderTiles'), IsCompleted: true },
      })
      .willRespondWith({
        status: 200,
        body: like(
          taskShape({ IsCompleted: boolean(true), CompletedOn: isoDate('2026-11-25T10:00:00.000Z') }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).complete(TASK_IDS.orderTiles, true)).toMatchObject({
        ok: true,
        data: { IsCompleted: true, CompletedOn: '2026-11-25T10:00:00.000Z' },
      });
    });
  });

  it('unstars a task (a star is the member’s own)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to unstar task 800')
      .withRequest({
        method: 'POST',
        path: '/api/task/star',
        headers: memberPost,
        body: { TaskId: id('Task', 'orderTiles'), IsStarred: false },
      })
      .willRespondWith({ status: 200, body: like(taskShape({ IsStarred: boolean(false) })) });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).star(TASK_IDS.orderTiles, false)).toMatchObject({
        ok: true,
        data: { IsStarred: false },
      });
    });
  });

  it('deletes a task', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete task 821')
      .withRequest({
        method: 'POST',
        path: '/api/task/delete',
        headers: adminPostHeaders,
        body: { TaskId: id('Task', 'bookBoat') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await admin(server.url).remove(TASK_IDS.bookBoat)).toMatchObject({ ok: true });
    });
  });

  it('lists who may be given a task', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the people a task may be assigned to')
      .withRequest({ method: 'GET', path: '/api/task/assignees', headers: memberGet })
      .willRespondWith({
        status: 200,
        body: eachLike({
          UserId: integer(6),
          Email: string('priya@demo.test'),
          FirstName: string('Priya'),
          LastName: string('Patel'),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).assignees()).toEqual({
        ok: true,
        status: 200,
        data: [{ UserId: 6, Email: 'priya@demo.test', FirstName: 'Priya', LastName: 'Patel' }],
      });
    });
  });
});
