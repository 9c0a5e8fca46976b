import { DASHBOARD_CHANGED } from '../../../src/domain/dashboard/dashboard-news';
import { isExternal } from '../../../src/domain/access/actor';
import type { Hub } from '../../hub';
import type { Store } from '../../store';

export type DashboardNewsReason = 'task' | 'delivery' | 'instance' | 'project';

/**
 * Tells the open dashboards of `userIds` that what they count changed (docs/realtime.md, `dashboardChanged`): a task
 * of theirs was created, changed, completed or deleted; a report delivery of theirs finished; they saved a form
 * instance (in another tab).
 */
export function tellDashboards(hub: Hub, userIds: Iterable<number>, Reason: DashboardNewsReason): void {
  for (const userId of new Set(userIds)) hub.push(userId, DASHBOARD_CHANGED, { Reason });
}

/**
 * A project was made or changed (its status): every user of the workspace is told, and each dashboard reads its own
 * counts again (a push carries no project, so nobody learns of one they may not open).
 */
export function tellWorkspaceDashboards(store: Store, hub: Hub, workspaceId: number): void {
  const people = store.data.users.filter((u) => u.workspaceId === workspaceId && !isExternal(u));
  tellDashboards(
    hub,
    people.map((u) => u.id),
    'project',
  );
}
