import type { Application } from 'express';
import { deactivationRefusal, userChangeRefusal } from '../../../src/domain/admin/administrator.rules';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { handle, HttpError, badRequest } from '../../http';
import type { MockContext } from '../../context';
import { tellAccessChanged } from './access-changed';
import { UserChangeBody, UserIdBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { rolesOf } from '../../access/access-facts';
import { endSessionsOf } from '../../account/end-sessions';
import { administrator } from './admin-guard';
import { administratorFacts, membersOfWorkspace, teamsOf, toWorkspaceUser } from './admin-views';
import { ensureUserSeat } from '../billing/workspace-usage';

/** Checks roles and teams of a workspace: every id known, at least one role (docs/api.md "Administration"). */
export function checkRolesAndTeams(
  ctx: MockContext,
  workspaceId: number,
  roleIds: readonly number[],
  teamIds: readonly number[],
): void {
  if (roleIds.length === 0) throw badRequest(`RoleIds: ${AdminText.noRole}`);
  const roles = new Set(rolesOf(ctx.store, workspaceId).map((r) => r.roleId));
  if (!roleIds.every((id) => roles.has(id))) throw badRequest(`RoleIds: ${AdminText.unknownRole}`);
  const teams = new Set(teamsOf(ctx.store, workspaceId).map((t) => t.id));
  if (!teamIds.every((id) => teams.has(id))) throw badRequest(`TeamIds: ${AdminText.unknownTeam}`);
}

/** Users of the workspace: list, change account type, roles and teams, deactivate and reactivate (administrators only). */
export function registerUserRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const memberOr404 = (workspaceId: number, userId: number) => {
    const user = membersOfWorkspace(store, workspaceId).find((u) => u.id === userId);
    if (!user) throw new HttpError(404, `No user ${userId} in this workspace.`);
    return user;
  };

  app.get(
    '/usersetup/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(
        membersOfWorkspace(store, user.workspaceId).map((u) => toWorkspaceUser(store, ctx.sessions, u)),
      );
    }),
  );

  app.post(
    '/usersetup/update',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, UserChangeBody);
      const user = memberOr404(admin.workspaceId, body.UserId);
      const roleIds = [...new Set(body.RoleIds)];
      const teamIds = [...new Set(body.TeamIds)];
      checkRolesAndTeams(ctx, admin.workspaceId, roleIds, teamIds);
      const refusal = userChangeRefusal(administratorFacts(store, admin.workspaceId), {
        userId: user.id,
        accountType: body.AccountType,
        roleIds,
      });
      if (refusal) throw badRequest(refusal);
      user.accountType = body.AccountType;
      user.roleIds = roleIds;
      // The workspace (0) stays: every workspace user works in it; the teams are what the administrator chose.
      const outsideTeams = user.scopeIds.filter(
        (id) => id === 0 || !teamsOf(store, admin.workspaceId).some((t) => t.id === id),
      );
      user.scopeIds = [...new Set([0, ...outsideTeams, ...teamIds])];
      if (!user.scopeIds.includes(user.primaryScopeId)) user.primaryScopeId = teamIds[0] ?? 0;
      if (!user.scopeIds.includes(user.signInScopeId)) user.signInScopeId = 0;
      store.save();
      tellAccessChanged(ctx, [user.id]);
      res.json(toWorkspaceUser(store, ctx.sessions, user));
    }),
  );

  app.post(
    '/usersetup/deactivate',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, UserIdBody);
      const user = memberOr404(admin.workspaceId, body.UserId);
      const refusal = deactivationRefusal(administratorFacts(store, admin.workspaceId), admin.id, user.id);
      if (refusal) throw badRequest(refusal);
      if (!user.deactivatedOn) {
        user.deactivatedOn = new Date(ctx.clock?.now() ?? Date.now()).toISOString();
        store.save();
      }
      // Platform spec §7: the user's open tabs are told, and sign out with the warning.
      endSessionsOf(ctx, user.id, 'userDeactivatedFromAdminSite', { UserId: user.id });
      res.json(toWorkspaceUser(store, ctx.sessions, user));
    }),
  );

  app.post(
    '/usersetup/reactivate',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, UserIdBody);
      const user = memberOr404(admin.workspaceId, body.UserId);
      if (user.deactivatedOn) {
        // Issue 35: a reactivated user takes a seat of the plan again.
        ensureUserSeat(store, admin.workspaceId, ctx.clock?.now() ?? Date.now());
        user.deactivatedOn = null;
        store.save();
      }
      res.json(toWorkspaceUser(store, ctx.sessions, user));
    }),
  );
}
