/**
 * Role exceptions of a restriction (spec section 6): which roles the picker offers, and adding or
 * removing one. Every function returns a new value.
 */
import type { PermissionExclusion } from '../form-permissions.entity';

/** A role as the directory lists it (same shape as the directory port's Role). */
export interface RoleInfo {
  readonly roleId: number;
  readonly roleName: string;
  readonly roleTypeId: number;
}

/** The built-in role names that are never offered when the role is of type 1 or 2. */
export const BUILT_IN_ROLE_NAMES: readonly string[] = [
  'Read',
  'Read/Write',
  'Write',
  'Full',
  'Uploads & Forms',
  'Admin',
];

// Our reading: names are compared trimmed and case-insensitively, so "admin " is the built-in Admin too.
const BUILT_IN = new Set(BUILT_IN_ROLE_NAMES.map((name) => name.toLowerCase()));
const isBuiltIn = (name: string) => BUILT_IN.has(name.trim().toLowerCase());

/** True when the role may be offered at all: type 0, or type 1 or 2 with a name outside the built-in set. */
export function isOfferableRole(role: RoleInfo): boolean {
  if (role.roleTypeId === 0) return true;
  return (role.roleTypeId === 1 || role.roleTypeId === 2) && !isBuiltIn(role.roleName);
}

/** The roles the picker offers: the offerable ones not yet in `exclusion`, in the directory's order. */
export function offeredRoles(roles: readonly RoleInfo[], exclusion: PermissionExclusion): RoleInfo[] {
  const added = new Set(exclusion.RolesDefined.map((r) => r.roleId));
  return roles.filter((role) => isOfferableRole(role) && !added.has(role.roleId));
}

/** The exclusion with `role` added; unchanged when it is already there or may not be offered. */
export function addRoleException(exclusion: PermissionExclusion, role: RoleInfo): PermissionExclusion {
  if (!isOfferableRole(role) || exclusion.RolesDefined.some((r) => r.roleId === role.roleId))
    return exclusion;
  return {
    ...exclusion,
    RolesDefined: [...exclusion.RolesDefined, { roleId: role.roleId, RoleName: role.roleName }],
  };
}

/** The exclusion without the role `roleId`. */
export function removeRoleException(exclusion: PermissionExclusion, roleId: number): PermissionExclusion {
  return { ...exclusion, RolesDefined: exclusion.RolesDefined.filter((r) => r.roleId !== roleId) };
}
