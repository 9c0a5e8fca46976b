/** Tasks as the API answers them, who may see them, and what their assignees are told (issue 14). */
import type { NotificationRecord, TaskRecord, UserRecord } from '../../../fixtures/types';
import type { Actor } from '../../../src/domain/access/actor';
import { readTask, taskAccess, type TaskScopeFacts } from '../../../src/domain/access/task-access.policy';
import type { TaskFacts } from '../../../src/domain/tasks/task-filter';
import type { Task } from '../../../src/domain/tasks/task.entity';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { nextId } from '../../forms/form-writes';
import { HttpError } from '../../http';
import type { Hub } from '../../hub';
import type { Store } from '../../store';
import { personName, recordedUserName } from '../admin/admin-views';

export const scopeFacts = (task: TaskRecord): TaskScopeFacts => ({
  scopeId: task.scopeId,
  assigneeIds: task.AssigneeIds,
});

/** What the filter rule (src/domain/tasks/task-filter.ts) reads of a stored task, for one viewer. */
export const filterFacts = (task: TaskRecord, viewerId: number): TaskFacts => ({
  Title: task.Title,
  ProjectId: task.ProjectId,
  AssigneeIds: task.AssigneeIds,
  IsCompleted: task.IsCompleted,
  IsStarred: task.starredBy.includes(viewerId),
  DueDate: task.DueDate,
});

/** Tasks of the user's workspace the user may see (an administrator: all of them). */
export function visibleTasks(store: Store, user: UserRecord): TaskRecord[] {
  const actor = actorOf(store, user);
  return store.data.tasks.filter(
    (t) => t.workspaceId === user.workspaceId && readTask(actor, scopeFacts(t)).allowed,
  );
}

/** A task of the user's workspace (404 otherwise) that the user may see (403 otherwise). */
export function taskOf(store: Store, user: UserRecord, id: number): TaskRecord {
  const task = store.data.tasks.find((t) => t.TaskId === id && t.workspaceId === user.workspaceId);
  if (!task) throw new HttpError(404, `No task ${id}.`);
  allow(readTask(actorOf(store, user), scopeFacts(task)));
  return task;
}

export function taskView(store: Store, actor: Actor, task: TaskRecord): Task {
  const project =
    task.ProjectId === null ? undefined : store.data.projects.find((p) => p.ProjectId === task.ProjectId);
  const category =
    task.CategoryId === null
      ? undefined
      : store.data.taskCategories.find((c) => c.CategoryId === task.CategoryId);
  const Assignees = task.AssigneeIds.flatMap((id) => {
    const user = store.userById(id);
    return user ? [{ UserId: user.id, FirstName: user.firstName, LastName: user.lastName }] : [];
  });
  return {
    TaskId: task.TaskId,
    Title: task.Title,
    Description: task.Description,
    ProjectId: project?.ProjectId ?? null,
    ProjectName: project?.Name ?? null,
    CategoryId: category?.CategoryId ?? null,
    CategoryName: category?.Name ?? null,
    Assignees,
    DueDate: task.DueDate,
    IsCompleted: task.IsCompleted,
    CompletedOn: task.CompletedOn,
    IsStarred: task.starredBy.includes(actor.userId),
    CreatedOn: task.CreatedOn,
    CreatorName: recordedUserName(store, task.createdBy),
    Access: taskAccess(actor, scopeFacts(task)),
  };
}

/** The assignment notice (ours): `Mel Member assigned you "Order floor tiles" in Office Renovation.` */
export function assignmentMessage(by: UserRecord, task: TaskRecord, projectName: string | null): string {
  return `${personName(by)} assigned you "${task.Title}"${projectName ? ` in ${projectName}` : ''}.`;
}

/**
 * Tells each newly assigned user (not the one who assigned them): a stored notification, then `userNotification`
 * and `notificationCountUpdate` over the hub to their open tabs (platform spec §7), so their bell changes.
 */
export function notifyAssigned(
  store: Store,
  hub: Hub,
  by: UserRecord,
  task: TaskRecord,
  userIds: readonly number[],
  now: string,
): void {
  const project =
    task.ProjectId === null ? undefined : store.data.projects.find((p) => p.ProjectId === task.ProjectId);
  for (const userId of userIds) {
    if (userId === by.id) continue;
    const notification: NotificationRecord = {
      NotificationId: nextId(store.data.notifications.map((n) => n.NotificationId)),
      userId,
      Message: assignmentMessage(by, task, project?.Name ?? null),
      CreatedOn: now,
      IsRead: false,
      TaskId: task.TaskId,
    };
    store.data.notifications.push(notification);
    store.save();
    const { NotificationId, Message, CreatedOn, IsRead } = notification;
    hub.push(userId, 'userNotification', { NotificationId, Message, CreatedOn, IsRead, TaskId: task.TaskId });
    const Count = store.data.notifications.filter((n) => n.userId === userId && !n.IsRead).length;
    hub.push(userId, 'notificationCountUpdate', { Count });
  }
}
