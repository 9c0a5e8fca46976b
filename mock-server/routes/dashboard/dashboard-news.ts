import { DASHBOARD_CHANGED } from '../../../src/domain/dashboard/dashboard-news';
import { isExternal } from '../../../src/domain/access/actor';
import { readProject } from '../../../src/domain/access/workspace-access.policy';
import { actorOf } from '../../access/access-facts';
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
 * A project was made or changed (its status): the members of its workspace who may open it are told (readProject, the
 * rule the dashboard counts by), and each dashboard reads its own counts again. A push carries no project, and
 * nobody else is told, so a push says nothing of a project one may not open and costs nothing to the rest.
 */
export function tellProjectDashboards(
  store: Store,
  hub: Hub,
  project: { workspaceId: number; scopeId: number },
): void {
  const readers = store.data.users.filter(
    (u) =>
      u.workspaceId === project.workspaceId &&
      !isExternal(u) &&
      readProject(actorOf(store, u), project.scopeId).allowed,
  );
  tellDashboards(
    hub,
    readers.map((u) => u.id),
    'project',
  );
}
