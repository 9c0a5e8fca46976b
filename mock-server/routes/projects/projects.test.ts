import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN,
  type ProjectDetails,
  type ProjectSummary,
} from '../../../src/domain/projects/project.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();

describe('projects', () => {
  it('lists the projects of the caller’s scopes with their instance counts', async () => {
    const list = async (email: string) =>
      ((await (await mock.as(email)).get('/api/project/list')).body as ProjectSummary[]).map((p) => [
        p.ProjectId,
        p.InstanceCount,
      ]);
    expect(await list('admin@demo.test')).toEqual([
      [100, 2],
      [101, 1],
      [102, 1],
      [103, 0],
    ]);
    expect(await list('member@demo.test')).toEqual([
      [100, 2],
      [102, 1],
      [103, 0],
    ]);
    const [first] = (await (await mock.as()).get('/api/project/list')).body as ProjectSummary[];
    expect(first).toEqual({
      ProjectId: 100,
      Name: 'Office Renovation',
      Description: expect.any(String),
      CreatedOn: '2026-01-05T09:30:00.000Z',
      InstanceCount: 2,
      // Its plan (issue 14, fixtures/tasks/project-plans.ts).
      Status: 0,
      Tags: [
        { TagId: 601, Name: 'Client work', Color: '#1d4ed8' },
        { TagId: 600, Name: 'Priority', Color: '#b91c1c' },
      ],
      WorkflowId: 500,
      WorkflowName: 'Construction',
      WorkflowStatusId: 503,
      WorkflowStatusName: 'Build',
      StartDate: '2026-01-12',
      DeliveryEndDate: '2027-03-26',
    });
  });

  it('creates a project in the caller’s current scope', async () => {
    const member = await mock.as('member@demo.test');
    await member.post('/api/account/switchscope', { ScopeId: 10 });
    const created = (
      await member.post('/api/project/create', { Name: ' Roof Survey ', Description: 'North wing.' })
    ).body as ProjectSummary;
    expect(created).toEqual({
      ProjectId: 104,
      Name: 'Roof Survey',
      Description: 'North wing.',
      CreatedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      InstanceCount: 0,
      ...EMPTY_PLAN,
    });
    expect(mock.running.mock.store.data.projects.find((p) => p.ProjectId === 104)?.scopeId).toBe(10);
    expect(((await member.get('/api/project?id=104')).body as ProjectDetails).Instances).toEqual([]);
  });

  it('answers the details with the instances', async () => {
    const details = (await (await mock.as()).get('/api/project?id=100')).body as ProjectDetails;
    expect(details).toMatchObject({ ProjectId: 100, Name: 'Office Renovation' });
    expect(details.Instances).toEqual([
      {
        InstanceId: 300,
        Name: 'Site Inspection',
        FormId: 200,
        GroupId: 20,
        UpdatedOn: '2026-11-23T15:10:00.000Z',
      },
      {
        InstanceId: 301,
        Name: 'Expense Claim',
        FormId: 202,
        GroupId: 21,
        UpdatedOn: '2026-11-19T11:00:00.000Z',
      },
    ]);
  });

  it.each([
    ['post', '/api/project/create', {}, 400, 'Name is required.'],
    [
      'post',
      '/api/project/create',
      { Name: 'office renovation' },
      400,
      'A project with this name already exists.',
    ],
    ['post', '/api/project/create', { Name: 'X', Description: 7 }, 400, 'Description must be text.'],
    ['get', '/api/project?id=999', undefined, 404, 'No project 999.'],
    ['get', '/api/project?id=101', undefined, 403, 'You do not have access to this project.'],
    ['get', '/api/project', undefined, 400, 'id must be an integer.'],
  ])('%s %s %j answers %i %s', async (method, path, body, status, message) => {
    const member = await mock.as('member@demo.test');
    const reply = method === 'get' ? await member.get(path) : await member.post(path, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });
});

describe('the forms data and the mock machinery', () => {
  it('needs a session and the anti-forgery token', async () => {
    const anonymous = mock.running.client();
    expect((await anonymous.get('/api/form/list')).status).toBe(401);
    const admin = await mock.as();
    const reply = await admin.post('/api/formgroup/create', { Name: 'X' }, { xsrf: false });
    expect([reply.status, reply.body]).toEqual([400, { Message: 'Invalid anti-forgery token.' }]);
  });

  it('goes back to the fixtures on reset', async () => {
    const admin = await mock.as();
    await admin.post('/api/fieldsetup/delete', { FieldDefinitionId: 110 });
    await admin.post('/api/FormInstance/SaveFormData', {
      InstanceId: 300,
      FieldDefinitions: [{ FieldDefinitionId: 6, Data: 'Changed' }],
    });
    await admin.post('/api/__mock/reset');
    const form = (await admin.get('/api/form?id=202')).body as { form: { Fields: unknown[] } };
    expect(form.form.Fields).toHaveLength(11);
    const instance = (await admin.get('/api/forminstance?id=300')).body as {
      Fields: { FieldDefinitionId: number; Data: string }[];
    };
    expect(instance.Fields.find((f) => f.FieldDefinitionId === 6)?.Data).toBe('Jordan Lee');
  });

  it('lets faults be injected on the forms calls', async () => {
    const admin = await mock.as();
    await admin.post('/api/__mock/faults', { path: '/forminstance?id=300', status: 503 });
    expect((await admin.get('/api/forminstance?id=300')).status).toBe(503);
    expect((await admin.get('/api/forminstance?id=300')).status).toBe(200);
  });
});
