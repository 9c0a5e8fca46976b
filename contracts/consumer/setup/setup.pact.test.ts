import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { TAG_IDS, TASK_CATEGORY_IDS, WORKFLOW_IDS, WORKFLOW_STATUS_IDS as S } from '../../../fixtures/ids';
import { HttpProjectTagGateway } from '../../../src/adapters/http/project-tag-gateway.http';
import { HttpTaskCategoryGateway } from '../../../src/adapters/http/task-category-gateway.http';
import { HttpWorkflowGateway } from '../../../src/adapters/http/workflow-gateway.http';
import { DEMO_DATA, id, idText } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string, regex } = MatchersV3;
const color = (value: string) => regex(/^#[0-9a-fA-F]{6}$/, value);

const workflow = (overrides: Record<string, unknown> = {}) => ({
  WorkflowId: integer(WORKFLOW_IDS.reporting),
  Name: string('Reporting'),
  WorkflowItems: eachLike({
    WorkflowStatusId: integer(S.collect),
    Name: string('Collect figures'),
    Order: integer(1),
  }),
  ProjectCount: integer(1),
  ...overrides,
});

const workflows = (url: string, uid = ADMIN) => new HttpWorkflowGateway(httpClientFor(url, uid).http);
const tags = (url: string) => new HttpProjectTagGateway(httpClientFor(url, ADMIN).http);
const categories = (url: string) => new HttpTaskCategoryGateway(httpClientFor(url, ADMIN).http);

describe('workflow calls (issue 14)', () => {
  it('lists the workflows with their statuses (any workspace user)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the workflow list')
      .withRequest({ method: 'GET', path: '/api/workflow/list', headers: getHeaders(MEMBER) })
      .willRespondWith({ status: 200, body: eachLike(workflow()) });
    await pact.executeTest(async (server) => {
      const result = await workflows(server.url, MEMBER).list();
      expect(result).toMatchObject({
        ok: true,
        data: [{ WorkflowId: 520, WorkflowItems: [{ Name: 'Collect figures', Order: 1 }] }],
      });
    });
  });

  it('reads one workflow', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for workflow 520')
      .withRequest({
        method: 'GET',
        path: '/api/workflow',
        query: { id: idText('Workflow', 'reporting') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(workflow()) });
    await pact.executeTest(async (server) => {
      expect(await workflows(server.url).get(WORKFLOW_IDS.reporting)).toMatchObject({
        ok: true,
        data: { Name: 'Reporting', ProjectCount: 1 },
      });
    });
  });

  it('creates a workflow with its statuses in order', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the workflow Audit')
      .withRequest({
        method: 'POST',
        path: '/api/workflow/create',
        headers: adminPostHeaders,
        body: { Name: 'Audit', WorkflowItems: [{ Name: 'Open' }, { Name: 'Closed' }] },
      })
      .willRespondWith({
        status: 200,
        body: like(
          workflow({
            WorkflowId: integer(521),
            Name: string('Audit'),
            WorkflowItems: eachLike({
              WorkflowStatusId: integer(525),
              Name: string('Open'),
              Order: integer(1),
            }),
            ProjectCount: integer(0),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await workflows(server.url).create({
        Name: 'Audit',
        WorkflowItems: [{ Name: 'Open' }, { Name: 'Closed' }],
      });
      expect(result).toMatchObject({ ok: true, data: { WorkflowId: 521, Name: 'Audit' } });
    });
  });

  it('reorders, renames and adds statuses', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to change workflow 520')
      .withRequest({
        method: 'POST',
        path: '/api/workflow/update',
        headers: adminPostHeaders,
        body: {
          WorkflowId: id('Workflow', 'reporting'),
          Name: 'Reporting',
          WorkflowItems: [
            { WorkflowStatusId: id('WorkflowStatus', 'review'), Name: 'Review' },
            { WorkflowStatusId: id('WorkflowStatus', 'collect'), Name: 'Collect figures' },
            { Name: 'Print' },
          ],
        },
      })
      .willRespondWith({
        status: 200,
        body: like(
          workflow({
            WorkflowItems: eachLike({
              WorkflowStatusId: integer(S.review),
              Name: string('Review'),
              Order: integer(1),
            }),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await workflows(server.url).update({
        WorkflowId: WORKFLOW_IDS.reporting,
        Name: 'Reporting',
        WorkflowItems: [
          { WorkflowStatusId: S.review, Name: 'Review' },
          { WorkflowStatusId: S.collect, Name: 'Collect figures' },
          { Name: 'Print' },
        ],
      });
      expect(result).toMatchObject({
        ok: true,
        data: { WorkflowItems: [{ WorkflowStatusId: S.review, Order: 1 }] },
      });
    });
  });

  it('deletes a workflow no project uses', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('a workflow no project uses exists', { Name: 'Spare' })
      .uponReceiving('a request to delete an unused workflow')
      .withRequest({
        method: 'POST',
        path: '/api/workflow/delete',
        headers: adminPostHeaders,
        body: { WorkflowId: fromState('WorkflowId', 530) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await workflows(server.url).remove(530)).toMatchObject({ ok: true });
    });
  });
});

describe('project tag calls (issue 14)', () => {
  const tag = (overrides: Record<string, unknown> = {}) => ({
    TagId: integer(TAG_IDS.clientWork),
    Name: string('Client work'),
    Color: color('#1d4ed8'),
    ProjectCount: integer(1),
    ...overrides,
  });

  it('lists the tags with how many projects carry each', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the project tag list')
      .withRequest({ method: 'GET', path: '/api/projecttag/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(tag()) });
    await pact.executeTest(async (server) => {
      expect(await tags(server.url).list()).toMatchObject({
        ok: true,
        data: [{ TagId: 601, Color: '#1d4ed8' }],
      });
    });
  });

  it('creates a tag', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the project tag Urgent')
      .withRequest({
        method: 'POST',
        path: '/api/projecttag/create',
        headers: adminPostHeaders,
        body: { Name: 'Urgent', Color: '#b91c1c' },
      })
      .willRespondWith({
        status: 200,
        body: like(
          tag({
            TagId: integer(606),
            Name: string('Urgent'),
            Color: color('#b91c1c'),
            ProjectCount: integer(0),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await tags(server.url).create('Urgent', '#b91c1c')).toMatchObject({
        ok: true,
        data: { TagId: 606, Name: 'Urgent' },
      });
    });
  });

  it('renames and recolours a tag', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename and recolour tag 604')
      .withRequest({
        method: 'POST',
        path: '/api/projecttag/update',
        headers: adminPostHeaders,
        body: { TagId: id('Tag', 'q2'), Name: 'Q3', Color: '#0f766e' },
      })
      .willRespondWith({
        status: 200,
        body: like(tag({ TagId: integer(TAG_IDS.q2), Name: string('Q3'), Color: color('#0f766e') })),
      });
    await pact.executeTest(async (server) => {
      expect(await tags(server.url).update(TAG_IDS.q2, 'Q3', '#0f766e')).toMatchObject({
        ok: true,
        data: { Name: 'Q3', Color: '#0f766e' },
      });
    });
  });

  it('deletes a tag', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete tag 604')
      .withRequest({
        method: 'POST',
        path: '/api/projecttag/delete',
        headers: adminPostHeaders,
        body: { TagId: id('Tag', 'q2') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await tags(server.url).remove(TAG_IDS.q2)).toMatchObject({ ok: true });
    });
  });
});

describe('task category calls (issue 14)', () => {
  const category = (overrides: Record<string, unknown> = {}) => ({
    CategoryId: integer(TASK_CATEGORY_IDS.meeting),
    Name: string('Meeting'),
    TaskCount: integer(9),
    ...overrides,
  });

  it('lists the categories with how many tasks each holds', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the task category list')
      .withRequest({ method: 'GET', path: '/api/taskcategory/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(category()) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).list()).toMatchObject({
        ok: true,
        data: [{ CategoryId: 704, Name: 'Meeting' }],
      });
    });
  });

  it('reads one category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for task category 704')
      .withRequest({
        method: 'GET',
        path: '/api/taskcategory',
        query: { id: idText('TaskCategory', 'meeting') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(category()) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).get(TASK_CATEGORY_IDS.meeting)).toMatchObject({
        ok: true,
        data: { Name: 'Meeting' },
      });
    });
  });

  it('creates a category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the task category Training')
      .withRequest({
        method: 'POST',
        path: '/api/taskcategory/create',
        headers: adminPostHeaders,
        body: { Name: 'Training' },
      })
      .willRespondWith({
        status: 200,
        body: like(category({ CategoryId: integer(705), Name: string('Training'), TaskCount: integer(0) })),
      });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).create('Training')).toMatchObject({
        ok: true,
        data: { CategoryId: 705, TaskCount: 0 },
      });
    });
  });

  it('renames a category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename task category 704')
      .withRequest({
        method: 'POST',
        path: '/api/taskcategory/update',
        headers: adminPostHeaders,
        body: { CategoryId: id('TaskCategory', 'meeting'), Name: 'Meetings' },
      })
      .willRespondWith({ status: 200, body: like(category({ Name: string('Meetings') })) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).rename(TASK_CATEGORY_IDS.meeting, 'Meetings')).toMatchObject({
        ok: true,
        data: { Name: 'Meetings' },
      });
    });
  });

  it('deletes a category in use, its tasks moved to another', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete task category 704, its tasks moved to 703')
      .withRequest({
        method: 'POST',
        path: '/api/taskcategory/delete',
        headers: adminPostHeaders,
        body: { CategoryId: id('TaskCategory', 'meeting'), MoveToCategoryId: id('TaskCategory', 'followUp') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(
        await categories(server.url).remove(TASK_CATEGORY_IDS.meeting, TASK_CATEGORY_IDS.followUp),
      ).toMatchObject({ ok: true });
    });
  });
});
