import { describe, expect, it } from 'vitest';
import {
  PROJECT_IDS,
  TAG_IDS,
  TASK_CATEGORY_IDS,
  WORKFLOW_IDS,
  WORKFLOW_STATUS_IDS as S,
} from '../../../fixtures/ids';
import type { ProjectSummary } from '../../../src/domain/projects/project.entity';
import type { ProjectTag, TaskCategory } from '../../../src/domain/setup/setup.entity';
import type { Workflow } from '../../../src/domain/setup/workflow.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const store = () => mock.running.mock.store.data;

describe('workflows', () => {
  it('lists them by name with their ordered statuses and how many projects use them', async () => {
    const workflows = (await (await mock.as('member@demo.test')).get('/api/workflow/list'))
      .body as Workflow[];
    expect(workflows.map((w) => [w.Name, w.ProjectCount])).toEqual([
      ['Construction', 2],
      ['Inspection cycle', 1],
      ['Reporting', 1],
    ]);
    expect(workflows[0]!.WorkflowItems.map((i) => [i.Name, i.Order])).toEqual([
      ['Planning', 1],
      ['Design', 2],
      ['Build', 3],
      ['Snagging', 4],
      ['Handover', 5],
    ]);
  });

  it('creates a workflow, numbering its statuses in the order sent', async () => {
    const admin = await mock.as();
    const created = (
      await admin.post('/api/workflow/create', {
        Name: ' Audit ',
        WorkflowItems: [{ Name: 'Open' }, { Name: 'Fieldwork' }, { Name: 'Closed' }],
      })
    ).body as Workflow;
    expect(created).toEqual({
      WorkflowId: 521,
      Name: 'Audit',
      WorkflowItems: [
        { WorkflowStatusId: 525, Name: 'Open', Order: 1 },
        { WorkflowStatusId: 526, Name: 'Fieldwork', Order: 2 },
        { WorkflowStatusId: 527, Name: 'Closed', Order: 3 },
      ],
      ProjectCount: 0,
    });
    expect(((await admin.get('/api/workflow?id=521')).body as Workflow).Name).toBe('Audit');
  });

  it('reorders, renames, adds and removes statuses in one update, keeping the ids of those kept', async () => {
    const admin = await mock.as();
    const items = [
      { WorkflowStatusId: S.review, Name: 'Review' },
      { WorkflowStatusId: S.collect, Name: 'Collect the figures' },
      { Name: 'Print' },
      { WorkflowStatusId: S.approval, Name: 'Approval' },
    ];
    const updated = (
      await admin.post('/api/workflow/update', {
        WorkflowId: WORKFLOW_IDS.reporting,
        Name: 'Reporting',
        WorkflowItems: items,
      })
    ).body as Workflow;
    expect(updated.WorkflowItems.map((i) => [i.WorkflowStatusId, i.Name, i.Order])).toEqual([
      [S.review, 'Review', 1],
      [S.collect, 'Collect the figures', 2],
      [525, 'Print', 3],
      [S.approval, 'Approval', 4],
    ]);
  });

  it.each([
    [
      {
        WorkflowId: WORKFLOW_IDS.construction,
        Name: 'Construction',
        WorkflowItems: [{ WorkflowStatusId: S.planning, Name: 'Planning' }],
      },
      '“Build” is the current status of 1 project. Move it to another status first.',
    ],
    [
      { WorkflowId: WORKFLOW_IDS.reporting, Name: 'Reporting', WorkflowItems: [] },
      'WorkflowItems: A workflow needs at least one status.',
    ],
    [
      {
        WorkflowId: WORKFLOW_IDS.reporting,
        Name: 'Reporting',
        WorkflowItems: [{ Name: 'A' }, { Name: 'a' }],
      },
      'WorkflowItems: Status 2: Each status of a workflow needs its own name.',
    ],
    [
      { WorkflowId: WORKFLOW_IDS.reporting, Name: 'construction', WorkflowItems: [{ Name: 'A' }] },
      'A workflow with this name already exists.',
    ],
    [
      {
        WorkflowId: WORKFLOW_IDS.reporting,
        Name: 'Reporting',
        WorkflowItems: [{ WorkflowStatusId: S.build, Name: 'Build' }],
      },
      'WorkflowItems[0].WorkflowStatusId 503 is not a status of this workflow.',
    ],
    [
      {
        WorkflowId: WORKFLOW_IDS.reporting,
        Name: 'Reporting',
        WorkflowItems: Array.from({ length: 51 }, (_, i) => ({ Name: `S${i}` })),
      },
      'WorkflowItems has more than 50 items.',
    ],
  ])('refuses %j: %s', async (body, message) => {
    const admin = await mock.as();
    const before = JSON.stringify(store());
    const reply = await admin.post('/api/workflow/update', body);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
    expect(JSON.stringify(store())).toBe(before);
  });

  it('deletes a workflow no project uses, and refuses one in use', async () => {
    const admin = await mock.as();
    const refused = await admin.post('/api/workflow/delete', { WorkflowId: WORKFLOW_IDS.construction });
    expect(refused.body).toEqual({
      Message: 'This workflow is used by 2 projects. Give them another workflow first.',
    });
    const { WorkflowId } = (
      await admin.post('/api/workflow/create', { Name: 'Spare', WorkflowItems: [{ Name: 'Open' }] })
    ).body as Workflow;
    expect((await admin.post('/api/workflow/delete', { WorkflowId })).body).toEqual({});
    expect((await admin.get(`/api/workflow?id=${WorkflowId}`)).status).toBe(404);
  });
});

describe('project tags', () => {
  it('creates, renames and recolours a tag; deleting it takes it off its projects', async () => {
    const admin = await mock.as();
    const created = (await admin.post('/api/projecttag/create', { Name: 'Urgent', Color: '#B91C1C' }))
      .body as ProjectTag;
    expect(created).toEqual({ TagId: 606, Name: 'Urgent', Color: '#b91c1c', ProjectCount: 0 });
    const renamed = (
      await admin.post('/api/projecttag/update', {
        TagId: TAG_IDS.priority,
        Name: 'High priority',
        Color: '#6d28d9',
      })
    ).body as ProjectTag;
    expect(renamed).toEqual({
      TagId: TAG_IDS.priority,
      Name: 'High priority',
      Color: '#6d28d9',
      ProjectCount: 1,
    });
    expect((await admin.post('/api/projecttag/delete', { TagId: TAG_IDS.internal })).body).toEqual({});
    expect(store().projects.filter((p) => p.TagIds?.includes(TAG_IDS.internal))).toEqual([]);
    const names = ((await admin.get('/api/projecttag/list')).body as ProjectTag[]).map((t) => t.Name);
    expect(names).toEqual(['Client work', 'Compliance', 'High priority', 'Q2', 'Safety', 'Urgent']);
  });

  it.each([
    [{ Name: 'safety', Color: '#047857' }, 'A project tag with this name already exists.'],
    [{ Name: 'Green', Color: 'green' }, 'Color must be a colour written #rrggbb.'],
    [{ Name: ' ', Color: '#047857' }, 'Name is required.'],
  ])('refuses %j', async (body, message) => {
    const reply = await (await mock.as()).post('/api/projecttag/create', body);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });
});

describe('task categories', () => {
  it('counts their tasks, and moves them when a category is deleted', async () => {
    const admin = await mock.as();
    const categories = (await admin.get('/api/taskcategory/list')).body as TaskCategory[];
    const meeting = categories.find((c) => c.CategoryId === TASK_CATEGORY_IDS.meeting)!;
    const followUp = categories.find((c) => c.CategoryId === TASK_CATEGORY_IDS.followUp)!;
    await admin.post('/api/taskcategory/delete', {
      CategoryId: TASK_CATEGORY_IDS.meeting,
      MoveToCategoryId: TASK_CATEGORY_IDS.followUp,
    });
    const after = (await admin.get(`/api/taskcategory?id=${TASK_CATEGORY_IDS.followUp}`))
      .body as TaskCategory;
    expect(after.TaskCount).toBe(followUp.TaskCount + meeting.TaskCount);
    await admin.post('/api/taskcategory/delete', {
      CategoryId: TASK_CATEGORY_IDS.paperwork,
      MoveToCategoryId: null,
    });
    expect(store().tasks.some((t) => t.CategoryId === TASK_CATEGORY_IDS.paperwork)).toBe(false);
  });

  it('renames, refusing a taken name and a move into the category deleted', async () => {
    const admin = await mock.as();
    expect(
      (
        (
          await admin.post('/api/taskcategory/update', {
            CategoryId: TASK_CATEGORY_IDS.meeting,
            Name: 'Meetings',
          })
        ).body as TaskCategory
      ).Name,
    ).toBe('Meetings');
    expect((await admin.post('/api/taskcategory/create', { Name: 'paperwork' })).body).toEqual({
      Message: 'A task category with this name already exists.',
    });
    const same = await admin.post('/api/taskcategory/delete', {
      CategoryId: TASK_CATEGORY_IDS.meeting,
      MoveToCategoryId: TASK_CATEGORY_IDS.meeting,
    });
    expect(same.body).toEqual({ Message: 'MoveToCategoryId must be another category than the one deleted.' });
  });
});

describe('a project’s plan (project/update)', () => {
  const base = {
    ProjectId: PROJECT_IDS.annualReport,
    Name: 'Annual Report',
    Description: 'Figures.',
    Status: 0,
  };

  it('sets status, tags, workflow (at its first status when none is given) and dates', async () => {
    const member = await mock.as('member@demo.test');
    const reply = await member.post('/api/project/update', {
      ...base,
      Status: 100,
      TagIds: [TAG_IDS.q2, TAG_IDS.q2, TAG_IDS.safety],
      WorkflowId: WORKFLOW_IDS.inspection,
      StartDate: '2026-09-01',
      DeliveryEndDate: '2027-01-29',
    });
    expect(reply.body).toMatchObject({
      ProjectId: PROJECT_IDS.annualReport,
      Status: 100,
      Tags: [
        { TagId: TAG_IDS.q2, Name: 'Q2' },
        { TagId: TAG_IDS.safety, Name: 'Safety' },
      ],
      WorkflowId: WORKFLOW_IDS.inspection,
      WorkflowName: 'Inspection cycle',
      WorkflowStatusId: S.scheduled,
      WorkflowStatusName: 'Scheduled',
      InstanceCount: 1,
    });
    const listed = ((await member.get('/api/project/list')).body as ProjectSummary[]).find(
      (p) => p.ProjectId === PROJECT_IDS.annualReport,
    );
    expect(listed?.Status).toBe(100);
  });

  it.each([
    [{ ...base, Status: 1 }, 400, 'Status is not a project status (0 Active, 100 Closed).'],
    [{ ...base, TagIds: [999] }, 400, 'TagIds: 999 is not a project tag.'],
    [{ ...base, WorkflowId: 999 }, 400, 'WorkflowId: 999 is not a workflow.'],
    [
      { ...base, WorkflowId: WORKFLOW_IDS.reporting, WorkflowStatusId: S.build },
      400,
      'WorkflowStatusId: Choose a status of the project’s workflow.',
    ],
    [
      { ...base, WorkflowStatusId: S.build },
      400,
      'WorkflowStatusId: Choose a status of the project’s workflow.',
    ],
    [
      { ...base, StartDate: '2027-01-01', DeliveryEndDate: '2026-01-01' },
      400,
      'DeliveryEndDate: You must input a valid date range.',
    ],
    [{ ...base, Name: 'office renovation' }, 400, 'A project with this name already exists.'],
    [
      { ...base, ProjectId: PROJECT_IDS.bridgeInspection, Name: 'Bridge' },
      403,
      'You do not have access to this project.',
    ],
  ])('refuses %j: %i %s', async (body, status, message) => {
    const member = await mock.as('member@demo.test');
    const before = JSON.stringify(store());
    const reply = await member.post('/api/project/update', body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
    expect(JSON.stringify(store())).toBe(before);
  });
});
