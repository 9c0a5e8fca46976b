import type { Application } from 'express';
import type { MockContext } from '../../context';
import { registerActivityRoutes } from './activity';
import { registerInvitationRoutes, type AdminDeps } from './invitations';
import { registerRoleRoutes } from './roles';
import { registerSettingsRoutes } from './settings';
import { registerTeamApprovalRoutes } from './team-approval';
import { registerTeamRoutes } from './teams';
import { registerUserRoutes } from './users';
import { registerDeletedUserRoutes } from './deleted-users';

/** The administration area (issue 17): users, invitations, roles, teams, team approval, General settings, the activity log (docs/administration.md). */
export function registerAdminRoutes(app: Application, ctx: MockContext, deps: AdminDeps): void {
  registerUserRoutes(app, ctx);
  registerDeletedUserRoutes(app, ctx);
  registerInvitationRoutes(app, ctx, deps);
  registerRoleRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerTeamApprovalRoutes(app, ctx, deps);
  registerSettingsRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
}
