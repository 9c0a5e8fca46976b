import type { Application } from 'express';
import type { RoleRecord } from '../../../fixtures/types';
import { ACCESS_AREAS, type AccessArea } from '../../../src/domain/access/access-area';
import { normalizedMask } from '../../../src/domain/access/role-verbs';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { MAX_ROLES } from '../../../src/domain/admin/admin-limits';
import { userChangeRefusal } from '../../../src/domain/admin/administrator.rules';
import { roleNameProblem } from '../../../src/domain/admin/role.rules';
import { rolesOf } from '../../access/access-facts';
import type { MockContext } from '../../context';
import { tellAccessChanged } from './access-changed';
import { HttpError, badRequest, handle } from '../../http';
import { ID } from '../../forms/body-reader';
import { RoleBody, RoleChangeBody, RoleDeleteBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { administrator } from './admin-guard';
import { administratorFacts, toRoleDetails } from './admin-views';

const matrixOf = (access: Record<string, number>): Record<AccessArea, number> =>
  Object.fromEntries(ACCESS_AREAS.map((area) => [area, normalizedMask(access[area] ?? 0)])) as Record<
    AccessArea,
    number
  >;

/**
 * The Roles screen's calls (administrators only): roles with their type and matrix of access verbs per area, create,
 * change and delete custom roles. Built-in roles are read-only; a role in use is deleted only with a role to move its
 * users to. What the roles grant is what every access check reads (src/domain/access/role-verbs.ts).
 */
export function registerRoleRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const roleOr404 = (workspaceId: number, roleId: number) => {
    const role = rolesOf(store, workspaceId).find((r) => r.roleId === roleId);
    if (!role) throw new HttpError(404, `No role ${roleId}.`);
    return role;
  };
  const customOr400 = (workspaceId: number, roleId: number) => {
    const role = roleOr404(workspaceId, roleId);
    if (role.builtIn) throw badRequest(AdminText.builtInRole);
    return role;
  };
  const nameOr400 = (workspaceId: number, name: string, roleId: number | null) => {
    const problem = roleNameProblem(name, rolesOf(store, workspaceId), roleId);
    if (problem) throw badRequest(`roleName: ${problem}`);
    return name.trim();
  };

  app.get(
    '/rolesetup/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(rolesOf(store, user.workspaceId).map((role) => toRoleDetails(store, role)));
    }),
  );

  app.get(
    '/rolesetup',
    handle((req, res) => {
      const { user } = administrator(store, res);
      res.json(toRoleDetails(store, roleOr404(user.workspaceId, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/rolesetup/create',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, RoleBody);
      const roleName = nameOr400(user.workspaceId, body.roleName, null);
      if (rolesOf(store, user.workspaceId).length >= MAX_ROLES) throw badRequest(AdminText.tooManyRoles);
      const role: RoleRecord = {
        roleId: Math.max(100, ...store.data.roles.map((r) => r.roleId)) + 1,
        roleName,
        roleTypeId: body.roleTypeId,
        workspaceId: user.workspaceId,
        builtIn: false,
        areaVerbs: matrixOf(body.access),
      };
      store.data.roles.push(role);
      store.save();
      res.json(toRoleDetails(store, role));
    }),
  );

  app.post(
    '/rolesetup/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, RoleChangeBody);
      const role = customOr400(user.workspaceId, body.roleId);
      role.roleName = nameOr400(user.workspaceId, body.roleName, role.roleId);
      role.roleTypeId = body.roleTypeId;
      role.areaVerbs = matrixOf(body.access);
      delete role.verbs;
      store.save();
      tellAccessChanged(
        ctx,
        store.data.users
          .filter((u) => u.workspaceId === user.workspaceId && (u.roleIds ?? []).includes(role.roleId))
          .map((u) => u.id),
      );
      res.json(toRoleDetails(store, role));
    }),
  );

  app.post(
    '/rolesetup/delete',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, RoleDeleteBody);
      const role = customOr400(user.workspaceId, body.roleId);
      const holders = store.data.users.filter(
        (u) => u.workspaceId === user.workspaceId && (u.roleIds ?? []).includes(role.roleId),
      );
      const moveTo = body.MoveToRoleId == null ? null : roleOr404(user.workspaceId, body.MoveToRoleId);
      if (holders.length > 0 && !moveTo) throw badRequest(AdminText.roleInUse(holders.length));
      if (moveTo?.roleId === role.roleId) throw badRequest(AdminText.moveToSameRole);
      const moved = holders.map((u) => ({
        user: u,
        roleIds: [
          ...new Set([
            ...(u.roleIds ?? []).filter((r) => r !== role.roleId),
            ...(moveTo ? [moveTo.roleId] : []),
          ]),
        ],
      }));
      const facts = administratorFacts(store, user.workspaceId);
      for (const { user: holder, roleIds } of moved) {
        const refusal = userChangeRefusal(facts, {
          userId: holder.id,
          accountType: holder.accountType,
          roleIds,
        });
        if (refusal) throw badRequest(refusal);
      }
      moved.forEach(({ user: holder, roleIds }) => (holder.roleIds = roleIds));
      store.data.roles = store.data.roles.filter((r) => r !== role);
      // Restriction exceptions by this role go with it: those it excepted are restricted like everyone else.
      for (const p of store.data.permissions) {
        for (const exclusion of [p.ExclusionView, p.ExclusionInput]) {
          if (exclusion)
            exclusion.RolesDefined = exclusion.RolesDefined.filter((r) => r.roleId !== role.roleId);
        }
      }
      store.save();
      tellAccessChanged(
        ctx,
        moved.map(({ user: holder }) => holder.id),
      );
      res.json({});
    }),
  );
}
