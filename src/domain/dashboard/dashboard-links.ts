/** Where each widget of the dashboard leads (docs/dashboard.md): the list it summarises, with the filter that fits. */
import { TaskStatusFilterType } from '../tasks/task-filter';

export const DASHBOARD_LINKS = {
  /**
   * The task list with "Mine" (the link keys of src/domain/tasks/task-list-link.ts); "Not Completed" is the list's
   * default status, which its link leaves out.
   */
  myOpenTasks: '/task/list?assignee=mine',
  myCompletedTasks: `/task/list?assignee=mine&status=${TaskStatusFilterType.Completed}`,
  projects: '/project/list',
  reports: '/report/list',
} as const;

export const taskPath = (taskId: number) => `/task/list?task=${taskId}`;
export const instancePath = (instanceId: number) => `/forminstance/${instanceId}`;
export const filterPath = (filterId: number) => `/report/fiter/details/${filterId}`;
