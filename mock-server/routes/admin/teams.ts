import type { Application } from 'express';
import type { ScopeRecord } from '../../../fixtures/types';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { MAX_TEAMS } from '../../../src/domain/admin/admin-limits';
import { teamNameProblem } from '../../../src/domain/admin/team.rules';
import type { MockContext } from '../../context';
import { tellAccessChanged } from './access-changed';
import { HttpError, badRequest, handle } from '../../http';
import { TeamBody, TeamChangeBody, TeamIdBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { administrator } from './admin-guard';
import { membersOfWorkspace, teamsOf, toTeam } from './admin-views';

/**
 * Teams (the workspace's scopes but the workspace itself; administrators only): list with members, create, rename and
 * set members, delete (a team without projects; a deleted team's calls then answer 403 IsDeleted, platform spec §8).
 */
export function registerTeamRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const teamOr404 = (workspaceId: number, scopeId: number) => {
    const team = teamsOf(store, workspaceId).find((t) => t.id === scopeId);
    if (!team) throw new HttpError(404, `No team ${scopeId}.`);
    return team;
  };
  const nameOr400 = (workspaceId: number, name: string, scopeId: number | null) => {
    const problem = teamNameProblem(
      name,
      teamsOf(store, workspaceId).map((t) => ({ ScopeId: t.id, Name: t.name })),
      scopeId,
    );
    if (problem) throw badRequest(`Name: ${problem}`);
    return name.trim();
  };
  /** Makes exactly `memberIds` (workspace users of this workspace) the team's members; returns who joined or left. */
  const setMembers = (team: ScopeRecord, memberIds: readonly number[]): number[] => {
    const changed: number[] = [];
    const users = membersOfWorkspace(store, team.workspaceId);
    const wanted = new Set(memberIds);
    if (![...wanted].every((id) => users.some((u) => u.id === id)))
      throw badRequest('MemberIds: One of the users is not a user of this workspace.');
    for (const user of users) {
      const isIn = user.scopeIds.includes(team.id);
      if (wanted.has(user.id) === isIn) continue;
      changed.push(user.id);
      if (!isIn) user.scopeIds = [...user.scopeIds, team.id];
      else {
        user.scopeIds = user.scopeIds.filter((id) => id !== team.id);
        if (user.primaryScopeId === team.id) user.primaryScopeId = 0;
        if (user.signInScopeId === team.id) user.signInScopeId = 0;
      }
    }
    return changed;
  };

  app.get(
    '/teamsetup/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(teamsOf(store, user.workspaceId).map((t) => toTeam(store, t)));
    }),
  );

  app.post(
    '/teamsetup/create',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, TeamBody);
      const name = nameOr400(user.workspaceId, body.Name, null);
      if (teamsOf(store, user.workspaceId).length >= MAX_TEAMS) throw badRequest(AdminText.tooManyTeams);
      const team: ScopeRecord = {
        id: Math.max(9, ...store.data.scopes.map((s) => s.id)) + 1,
        workspaceId: user.workspaceId,
        name,
      };
      const changed = setMembers(team, body.MemberIds);
      store.data.scopes.push(team);
      store.save();
      tellAccessChanged(ctx, changed);
      res.json(toTeam(store, team));
    }),
  );

  app.post(
    '/teamsetup/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, TeamChangeBody);
      const team = teamOr404(user.workspaceId, body.ScopeId);
      const name = nameOr400(user.workspaceId, body.Name, team.id);
      const changed = setMembers(team, body.MemberIds);
      team.name = name;
      store.save();
      tellAccessChanged(ctx, changed);
      res.json(toTeam(store, team));
    }),
  );

  app.post(
    '/teamsetup/delete',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const team = teamOr404(user.workspaceId, validBody(req, TeamIdBody).ScopeId);
      if (toTeam(store, team).ProjectCount > 0) throw badRequest(AdminText.teamHasProjects);
      // Kept, marked deleted: a tab still working in it is told so (403 IsDeleted) rather than "not a member".
      team.deleted = true;
      store.save();
      res.json({});
    }),
  );
}
