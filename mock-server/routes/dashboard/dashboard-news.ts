import { DASHBOARD_CHANGED } from '../../../src/domain/dashboard/dashboard-news';
import type { Hub } from '../../hub';

/**
 * Tells the open dashboards of `userIds` that what they count changed (docs/realtime.md, `dashboardChanged`): a task
 * of theirs was created, changed, completed or deleted, or a report delivery of theirs finished.
 */
export function tellDashboards(hub: Hub, userIds: Iterable<number>, Reason: 'task' | 'delivery'): void {
  for (const userId of new Set(userIds)) hub.push(userId, DASHBOARD_CHANGED, { Reason });
}
