import { describe, expect, it } from 'vitest';
import { FakeNotifier } from '../testing/fakes';
import { FakeProjectTagGateway, FakeWorkflowGateway } from '../setup/setup.test-kit';
import { FakeProjectGateway } from './projects.test-kit';
import { PROJECT_SAVED, UpdateProject, type ProjectDraft } from './update-project.use-case';

const draft = (overrides: Partial<ProjectDraft> = {}): ProjectDraft => ({
  ProjectId: 100,
  Name: 'Office Renovation',
  Description: 'Level 2',
  Status: 0,
  TagIds: [600, 600, 603],
  WorkflowId: 500,
  WorkflowStatusId: 503,
  StartDateText: '01/12/2026',
  DeliveryEndDateText: '03/26/2027',
  ...overrides,
});

const setup = () => {
  const projects = new FakeProjectGateway();
  const notifier = new FakeNotifier();
  return {
    projects,
    notifier,
    update: new UpdateProject(projects, new FakeWorkflowGateway(), new FakeProjectTagGateway(), notifier),
  };
};

describe('editing a project’s plan', () => {
  it('sends the plan with ISO dates and each tag once', async () => {
    const { update, projects, notifier } = setup();
    expect((await update.run(draft())).ok).toBe(true);
    expect(projects.updates).toEqual([
      {
        ProjectId: 100,
        Name: 'Office Renovation',
        Description: 'Level 2',
        Status: 0,
        TagIds: [600, 603],
        WorkflowId: 500,
        WorkflowStatusId: 503,
        StartDate: '2026-01-12',
        DeliveryEndDate: '2027-03-26',
      },
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: PROJECT_SAVED }]);
  });

  it.each<[string, Partial<ProjectDraft>, object]>([
    ['no name', { Name: '' }, { name: 'Required!' }],
    [
      'a date that is not one',
      { StartDateText: '13/45/2026' },
      { startDate: 'Please enter a valid date (MM/DD/YYYY).' },
    ],
    [
      'an end before the start',
      { DeliveryEndDateText: '01/11/2026' },
      { deliveryEndDate: 'You must input a valid date range.' },
    ],
  ])('refuses %s without calling the server', async (_name, overrides, fieldErrors) => {
    const { update, projects } = setup();
    expect(await update.run(draft(overrides))).toEqual({ ok: false, fieldErrors, message: null });
    expect(projects.updates).toEqual([]);
  });

  it('drops the status with the workflow, and shows a refusal', async () => {
    const { update, projects } = setup();
    await update.run(
      draft({ WorkflowId: null, WorkflowStatusId: 503, StartDateText: '', DeliveryEndDateText: '' }),
    );
    expect(projects.updates[0]).toMatchObject({
      WorkflowId: null,
      WorkflowStatusId: null,
      StartDate: null,
      DeliveryEndDate: null,
    });
    projects.updateFailure = { status: 400, message: 'A project with this name already exists.' };
    expect(await update.run(draft())).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'A project with this name already exists.',
    });
  });

  it('offers the workspace’s workflows and tags', async () => {
    const choices = await setup().update.choices();
    expect([choices.workflows.map((w) => w.Name), choices.tags.map((t) => t.Name)]).toEqual([
      ['Construction'],
      ['Priority', 'Safety'],
    ]);
  });
});
