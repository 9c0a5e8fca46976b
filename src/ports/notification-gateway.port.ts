import type { HttpResult } from './http-client.port';

export interface UserNotification {
  NotificationId: number;
  Message: string;
  CreatedOn: string;
  IsRead: boolean;
  /** A task notice (an assignment) carries its task; the list opens it. */
  TaskId?: number;
  /** The task has been deleted since: the notice says so instead of linking nowhere. */
  TaskDeleted?: boolean;
  /** Another notice's page (a form instance, a project, the users list): the list opens it (issue 35). */
  Link?: string;
  /** What another notice is about has been deleted since: the notice says so. */
  SubjectDeleted?: boolean;
}

/** The signed-in user's notifications. */
export interface NotificationGateway {
  count(): Promise<HttpResult<number>>;
  list(signal?: AbortSignal): Promise<HttpResult<UserNotification[]>>;
  markAllRead(): Promise<HttpResult<unknown>>;
  /** One notice read; reading a read one again is not an error. */
  markRead(notificationId: number): Promise<HttpResult<unknown>>;
  /** One notice gone; a 404 when it is gone already (another tab) or never was the user's. */
  remove(notificationId: number): Promise<HttpResult<unknown>>;
  deleteAll(): Promise<HttpResult<unknown>>;
}
export const NotificationGateway = Symbol('NotificationGateway');
