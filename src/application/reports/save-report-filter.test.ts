import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { newReportFilter } from '../../domain/reports/report-filter.rules';
import { ReportMessage } from '../../domain/reports/report-messages';
import { FakeProjectTagGateway, FakeWorkflowGateway } from '../setup/setup.test-kit';
import { FakeNotifier, failure } from '../testing/fakes';
import { LoadFilterChoices } from './load-filter-choices.use-case';
import { FakeReportGateway, refused } from './reports.fakes';
import { FILTER_SAVED, SaveReportFilter } from './save-report-filter.use-case';

const sentOf = (gateway: FakeReportGateway, call: string) =>
  JSON.parse(gateway.calls.find((c) => c.startsWith(`${call} `))!.slice(call.length + 1));

describe('saving a report filter (spec §4 "Filter save")', () => {
  it('creates with Id 0 and updates above 0, each type with its own call', async () => {
    const gateway = new FakeReportGateway();
    const save = new SaveReportFilter(gateway, new FakeNotifier());
    await save.run(1, { ...newReportFilter(700, 1), Name: ' Mine ' });
    await save.run(1, { ...newReportFilter(700, 1), Id: 750, Name: 'All' });
    await save.run(2, { ...newReportFilter(701, 2), Name: 'Tasks', TaskWithNoAssignee: true });
    await save.run(2, { ...newReportFilter(701, 2), Id: 752, Name: 'Tasks', TaskReportFilterAssignees: [1] });
    expect(gateway.calls.map((c) => c.split(' ')[0])).toEqual([
      'createFormReportFilter',
      'updateFormReportFilter',
      'createTaskReportFilter',
      'updateTaskReportFilter',
    ]);
    expect(sentOf(gateway, 'createFormReportFilter').Name).toBe('Mine');
  });

  it('saves what the rules keep: no workflows without projects, no unmask for tasks', async () => {
    const gateway = new FakeReportGateway();
    await new SaveReportFilter(gateway, new FakeNotifier()).run(2, {
      ...newReportFilter(701, 2),
      Name: 'Loose tasks',
      TaskReportFilterAssignees: [0],
      TaskProjectsFilterType: '3',
      UnmaskEncrypted: true,
      ReportFilterWorkflows: [{ WorkflowId: 500, WorkflowStatusId: null }],
    });
    expect(sentOf(gateway, 'createTaskReportFilter')).toMatchObject({
      ReportFilterWorkflows: [],
      UnmaskEncrypted: false,
    });
  });

  it('sends nothing while a rule fails, and passes the server’s Message on', async () => {
    const gateway = new FakeReportGateway();
    const notifier = new FakeNotifier();
    const save = new SaveReportFilter(gateway, notifier);
    expect(await save.run(2, { ...newReportFilter(701, 2), Name: 'x' })).toEqual({
      ok: false,
      message: null,
      errors: { Assignees: ReportMessage.atLeastOneAssignee },
    });
    expect(gateway.calls).toEqual([]);
    gateway.saveRefusal = refused(400, 'ReportFilterTags: there is no project tag 9.');
    expect(await save.run(1, { ...newReportFilter(700, 1), Name: 'x' })).toEqual({
      ok: false,
      message: 'ReportFilterTags: there is no project tag 9.',
    });
    expect(notifier.shown).toEqual([]);
    expect((await save.run(1, { ...newReportFilter(700, 1), Name: 'x' })).ok).toBe(true);
    expect(notifier.shown).toEqual([{ kind: 'success', message: FILTER_SAVED }]);
  });
});

describe('the dialogs’ lists', () => {
  it('offers assignees for a task report only, the workspace users’ addresses for both, and fails when a list fails', async () => {
    const gateway = new FakeReportGateway();
    const workflows = new FakeWorkflowGateway();
    const load = new LoadFilterChoices(gateway, workflows, new FakeProjectTagGateway());
    expect(await load.run(1)).toMatchObject({
      ok: true,
      data: {
        assignees: [],
        tags: [{ Name: 'Priority' }, {}],
        readers: ['admin@demo.test', 'member@demo.test'],
      },
    });
    expect(await load.run(2)).toMatchObject({
      ok: true,
      data: { assignees: [{ UserId: 0, Name: 'No assignee' }, {}, {}] },
    });
    workflows.list = async () => failure(500);
    expect((await load.run(1)).ok).toBe(false);
  });
});
