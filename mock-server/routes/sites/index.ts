import type { Application } from 'express';
import type { MockContext } from '../../context';
import type { AdminDeps } from '../admin/invitations';
import { registerSiteAdminLinkRoutes } from './site-admin-links';
import { registerSiteAdminSiteRoutes } from './site-admin-sites';
import { registerSiteAdminUserRoutes } from './site-admin-users';

/** The administration of external sites (issue 33; docs/sites.md): sites, their people, links. */
export function registerSiteAdminRoutes(app: Application, ctx: MockContext, deps: AdminDeps): void {
  registerSiteAdminSiteRoutes(app, ctx, deps.clock);
  registerSiteAdminUserRoutes(app, ctx, deps);
  registerSiteAdminLinkRoutes(app, ctx, deps.clock);
}
