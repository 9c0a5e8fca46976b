import { ALL_VERBS, AccessVerb } from './access-verb';
import { ACCESS_AREAS, everyArea, type AccessArea, type AreaVerbs } from './access-area';

/** A workspace role as far as access goes: custom roles carry their verbs, built-in ones are known by name. */
export interface RoleGrant {
  roleId: number;
  roleName: string;
  builtIn: boolean;
  /** Verbs of a custom role in every area not listed in `areaVerbs` (bit mask; roles stored before areas existed). */
  verbs?: number;
  /** Verbs of a custom role per area (the Roles screen's matrix); a built-in role's come from BUILT_IN_ROLE_VERBS. */
  areaVerbs?: Partial<Record<AccessArea, number>>;
}

const { Read, Create, Update } = AccessVerb;

/** The name of the built-in role that makes a workspace user an administrator (issue 17). */
export const ADMIN_ROLE_NAME = 'Admin';

/**
 * Verbs of the built-in roles (forms spec §6 names them; what they grant is ours), the same in every area: Read reads,
 * Write reads and fills in, Read/Write and Uploads & Forms also create (so they copy), Full and Admin hold every verb.
 */
export const BUILT_IN_ROLE_VERBS: Readonly<Record<string, number>> = Object.freeze({
  Read,
  Write: Read | Update,
  'Read/Write': Read | Create | Update,
  'Uploads & Forms': Read | Create | Update,
  Full: ALL_VERBS,
  [ADMIN_ROLE_NAME]: ALL_VERBS,
});

/**
 * A mask as the matrix keeps it: only the product's verbs, and nothing without Read (whoever may create, change,
 * delete or share something may see it).
 */
export function normalizedMask(mask: number): number {
  const kept = mask & ALL_VERBS;
  return kept === 0 ? 0 : kept | Read;
}

/** What a role grants in each area. */
export function roleMatrix(role: RoleGrant): AreaVerbs {
  if (role.builtIn) return everyArea(BUILT_IN_ROLE_VERBS[role.roleName] ?? 0);
  const fallback = role.verbs ?? 0;
  return Object.freeze(
    Object.fromEntries(
      ACCESS_AREAS.map((area) => [area, normalizedMask(role.areaVerbs?.[area] ?? fallback)]),
    ) as Record<AccessArea, number>,
  );
}

/** What a role grants in one area; without an area, the union over all areas. */
export function verbsOfRole(role: RoleGrant, area?: AccessArea): number {
  const matrix = roleMatrix(role);
  return area ? matrix[area] : ACCESS_AREAS.reduce((mask, a) => mask | matrix[a], 0);
}

/** The union of the verbs of the user's roles (`roleIds` among `roles`; unknown ids grant nothing), in an area or in any. */
export function verbsOfRoles(
  roles: readonly RoleGrant[],
  roleIds: readonly number[],
  area?: AccessArea,
): number {
  const held = new Set(roleIds);
  return roles.filter((r) => held.has(r.roleId)).reduce((mask, r) => mask | verbsOfRole(r, area), 0);
}

/** The union of the user's roles' verbs in each area. */
export function areaVerbsOfRoles(roles: readonly RoleGrant[], roleIds: readonly number[]): AreaVerbs {
  return Object.freeze(
    Object.fromEntries(ACCESS_AREAS.map((area) => [area, verbsOfRoles(roles, roleIds, area)])) as Record<
      AccessArea,
      number
    >,
  );
}

/** The built-in Admin role. */
export function isAdminRole(role: Pick<RoleGrant, 'roleName' | 'builtIn'>): boolean {
  return role.builtIn && role.roleName === ADMIN_ROLE_NAME;
}

/** Whether the roles `roleIds` include the built-in Admin role. */
export function holdsAdminRole(roles: readonly RoleGrant[], roleIds: readonly number[]): boolean {
  const held = new Set(roleIds);
  return roles.some((r) => held.has(r.roleId) && isAdminRole(r));
}
