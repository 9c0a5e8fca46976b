/**
 * A site account's own password reset (issue 33; docs/sites.md "Password reset"): the members' reset path
 * (routes/account/password-reset-flow.ts) with a site flavour. Only an individual-access site account (account type 3,
 * not a single-password visitor's hidden account) gets a link, to `/site/changepassword/{Hash}/{RecordId}`; the
 * answer is the same for any address.
 */
import type { Application } from 'express';
import { siteChangePasswordPath } from '../../../src/domain/sites/site-paths';
import type { MockContext } from '../../context';
import { handle } from '../../http';
import { resetMail } from '../account/account-mails';
import { passwordResetFlow } from '../account/password-reset-flow';
import { isSiteAccount } from './site-visit-reach';
import type { SiteVisitDeps } from './site-visit-deps';

export function registerSitePasswordResetRoutes(
  app: Application,
  ctx: MockContext,
  deps: SiteVisitDeps,
): void {
  const reset = passwordResetFlow(ctx, deps, {
    site: true,
    accepts: (user) => isSiteAccount(user) && !user.siteVisitorOf,
    linkPath: siteChangePasswordPath,
    mail: (user, link) =>
      resetMail(
        user.email,
        link,
        `your site account at ${ctx.store.workspace(user.workspaceId)?.name ?? 'Gridwork'}`,
      ),
    area: 'sites',
    requested: 'Asked for a site password reset link',
    completed: 'Reset their site password from an e-mailed link',
  });
  app.post('/siteaccount/reset-password', handle(reset.request));
  app.get('/siteaccount/reset-password/check', handle(reset.check));
  app.post('/siteaccount/reset-password/complete', handle(reset.complete));
}
