import { beforeEach, describe, expect, it } from 'vitest';
import { EVERY_TASK, EMPTY_ASSIGNEE } from '../../domain/tasks/task-filter';
import { FakeDialogs, FakeNotifier, failure } from '../testing/fakes';
import { FakeProjectGateway } from '../projects/projects.test-kit';
import { FakeTaskCategoryGateway } from '../setup/setup.test-kit';
import { CompleteTask } from './complete-task.use-case';
import { DeleteTask, TASK_DELETED } from './delete-task.use-case';
import { ListTasks } from './list-tasks.use-case';
import { LoadTaskChoices, projectsForTask } from './load-task-choices.use-case';
import { SaveTask, TASK_CREATED, TASK_SAVED, type TaskDraft } from './save-task.use-case';
import { StarTask } from './star-task.use-case';
import { FakeTaskGateway, project } from './tasks.test-kit';

let tasks: FakeTaskGateway;
let notifier: FakeNotifier;
beforeEach(() => {
  tasks = new FakeTaskGateway();
  notifier = new FakeNotifier();
});

async function answerNext(dialogs: FakeDialogs, value: boolean) {
  for (let i = 0; i < 10 && dialogs.confirms.length === 0; i++) await Promise.resolve();
  const [confirm] = dialogs.confirms.splice(0, 1);
  confirm.answer(value);
  return confirm;
}

const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({
  Title: 'Fix the door closer',
  Description: '',
  ProjectId: 100,
  CategoryId: null,
  AssigneeIds: [6],
  DueDateText: '12/10/2026',
  IsCompleted: false,
  ...overrides,
});

describe('listing tasks', () => {
  it('asks for a page with the criteria, and answers null when the page cannot be read', async () => {
    const list = new ListTasks(tasks);
    const page = await list.run({
      criteria: { ...EVERY_TASK, TaskAssignees: [EMPTY_ASSIGNEE] },
      page: 0,
      pageSize: 50,
    });
    expect(page?.Tasks.map((t) => t.TaskId)).toEqual([801]);
    tasks.failWith = 500;
    expect(await list.run({ criteria: EVERY_TASK, page: 0, pageSize: 50 })).toBeNull();
  });

  it('opens one task, or nothing for a bad id', async () => {
    const list = new ListTasks(tasks);
    expect((await list.open(800))?.Title).toBe('Order floor tiles');
    expect(await list.open(999)).toBeNull();
    expect(await list.open(Number.NaN)).toBeNull();
  });
});

describe('saving a task', () => {
  it.each<[string, Partial<TaskDraft>, object]>([
    ['an empty title', { Title: '  ' }, { title: 'Required!' }],
    [
      'a title of 255 characters',
      { Title: 'x'.repeat(255) },
      { title: 'Max characters length (254) exceeded!' },
    ],
    [
      'a description of 2001 characters',
      { Description: 'x'.repeat(2001) },
      { description: 'Max characters length (2000) exceeded!' },
    ],
    [
      'a due date that is not one',
      { DueDateText: '31/12/2026' },
      { dueDate: 'Please enter a valid date (MM/DD/YYYY).' },
    ],
  ])('refuses %s without calling the server', async (_name, overrides, fieldErrors) => {
    expect(await new SaveTask(tasks, notifier).run(draft(overrides))).toEqual({
      ok: false,
      fieldErrors,
      message: null,
    });
    expect(tasks.calls).toEqual([]);
  });

  it('creates a task with the typed date as an ISO date, each assignee once', async () => {
    const result = await new SaveTask(tasks, notifier).run(
      draft({ Title: ' Fix the door closer ', AssigneeIds: [6, 6, 2] }),
    );
    expect(result.ok).toBe(true);
    expect(tasks.calls).toEqual([
      `create ${JSON.stringify({ Title: 'Fix the door closer', Description: '', ProjectId: 100, CategoryId: null, AssigneeIds: [6, 2], DueDate: '2026-12-10', IsCompleted: false })}`,
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: TASK_CREATED }]);
  });

  it('updates an existing task; no date is null', async () => {
    await new SaveTask(tasks, notifier).run(draft({ TaskId: 800, DueDateText: '' }));
    expect(tasks.calls[0]).toContain('"DueDate":null');
    expect(tasks.calls[0]).toContain('"TaskId":800');
    expect(notifier.shown).toEqual([{ kind: 'success', message: TASK_SAVED }]);
  });

  it("shows the server's reason for a refused task", async () => {
    tasks.failWith = 400;
    expect(await new SaveTask(tasks, notifier).run(draft())).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Title is required.',
    });
  });
});

describe('one-click changes', () => {
  it('completes and reopens, stars and unstars', async () => {
    expect((await new CompleteTask(tasks).run(800, true))?.IsCompleted).toBe(true);
    expect((await new CompleteTask(tasks).run(800, false))?.CompletedOn).toBeNull();
    expect((await new StarTask(tasks).run(800, true))?.IsStarred).toBe(true);
    tasks.failWith = 403;
    expect(await new StarTask(tasks).run(800, false)).toBeNull();
  });

  it('deletes only after the user confirms', async () => {
    const dialogs = new FakeDialogs();
    const remove = new DeleteTask(tasks, dialogs, notifier);
    const declined = remove.run({ TaskId: 800, Title: 'Order floor tiles' });
    const asked = await answerNext(dialogs, false);
    expect([asked.title, asked.message]).toEqual([
      'Delete Task?',
      'The task "Order floor tiles" will be deleted for everyone. This cannot be undone.',
    ]);
    expect(await declined).toBe(false);
    expect(tasks.calls).toEqual([]);
    const confirmed = remove.run({ TaskId: 800, Title: 'Order floor tiles' });
    await answerNext(dialogs, true);
    expect(await confirmed).toBe(true);
    expect(tasks.tasks.map((t) => t.TaskId)).toEqual([801]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: TASK_DELETED }]);
  });
});

describe('the choices of the task dialog', () => {
  it('loads projects and categories by name, and the assignees', async () => {
    const projects = new FakeProjectGateway();
    const choices = await new LoadTaskChoices(projects, new FakeTaskCategoryGateway(), tasks).run();
    expect(choices.projects.map((p) => p.Name)).toEqual(['Annual Report', 'Office Renovation']);
    expect(choices.categories.map((c) => c.Name)).toEqual(['Meeting', 'Site visit']);
    expect(choices.assignees.map((p) => p.FirstName)).toEqual(['Ada', 'Mel', 'Priya']);
    expect(choices.incomplete).toBe(false);
  });

  it('still opens with less to choose from when a list fails', async () => {
    const projects = new FakeProjectGateway();
    projects.list = async () => failure(500);
    const choices = await new LoadTaskChoices(projects, new FakeTaskCategoryGateway(), tasks).run();
    expect([choices.projects, choices.incomplete]).toEqual([[], true]);
  });

  it('offers open projects, and a closed one only to the task already in it', () => {
    const projects = [project(), project({ ProjectId: 103, Name: 'Warehouse Move', Status: 100 })];
    expect(projectsForTask(projects, null).map((p) => p.ProjectId)).toEqual([100]);
    expect(projectsForTask(projects, 103).map((p) => p.ProjectId)).toEqual([100, 103]);
  });
});
