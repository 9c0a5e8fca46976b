import type { Application } from 'express';
import type { MockContext } from '../../context';
import type { AccountDeps } from './account-deps';
import { registerInvitationLinkRoutes } from './invitation-links';
import { registerPasswordRoutes } from './passwords';
import { registerProfileRoutes } from './profile';
import { registerSignupRoutes } from './signup';
import { registerAccountRestoreRoutes } from './account-restore';

/** The account area (issue 17): passwords, the profile, and the invitee's side of invitations (docs/administration.md). */
export function registerAccountAreaRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  registerPasswordRoutes(app, ctx, deps);
  registerProfileRoutes(app, ctx, deps);
  registerInvitationLinkRoutes(app, ctx, deps);
  registerSignupRoutes(app, ctx, deps);
  registerAccountRestoreRoutes(app, ctx, deps);
}
