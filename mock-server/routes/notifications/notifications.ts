import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { HttpError, handle } from '../../http';
import { EmptyBody, NotificationIdBody } from '../../schemas/common.schema';
import { validBody } from '../../schemas/valid-body';
import { subjectPath, type NotificationSubject } from '../../../src/domain/platform/notification-subject';

export const NOTHING_UNREAD = 'Every notification is already read.';
/** Another tab deleted it, or it never was the caller's: the same answer, so ids of others' notices tell nothing. */
export const NOTIFICATION_GONE = 'This notification no longer exists.';

/** Notifications of the signed-in user, kept in the database; changes are pushed to the user's other tabs. */
export function registerNotificationRoutes(app: Application, ctx: MockContext): void {
  const { store, hub } = ctx;
  const mine = (userId: number) => store.data.notifications.filter((n) => n.userId === userId);
  const unread = (userId: number) => mine(userId).filter((n) => !n.IsRead).length;
  const one = (userId: number, notificationId: number) => {
    const found = store.data.notifications.find(
      (n) => n.NotificationId === notificationId && n.userId === userId,
    );
    if (!found) throw new HttpError(404, NOTIFICATION_GONE);
    return found;
  };

  app.get(
    '/notification/count',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json({ Count: mine(user.id).filter((n) => !n.IsRead).length });
    }),
  );

  app.get(
    '/notification/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      const newestFirst = mine(user.id).sort((a, b) => b.CreatedOn.localeCompare(a.CreatedOn));
      const taskIds = new Set(store.data.tasks.map((t) => t.TaskId));
      const exists = (subject: NotificationSubject) =>
        subject.Kind === 'instance'
          ? store.data.formInstances.some((i) => i.InstanceId === subject.Id)
          : subject.Kind === 'project'
            ? store.data.projects.some((p) => p.ProjectId === subject.Id)
            : true;
      res.json(
        newestFirst.map(({ NotificationId, Message, CreatedOn, IsRead, TaskId, Subject }) => ({
          NotificationId,
          Message,
          CreatedOn,
          IsRead,
          // A task notice names its task, and says when the task has been deleted since (issue 32).
          ...(TaskId === undefined ? {} : { TaskId, TaskDeleted: !taskIds.has(TaskId) }),
          // Another notice links to what it is about, or says it was deleted (issue 35).
          ...(Subject === undefined
            ? {}
            : exists(Subject)
              ? { Link: subjectPath(Subject) }
              : { SubjectDeleted: true }),
        })),
      );
    }),
  );

  app.post(
    '/notification/markallread',
    handle((req, res) => {
      const { user } = signedIn(res);
      validBody(req, EmptyBody);
      // Nothing unread: another tab or device marked them first. A conflict the SPA handles silently (spec §8, 409).
      if (!mine(user.id).some((n) => !n.IsRead)) throw new HttpError(409, NOTHING_UNREAD);
      mine(user.id).forEach((n) => (n.IsRead = true));
      store.save();
      hub.push(user.id, 'markAllUserNotificationsRead', {});
      hub.push(user.id, 'notificationCountUpdate', { Count: 0 });
      res.json({});
    }),
  );

  app.post(
    '/notification/deleteall',
    handle((req, res) => {
      const { user } = signedIn(res);
      validBody(req, EmptyBody);
      store.data.notifications = store.data.notifications.filter((n) => n.userId !== user.id);
      store.save();
      hub.push(user.id, 'deleteAllUserNotifications', {});
      hub.push(user.id, 'notificationCountUpdate', { Count: 0 });
      res.json({});
    }),
  );

  // One notice read (opened, or "Mark as read"): marking a read one again changes nothing and is not an error, since
  // two tabs may both mark it. The count goes to the user's tabs, which reload an open list on it.
  app.post(
    '/notification/markread',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { NotificationId } = validBody(req, NotificationIdBody);
      const notice = one(user.id, NotificationId);
      if (!notice.IsRead) {
        notice.IsRead = true;
        store.save();
        hub.push(user.id, 'notificationCountUpdate', { Count: unread(user.id) });
      }
      res.json({});
    }),
  );

  app.post(
    '/notification/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { NotificationId } = validBody(req, NotificationIdBody);
      const notice = one(user.id, NotificationId);
      store.data.notifications = store.data.notifications.filter((n) => n !== notice);
      store.save();
      hub.push(user.id, 'notificationCountUpdate', { Count: unread(user.id) });
      res.json({});
    }),
  );
}
