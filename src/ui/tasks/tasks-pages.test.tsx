import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeProjectGateway } from '../../application/projects/projects.test-kit';
import { task } from '../../application/tasks/tasks.test-kit';
import { FakeDialogs, member } from '../../application/testing/fakes';
import { TaskAccessMessage } from '../../domain/access/task-access.policy';
import { TaskStarredFilterType, TaskStatusFilterType } from '../../domain/tasks/task-filter';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { DialogHost } from '../components/dialog-host';
import { testStores } from '../testing/render-with-stores';
import { taskStores } from '../testing/task-stores';
import { TASK_PAGES } from './tasks-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

function openTasks(
  path = '/task/list',
  query: Record<string, string> = {},
  setup: (kit: ReturnType<typeof taskStores>) => void = () => undefined,
) {
  const { stores } = testStores();
  stores.user.setUser(member);
  const dialogs = new FakeDialogs();
  const kit = taskStores(new FakeProjectGateway(), { dialogs });
  setup(kit);
  const map = new Map(kit.entries);
  const resolve = (<T,>(type: unknown) => map.get(type) as T) as <T>(type: new (...args: never[]) => T) => T;
  const Page = TASK_PAGES['task.list'];
  const router = createMemoryRouter(
    [{ path: '*', element: <Page match={{ params: {}, query, path, search: '' } as never} /> }],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
      <DialogHost />
    </StoresProvider>,
  );
  return { ...kit, dialogs, router };
}

describe('/task/list', () => {
  it('lists the open tasks, the states of each row, and offers a new task', async () => {
    const { tasks } = openTasks();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Order floor tiles', 'Book the skip']);
    expect(screen.getByText('2 tasks')).toBeTruthy();
    expect(tasks.queries[0]?.criteria).toMatchObject({
      TaskStatusFilterType: TaskStatusFilterType.NotCompleted,
      TaskAssignees: [],
    });
    const row = within(list).getByRole('listitem', { name: 'Book the skip' });
    expect(within(row).getByText('No assignee')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Star “Book the skip”' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Access 5 (Read, Update): no Delete.
    expect(within(list).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'New task' })).toBeTruthy();
  });

  it('narrows the list with the quick filters: mine, nobody’s, starred, without a project', async () => {
    const { tasks } = openTasks();
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Mine');
    await waitFor(() => expect(screen.getByText('1 task')).toBeTruthy());
    expect(tasks.queries.at(-1)?.criteria.TaskAssignees).toEqual([member.userId]);
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'No assignee');
    await waitFor(() => expect(tasks.queries.at(-1)?.criteria.TaskAssignees).toEqual([0]));
    await userEvent.selectOptions(screen.getByLabelText('Star'), 'Starred');
    await userEvent.selectOptions(screen.getByLabelText('Project'), 'Without a project');
    await waitFor(() =>
      expect(tasks.queries.at(-1)?.criteria).toMatchObject({
        TaskStarredFilterType: TaskStarredFilterType.Starred,
        TaskProjectsFilterType: 3,
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Tasks' }))
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Book the skip']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(await screen.findByText('No task matches these filters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('2 tasks')).toBeTruthy());
  });

  it('searches by title after the typing stops', async () => {
    const { tasks } = openTasks();
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.type(screen.getByLabelText('Search by title'), 'skip');
    await waitFor(() => expect(tasks.queries.at(-1)?.criteria.Search).toBe('skip'));
    expect(tasks.queries.filter((q) => q.criteria.Search).length).toBe(1);
  });

  it('completes a task with one click and tells screen readers', async () => {
    const { tasks } = openTasks();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Complete “Order floor tiles”' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '“Order floor tiles” completed.');
    expect(tasks.calls).toContain('complete 800 true');
    expect(
      within(list).getByRole('checkbox', { name: 'Mark “Order floor tiles” not completed' }),
    ).toHaveProperty('checked', true);
  });

  it('creates a task in the dialog, checking the title with the specification’s messages', async () => {
    const { tasks } = openTasks();
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required!')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fix the door closer');
    await userEvent.type(within(dialog).getByLabelText('Due date'), '13/40/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a valid date (MM/DD/YYYY).')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Due date'));
    // The date mask (issue 32): the slashes come by themselves, a letter is refused.
    await userEvent.type(within(dialog).getByLabelText('Due date'), '1210a2026');
    expect((within(dialog).getByLabelText('Due date') as HTMLInputElement).value).toBe('12/10/2026');
    await userEvent.selectOptions(within(dialog).getByLabelText('Project'), 'Office Renovation');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Priya Patel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Task' })).toBeNull());
    expect(tasks.calls.find((c) => c.startsWith('create'))).toBe(
      `create ${JSON.stringify({ Title: 'Fix the door closer', Description: '', ProjectId: 100, CategoryId: null, AssigneeIds: [6], DueDate: '2026-12-10', IsCompleted: false })}`,
    );
    await waitFor(() => expect(screen.getByText('3 tasks')).toBeTruthy());
  });

  it('keeps a new task closed unsaved for the next New task, and starts afresh once it is saved', async () => {
    openTasks();
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    await userEvent.type(
      within(await screen.findByRole('dialog', { name: 'New Task' })).getByLabelText('Title'),
      'Half-typed',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Half-typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    expect(
      (
        within(await screen.findByRole('dialog', { name: 'New Task' })).getByLabelText(
          'Title',
        ) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('opens a task from a link, read only when the user may not change it', async () => {
    openTasks('/task/list?task=801', { task: '801' }, ({ tasks }) => {
      tasks.tasks = tasks.tasks.map((t) => (t.TaskId === 801 ? { ...t, Access: 1 } : t));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Task' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads its filters and page from the link, ignoring unknown values, and writes them back on change (issue 32)', async () => {
    const path = '/task/list?status=1&star=9&assignee=mine&project=abc&page=0&task=x';
    const query = { status: '1', star: '9', assignee: 'mine', project: 'abc', page: '0' };
    const { tasks, router } = openTasks(path, query);
    await screen.findByRole('list', { name: 'Tasks' });
    expect(tasks.queries[0]?.criteria).toMatchObject({
      TaskStatusFilterType: TaskStatusFilterType.All,
      TaskStarredFilterType: TaskStarredFilterType.Both,
      TaskAssignees: [member.userId],
      ProjectId: null,
    });
    expect(tasks.queries[0]?.page).toBe(0);
    await userEvent.selectOptions(screen.getByLabelText('Star'), 'Starred');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: '1',
        star: String(TaskStarredFilterType.Starred),
        assignee: 'mine',
        task: 'x',
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when there are no tasks yet', async () => {
    openTasks('/task/list', {}, ({ tasks }) => (tasks.tasks = []));
    expect(await screen.findByText('There are no tasks yet.')).toBeTruthy();
  });

  it('says when the tasks could not be loaded, and tries again', async () => {
    const { tasks } = openTasks('/task/list', {}, (kit) => (kit.tasks.failWith = 500));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tasks could not be loaded.');
    tasks.failWith = null;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tasks' })).toBeTruthy();
  });
});

describe('a task without its project open to the user', () => {
  it('still names the project in the dialog', async () => {
    const { tasks } = openTasks();
    tasks.tasks = [
      task({ TaskId: 802, Title: 'Bridge bearings', ProjectId: 101, ProjectName: 'Bridge Inspection' }),
    ];
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'All');
    await userEvent.click(await screen.findByRole('button', { name: 'Bridge bearings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(
      (within(dialog).getByLabelText('Project') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Bridge Inspection');
  });
});

describe('moving a task to another project (issue 31)', () => {
  const openEdit = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Order floor tiles' }));
    return screen.findByRole('dialog', { name: 'Edit Task' });
  };

  it('keeps the project of a task the user may edit but not move, and says why', async () => {
    // Access 5 (Read, Update): the user may edit the task but not take it out of where it is.
    openTasks();
    const dialog = await openEdit();
    const project = within(dialog).getByLabelText('Project') as HTMLSelectElement;
    expect(project.disabled).toBe(true);
    expect(within(dialog).getByText(TaskAccessMessage.move)).toBeTruthy();
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).disabled).toBe(false);
  });

  it('offers the other projects to a user who may delete the task where it is and create where it goes', async () => {
    openTasks('/task/list', {}, ({ tasks, users }) => {
      users.setUser({ ...member, accessVerbs: 15 });
      tasks.tasks = tasks.tasks.map((t) => (t.TaskId === 800 ? { ...t, Access: 13 } : t));
    });
    const dialog = await openEdit();
    const project = within(dialog).getByLabelText('Project') as HTMLSelectElement;
    expect(project.disabled).toBe(false);
    expect(within(dialog).queryByText(TaskAccessMessage.move)).toBeNull();
  });
});
