import { ALL_VERBS, AccessVerb } from './access-verb';

/** A workspace role as far as access goes: custom roles carry their verbs, built-in ones are known by name. */
export interface RoleGrant {
  roleId: number;
  roleName: string;
  builtIn: boolean;
  /** Verbs of a custom role (bit mask); a built-in role's come from BUILT_IN_ROLE_VERBS. */
  verbs?: number;
}

const { Read, Create, Update } = AccessVerb;

/**
 * Verbs of the built-in roles (forms spec §6 names them; what they grant is ours): Read reads, Write reads and
 * fills in, Read/Write and Uploads & Forms also create (so they copy), Full and Admin hold every verb.
 */
export const BUILT_IN_ROLE_VERBS: Readonly<Record<string, number>> = Object.freeze({
  Read,
  Write: Read | Update,
  'Read/Write': Read | Create | Update,
  'Uploads & Forms': Read | Create | Update,
  Full: ALL_VERBS,
  Admin: ALL_VERBS,
});

export function verbsOfRole(role: RoleGrant): number {
  if (role.builtIn) return BUILT_IN_ROLE_VERBS[role.roleName] ?? 0;
  return (role.verbs ?? 0) & ALL_VERBS;
}

/** The union of the verbs of the user's roles (`roleIds` among `roles`; unknown ids grant nothing). */
export function verbsOfRoles(roles: readonly RoleGrant[], roleIds: readonly number[]): number {
  const held = new Set(roleIds);
  return roles.filter((r) => held.has(r.roleId)).reduce((mask, r) => mask | verbsOfRole(r), 0);
}
