/**
 * Form and field restrictions in a request (SetPermissions). Role exceptions must be roles of the workspace that
 * the designer offers (type 0, or a custom role of type 1 or 2: the built-in names are not offered); user
 * exceptions must be users of the workspace, matched case-insensitively, duplicates dropped.
 */
import type { PermissionsRecord, UserRecord } from '../../fixtures/types';
import {
  noRestrictions,
  type PermissionExclusion,
  type Permissions,
} from '../../src/domain/forms/form-permissions.entity';
import { badRequest } from '../http';
import type { Store } from '../store';
import { BodyReader, ID } from './body-reader';

function readExclusion(store: Store, user: UserRecord, body: BodyReader, key: string): PermissionExclusion {
  const exclusion = body.object(key);
  if (!exclusion) return { RolesDefined: [], UsersDefined: [] };
  const roles = new Map<number, string>();
  for (const item of exclusion.objects('RolesDefined', 500)) {
    const roleId = item.int('roleId', 0, ID.max);
    const role = store.data.roles.find((r) => r.roleId === roleId && r.workspaceId === user.workspaceId);
    if (!role) throw badRequest(`${item.name('roleId')}: there is no role ${roleId}.`);
    if (role.builtIn)
      throw badRequest(`${item.name('roleId')}: the role ${role.roleName} cannot be an exception.`);
    roles.set(roleId, role.roleName);
  }
  const emails = new Map<string, string>();
  for (const item of exclusion.objects('UsersDefined', 5000)) {
    const email = item.str('Email', 254).trim();
    const known = store.userByEmail(email);
    if (!known || known.workspaceId !== user.workspaceId)
      throw badRequest(`${item.name('Email')}: ${email} is not a user of this workspace.`);
    emails.set(known.email.toLowerCase(), known.email);
  }
  return {
    RolesDefined: [...roles].map(([roleId, RoleName]) => ({ roleId, RoleName })),
    UsersDefined: [...emails.values()].map((Email) => ({ Email })),
  };
}

/** Reads `{ EntityId, ...Permissions }`; missing flags are false and missing exceptions empty. */
export function readPermissions(store: Store, user: UserRecord, body: BodyReader): Permissions {
  return {
    Restrictions: body.bool('Restrictions') ?? false,
    RestrictedInput: body.bool('RestrictedInput') ?? false,
    RestrictedView: body.bool('RestrictedView') ?? false,
    ExclusionInput: readExclusion(store, user, body, 'ExclusionInput'),
    ExclusionView: readExclusion(store, user, body, 'ExclusionView'),
  };
}

export function permissionsView(record: (Permissions & { ownerId?: number }) | undefined): Permissions {
  if (!record) return noRestrictions();
  const { Restrictions, RestrictedInput, RestrictedView, ExclusionInput, ExclusionView } = record;
  return structuredClone({ Restrictions, RestrictedInput, RestrictedView, ExclusionInput, ExclusionView });
}

/** Stores the restrictions of a form or field, replacing any before; `ownerId` set them (docs/authorization.md). */
export function storePermissions(
  store: Store,
  kind: PermissionsRecord['kind'],
  EntityId: number,
  permissions: Permissions,
  ownerId?: number,
): void {
  store.data.permissions = store.data.permissions.filter(
    (p) => !(p.kind === kind && p.EntityId === EntityId),
  );
  store.data.permissions.push({
    kind,
    EntityId,
    ...permissions,
    ...(ownerId === undefined ? {} : { ownerId }),
  });
}
