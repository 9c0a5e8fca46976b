import { describe, expect, it } from 'vitest';
import { ProjectPlanStore } from '../stores/projects/project-plan.store';
import { ProjectTagsStore } from '../stores/setup/project-tags.store';
import { TaskCategoriesStore } from '../stores/setup/task-categories.store';
import { TaskCategoryStore } from '../stores/setup/task-category.store';
import { WorkflowEditorStore } from '../stores/setup/workflow-editor.store';
import { WorkflowListStore } from '../stores/setup/workflow-list.store';
import { TaskDialogStore } from '../stores/tasks/task-dialog.store';
import { TaskListStore } from '../stores/tasks/task-list.store';
import { createContainer, featureLoader } from './container';

const config = { baseUrl: '', fetch: globalThis.fetch, antiForgeryToken: () => null };

describe('the tasks and setup areas', () => {
  it('load on their own, without the forms area: tasks brings setup with it', async () => {
    const container = createContainer(config);
    expect(container.isBound(TaskListStore)).toBe(false);
    await featureLoader(container)('tasks');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- inversify takes any constructor
    const stores: Array<new (...args: any[]) => object> = [
      TaskListStore,
      TaskDialogStore,
      ProjectPlanStore,
      WorkflowListStore,
      WorkflowEditorStore,
      ProjectTagsStore,
      TaskCategoriesStore,
      TaskCategoryStore,
    ];
    for (const store of stores) expect(container.get<object>(store), store.name).toBeInstanceOf(store);
    // One store per page: every resolution is a new one.
    expect(container.get(TaskListStore)).not.toBe(container.get(TaskListStore));
  });

  it('load once, however often and in whatever order they are asked for', async () => {
    const container = createContainer(config);
    const load = featureLoader(container);
    await Promise.all([
      load('setup'),
      load('tasks'),
      load('form-instance'),
      load('form-library'),
      load('tasks'),
    ]);
    expect(container.get(WorkflowListStore)).toBeInstanceOf(WorkflowListStore);
  });
});
