import type { Application } from 'express';
import { useDashboard } from '../../../src/domain/dashboard/dashboard-access.rules';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { handle } from '../../http';
import { dashboardSummary } from './dashboard-summary';

/** GET /api/dashboard/summary (docs/api.md, docs/dashboard.md): everything the dashboard shows, in one answer. */
export function registerDashboardRoutes(app: Application, ctx: MockContext): void {
  const { store, clock } = ctx;
  app.get(
    '/dashboard/summary',
    handle((_req, res) => {
      const { user } = signedIn(res);
      allow(useDashboard(actorOf(store, user)));
      res.json(dashboardSummary(store, user, clock?.now() ?? Date.now()));
    }),
  );
}
