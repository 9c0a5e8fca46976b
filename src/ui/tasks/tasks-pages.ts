import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** Views of the tasks area (issue 14), by route id; loaded when first opened. */
export const TASK_PAGES: Record<string, ComponentType<PageProps>> = {
  'task.list': featurePage('tasks', () => import('./task-list-page').then((m) => m.TaskListPage)),
};
