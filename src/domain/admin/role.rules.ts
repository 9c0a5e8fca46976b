/**
 * Roles as the Roles screen manages them (issue 17; docs/administration.md "Roles"). The spec gives a role's fields
 * (roleId, roleName, roleTypeId) and the built-in names; the types' names and these rules are ours.
 */
import { ACCESS_AREAS, type AccessArea, type AreaVerbs } from '../access/access-area';
import { BUILT_IN_ROLE_NAMES } from '../forms/designer/role-exceptions';
import { roleMatrix, type RoleGrant } from '../access/role-verbs';
import { AdminText } from './admin-texts';
import { MAX_ROLE_NAME_LENGTH } from './admin-limits';

/**
 * `roleTypeId` (spec: 0, 1, 2; the restriction picker offers type 0 and the non-built-in roles of types 1 and 2). Ours:
 * the type says who a role is meant for; it does not change what the role grants.
 */
export const ROLE_TYPES: ReadonlyArray<{ id: 0 | 1 | 2; label: string }> = [
  { id: 0, label: 'Team role' },
  { id: 1, label: 'Workspace role' },
  { id: 2, label: 'Administrative role' },
];
export type RoleTypeId = 0 | 1 | 2;

export function roleTypeLabel(id: number): string {
  return ROLE_TYPES.find((t) => t.id === id)?.label ?? `Type ${id}`;
}

/** A role as the Roles screen reads and writes it (`GET /api/role/details`). */
export interface RoleDetails {
  roleId: number;
  roleName: string;
  roleTypeId: RoleTypeId;
  builtIn: boolean;
  /** The access verbs per area (bit masks of platform spec §6). */
  access: AreaVerbs;
  /** How many users hold it. */
  userCount: number;
}

/** What the Roles screen sends to create or change a custom role. */
export interface RoleDraft {
  roleName: string;
  roleTypeId: RoleTypeId;
  access: Record<AccessArea, number>;
}

/** The matrix of a role record (built-in by name, custom by its stored verbs). */
export const accessOf = (role: RoleGrant): AreaVerbs => roleMatrix(role);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why this name cannot be a custom role's, or null: required, at most 100 characters, no built-in name, unique. */
export function roleNameProblem(
  name: string,
  roles: ReadonlyArray<Pick<RoleGrant, 'roleId' | 'roleName'>>,
  roleId: number | null,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required!';
  if ([...trimmed].length > MAX_ROLE_NAME_LENGTH) return `At most ${MAX_ROLE_NAME_LENGTH} characters.`;
  if (BUILT_IN_ROLE_NAMES.some((builtIn) => sameName(builtIn, trimmed))) return AdminText.roleNameBuiltIn;
  if (roles.some((r) => r.roleId !== roleId && sameName(r.roleName, trimmed))) return AdminText.roleNameTaken;
  return null;
}

/** A blank matrix: no verb in any area. */
export function emptyAccess(): Record<AccessArea, number> {
  return Object.fromEntries(ACCESS_AREAS.map((area) => [area, 0])) as Record<AccessArea, number>;
}
