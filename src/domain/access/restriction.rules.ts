import type { PermissionExclusion, Permissions } from '../forms/form-permissions.entity';
import { isWorkspaceAdmin, type Actor } from './actor';

/** What a form's or field's restrictions leave a user: may see, may enter. */
export interface RestrictionAccess {
  view: boolean;
  input: boolean;
}

export const UNRESTRICTED: RestrictionAccess = Object.freeze({ view: true, input: true });

type Who = Pick<Actor, 'email' | 'roleIds' | 'accountType' | 'isAdmin'>;

function excepted(who: Who, exclusion: PermissionExclusion | undefined): boolean {
  const email = who.email.toLowerCase();
  const roles = new Set(who.roleIds);
  return (
    (exclusion?.UsersDefined ?? []).some((u) => u.Email.toLowerCase() === email) ||
    (exclusion?.RolesDefined ?? []).some((r) => roles.has(r.roleId))
  );
}

/**
 * Form Settings restrictions (forms spec §6): when on, Restricted View and Restricted Input each leave the form
 * or field only to their exceptions, by role or by e-mail (case-insensitive). Someone who may not see may not
 * enter either. Workspace administrators are never restricted (ours: someone must be able to lift it).
 */
export function restrictionAccess(permissions: Permissions | undefined, who: Who): RestrictionAccess {
  if (!permissions?.Restrictions || isWorkspaceAdmin(who)) return UNRESTRICTED;
  const view = !permissions.RestrictedView || excepted(who, permissions.ExclusionView);
  const input = view && (!permissions.RestrictedInput || excepted(who, permissions.ExclusionInput));
  return { view, input };
}

/** Both restrictions at once: a field of a form is open only as far as the form and the field both allow. */
export function combined(...accesses: RestrictionAccess[]): RestrictionAccess {
  return accesses.reduce((a, b) => ({ view: a.view && b.view, input: a.input && b.input }), UNRESTRICTED);
}
