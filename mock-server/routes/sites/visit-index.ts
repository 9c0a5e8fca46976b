import type { Application } from 'express';
import { throttleSignIn } from '../../account/sign-in-throttle';
import type { MockContext } from '../../context';
import { registerSiteVisitAccountRoutes } from './site-visit-account';
import { registerSiteVisitContentRoutes } from './site-visit-content';
import type { SiteVisitDeps } from './site-visit-deps';
import { registerSitePasswordResetRoutes } from './site-visit-password-reset';

/**
 * The visitor side of external sites (issue 33; docs/sites.md): entry (invitations, sign-ins, sign-out) and what a
 * site account reads. The site fence (site-fence.ts, mounted in app.ts before every route) keeps site accounts out of
 * the rest of the API.
 */
export function registerSiteVisitRoutes(app: Application, ctx: MockContext, deps: SiteVisitDeps): void {
  // The member sign-in's throttle, before the route, compares and counts in one step (sign-in-throttle.ts).
  app.post('/siteaccount/login', throttleSignIn(deps.throttle, ctx.store));
  registerSiteVisitAccountRoutes(app, ctx, deps);
  registerSiteVisitContentRoutes(app, ctx, deps);
  registerSitePasswordResetRoutes(app, ctx, deps);
}
