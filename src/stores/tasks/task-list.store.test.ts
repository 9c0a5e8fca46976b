import { describe, expect, it, vi } from 'vitest';
import { FakeProjectGateway } from '../../application/projects/projects.test-kit';
import { settle } from '../../application/testing/fakes';
import { taskStores } from '../../ui/testing/task-stores';

describe('TaskListStore', () => {
  it('shows a completion at once and puts it back when the server refuses', async () => {
    const { list, tasks } = taskStores(new FakeProjectGateway());
    list.opened();
    await settle();
    const task = list.result!.Tasks[0]!;
    tasks.failWith = 403;
    const completing = list.completeClicked(task);
    expect(list.result!.Tasks[0]!.IsCompleted).toBe(true);
    await completing;
    expect(list.result!.Tasks[0]!.IsCompleted).toBe(false);
    expect(list.announcement).toBe('');
  });

  it('lists one project’s tasks, all statuses, without a project filter of its own', async () => {
    const { list, tasks } = taskStores(new FakeProjectGateway());
    list.opened({ projectId: 100 });
    await settle();
    expect(tasks.queries[0]?.criteria).toMatchObject({ ProjectId: 100, TaskStatusFilterType: 1 });
    expect(list.result?.Tasks.map((t) => t.TaskId)).toEqual([800]);
    list.dispose();
  });

  it('counts a project list at its defaults as unfiltered, so an empty one says it has no tasks yet', async () => {
    const { list } = taskStores(new FakeProjectGateway());
    list.opened({ projectId: 100 });
    await settle();
    expect(list.filtered).toBe(false);
    list.statusChanged(3);
    expect(list.filtered).toBe(true);
    list.filtersCleared();
    expect(list.status).toBe(1);
    expect(list.filtered).toBe(false);
    list.dispose();
  });

  it('starts filtered to the project of a link, and goes back to page 1 when a filter changes', async () => {
    const { list, tasks } = taskStores(new FakeProjectGateway());
    list.opened({ query: { project: '100' } });
    await settle();
    expect(tasks.queries[0]?.criteria.ProjectId).toBe(100);
    list.pageChanged(3);
    list.assigneeChanged('nobody');
    await settle();
    expect(tasks.queries.at(-1)).toMatchObject({ page: 0, criteria: { TaskAssignees: [0], ProjectId: 100 } });
  });

  it('reads itself again, with its filters, once news of the user’s tasks settles (issue 32)', async () => {
    vi.useFakeTimers();
    try {
      const { list, tasks, hub } = taskStores(new FakeProjectGateway());
      list.opened({ query: { assignee: 'mine' } });
      await vi.advanceTimersByTimeAsync(0);
      const before = tasks.queries.length;
      hub.push({ Listener: 'notificationCountUpdate', Data: { Count: 1 } });
      hub.push({ Listener: 'userNotification', Data: { NotificationId: 1, Message: 'm', TaskId: 866 } });
      hub.push({ Listener: 'userNotification', Data: { NotificationId: 2, Message: 'm', TaskId: 867 } });
      await vi.advanceTimersByTimeAsync(499);
      expect(tasks.queries.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(tasks.queries.length).toBe(before + 1);
      // The same filters as before the news: only "Mine".
      expect(tasks.queries.at(-1)?.criteria).toEqual(tasks.queries[before - 1]?.criteria);
      expect(tasks.queries.at(-1)?.criteria.TaskAssignees).toHaveLength(1);
      list.dispose();
      hub.push({ Listener: 'userNotification', Data: { NotificationId: 3, Message: 'm', TaskId: 868 } });
      await vi.advanceTimersByTimeAsync(1000);
      expect(tasks.queries.length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
