/** Restrictions of a form or a field (forms spec §3, §6). */
export interface PermissionExclusion {
  RolesDefined: Array<{ roleId: number; RoleName: string }>;
  UsersDefined: Array<{ Email: string }>;
}

export interface Permissions {
  Restrictions: boolean;
  RestrictedInput: boolean;
  RestrictedView: boolean;
  ExclusionInput: PermissionExclusion;
  ExclusionView: PermissionExclusion;
}

export function noRestrictions(): Permissions {
  return {
    Restrictions: false,
    RestrictedInput: false,
    RestrictedView: false,
    ExclusionInput: { RolesDefined: [], UsersDefined: [] },
    ExclusionView: { RolesDefined: [], UsersDefined: [] },
  };
}
