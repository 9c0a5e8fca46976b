import type { RealtimeMessage } from '../platform/realtime-events';

/** The open task list reads itself again this long after the last news of a task (several pushes, one reload). */
export const TASK_NEWS_DELAY_MS = 500;

/**
 * A push that says one of the user's tasks changed: a `userNotification` that names its task (an assignment, issue
 * 32). docs/realtime.md.
 */
export function isTaskNews(message: RealtimeMessage): boolean {
  if (message.Listener !== 'userNotification') return false;
  const data = message.Data as { TaskId?: unknown } | null | undefined;
  return typeof data?.TaskId === 'number';
}
