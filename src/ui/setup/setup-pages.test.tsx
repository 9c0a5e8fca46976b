import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { ManageProjectTags } from '../../application/setup/manage-project-tags.use-case';
import { ManageTaskCategories } from '../../application/setup/manage-task-categories.use-case';
import { ManageWorkflows } from '../../application/setup/manage-workflows.use-case';
import {
  FakeProjectTagGateway,
  FakeTaskCategoryGateway,
  FakeWorkflowGateway,
} from '../../application/setup/setup.test-kit';
import {
  FakeDialogs,
  FakeNavigator,
  FakeNotifier,
  FakePageUnload,
  member,
} from '../../application/testing/fakes';
import { ProjectTagsStore } from '../../stores/setup/project-tags.store';
import { TaskCategoryStore } from '../../stores/setup/task-category.store';
import { WorkflowEditorStore } from '../../stores/setup/workflow-editor.store';
import type { CurrentUser } from '../../domain/session/current-user';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SETUP_PAGES } from './setup-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const admin: CurrentUser = { ...member, userId: 1, accountType: 1, isAdmin: true };

function open(routeId: string, params: Record<string, string>, who = admin) {
  const { stores } = testStores();
  stores.user.setUser(who);
  const dialogs = new FakeDialogs();
  const navigator = new FakeNavigator();
  const workflows = new FakeWorkflowGateway();
  const tags = new FakeProjectTagGateway();
  const categories = new FakeTaskCategoryGateway();
  const unsaved = new UnsavedChanges(dialogs, new FakePageUnload());
  const manageWorkflows = new ManageWorkflows(workflows, dialogs, new FakeNotifier(), navigator);
  const map = new Map<unknown, unknown>([
    [WorkflowEditorStore, new WorkflowEditorStore(manageWorkflows, unsaved)],
    [ProjectTagsStore, new ProjectTagsStore(new ManageProjectTags(tags, dialogs))],
    [
      TaskCategoryStore,
      new TaskCategoryStore(new ManageTaskCategories(categories, dialogs, new FakeNotifier(), navigator)),
    ],
  ]);
  const resolve = (<T,>(type: unknown) => map.get(type) as T) as <T>(type: new (...args: never[]) => T) => T;
  const Page = SETUP_PAGES[routeId];
  const router = createMemoryRouter(
    [{ path: '*', element: <Page match={{ params, query: {}, path: '/setup', search: '' } as never} /> }],
    { initialEntries: ['/setup'] },
  );
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { workflows, tags, categories, dialogs, navigator, unsaved, router };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Statuses' }))
    .getAllByRole('textbox')
    .map((i) => (i as HTMLInputElement).value);

describe('the workflow editor', () => {
  it('moves statuses with Move up and Move down, says so, and keeps the first marked', async () => {
    open('setup.workflow.details', { workflowId: '500' });
    await waitFor(() => expect(names()).toEqual(['Planning', 'Design', 'Build']));
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Build' }));
    expect(names()).toEqual(['Planning', 'Build', 'Design']);
    expect(screen.getByRole('status').textContent).toBe('Build moved to position 2 of 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Build' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Planning' }));
    expect(names()).toEqual(['Build', 'Planning', 'Design']);
    expect(within(screen.getByRole('listitem', { name: 'Build' })).getByText('First')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Design' }));
    expect(screen.getByRole('status').textContent).toBe('Design is already last.');
  });

  it('checks the names, then saves the statuses in their new order with their ids', async () => {
    const { workflows, unsaved } = open('setup.workflow.details', { workflowId: '500' });
    await waitFor(() => expect(names()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Add status' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    expect(screen.getByText('Required!')).toBeTruthy();
    expect(unsaved.isDirty()).toBe(true);
    await userEvent.type(screen.getByLabelText('Name of status 4'), 'Handover');
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Handover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Design' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() => expect(workflows.saved).toHaveLength(1));
    expect(workflows.saved[0]).toEqual({
      WorkflowId: 500,
      Name: 'Construction',
      WorkflowItems: [
        { WorkflowStatusId: 501, Name: 'Planning' },
        { Name: 'Handover' },
        { WorkflowStatusId: 503, Name: 'Build' },
      ],
    });
    await waitFor(() => expect(unsaved.isDirty()).toBe(false));
  });

  it('is read only for a member (setup is for administrators)', async () => {
    open('setup.workflow.details', { workflowId: '500' }, member);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Move|Remove|Save/ })).toBeNull();
  });
});

describe('a task category', () => {
  it('in use asks where its tasks go, and confirms how many move there, before it is deleted', async () => {
    const { categories, navigator, dialogs } = open('setup.tasks.category', { categoryId: '700' });
    await userEvent.selectOptions(await screen.findByLabelText('Where do its tasks go?'), 'Meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Move tasks and delete' }));
    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(dialogs.confirms[0]!.message).toMatch(
      /^The task category ".+" will be deleted\. Its \d+ tasks? will move to "Meeting"\.$/,
    );
    expect(categories.calls).toEqual([]);
    dialogs.confirms[0]!.answer(true);
    await waitFor(() => expect(categories.calls).toEqual(['remove 700 to 704']));
    expect(navigator.history).toEqual(['/setup/tasks']);
  });
});

describe('project tags', () => {
  it('creates a tag with a colour, and says when the name is taken', async () => {
    const { tags } = open('setup.project-tag.list', {});
    await screen.findByRole('list', { name: 'Project tags' });
    await userEvent.type(screen.getByLabelText('New tag'), 'Safety');
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('A project tag with this name already exists.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New tag'));
    await userEvent.type(screen.getByLabelText('New tag'), 'Urgent');
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByRole('listitem', { name: 'Urgent' })).toBeTruthy();
    expect(tags.calls.at(-1)).toBe('create Urgent #b91c1c');
  });

  it("the address names the tag being edited only while it is: Cancel and an unknown id go back to the list's", async () => {
    const { router } = open('setup.project-tag.list', { id: '603' });
    const editor = await screen.findByRole('form', { name: 'Edit Safety' });
    expect(router.state.location.pathname).toBe('/setup');
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/projecttag/list'));
    cleanup();
    const unknown = open('setup.project-tag.list', { id: '999999' });
    await screen.findByRole('list', { name: 'Project tags' });
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/setup/projecttag/list'));
  });
});
