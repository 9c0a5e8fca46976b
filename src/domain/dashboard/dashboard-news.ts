import type { RealtimeMessage } from '../platform/realtime-events';
import { isTaskNews } from '../tasks/task-news';

/** The open dashboard reads its summary again this long after the last news (several pushes, one reload). */
export const DASHBOARD_NEWS_DELAY_MS = 500;

/** Our event (docs/realtime.md): something the member's dashboard counts changed. */
export const DASHBOARD_CHANGED = 'dashboardChanged';

/** A push after which the dashboard is out of date: `dashboardChanged`, or the news of an assignment. */
export function isDashboardNews(message: RealtimeMessage): boolean {
  return message.Listener === DASHBOARD_CHANGED || isTaskNews(message);
}
