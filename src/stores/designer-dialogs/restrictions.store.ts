import { makeAutoObservable } from 'mobx';
import {
  permissionsToSave,
  restrictionControls,
  toggleRestriction,
  type RestrictionControls,
  type RestrictionToggle,
} from '../../domain/forms/designer/restriction-settings';
import {
  addRoleException,
  offeredRoles,
  removeRoleException,
  type RoleInfo,
} from '../../domain/forms/designer/role-exceptions';
import {
  addUserException,
  removeUserException,
  suggestedEmails,
} from '../../domain/forms/designer/user-exceptions';
import {
  noRestrictions,
  type PermissionExclusion,
  type Permissions,
} from '../../domain/forms/form-permissions.entity';
import type { ScopeUser } from '../../ports/directory-gateway.port';

/** Restricted Input or Restricted View. */
export type RestrictionKind = 'Input' | 'View';

const EXCLUSION = { Input: 'ExclusionInput', View: 'ExclusionView' } as const;

/**
 * The restrictions panel of Form Settings and of the field dialog: the three checkboxes and, per kind,
 * role exceptions (offered roles only, already-added ones removed) and user e-mail exceptions (known
 * scope users only, case-insensitive, duplicates ignored).
 */
export class RestrictionsStore {
  permissions: Permissions;
  roles: RoleInfo[] = [];
  users: ScopeUser[] = [];
  /** False until the role and user lists arrive. */
  choicesLoaded = false;
  emailText: Record<RestrictionKind, string> = { Input: '', View: '' };
  emailError: Record<RestrictionKind, string | null> = { Input: null, View: null };
  private initial: string;

  constructor(permissions: Permissions = noRestrictions()) {
    this.permissions = permissions;
    this.initial = JSON.stringify(permissionsToSave(permissions));
    makeAutoObservable<RestrictionsStore, 'initial'>(this, { initial: false }, { autoBind: true });
  }

  /** Starts over from loaded permissions (not a change). */
  reset(permissions: Permissions): void {
    this.permissions = permissions;
    this.initial = JSON.stringify(permissionsToSave(permissions));
  }

  choicesArrived(roles: readonly RoleInfo[], users: readonly ScopeUser[]): void {
    this.roles = [...roles];
    this.users = [...users];
    this.choicesLoaded = true;
  }

  get controls(): RestrictionControls {
    return restrictionControls(this.permissions);
  }

  /** What SetPermissions should send. */
  get toSave(): Permissions {
    return permissionsToSave(this.permissions);
  }

  get changed(): boolean {
    return JSON.stringify(this.toSave) !== this.initial;
  }

  exclusion(kind: RestrictionKind): PermissionExclusion {
    return this.permissions[EXCLUSION[kind]];
  }

  offeredRoles(kind: RestrictionKind): RoleInfo[] {
    return offeredRoles(this.roles, this.exclusion(kind));
  }

  emailSuggestions(kind: RestrictionKind): string[] {
    return suggestedEmails(
      this.emailText[kind],
      this.users.map((u) => u.Email),
      this.exclusion(kind),
      20,
    );
  }

  toggled(toggle: RestrictionToggle, on: boolean): void {
    this.permissions = toggleRestriction(this.permissions, toggle, on);
  }

  roleAdded(kind: RestrictionKind, roleId: number): void {
    const role = this.roles.find((r) => r.roleId === roleId);
    if (role) this.setExclusion(kind, addRoleException(this.exclusion(kind), role));
  }

  roleRemoved(kind: RestrictionKind, roleId: number): void {
    this.setExclusion(kind, removeRoleException(this.exclusion(kind), roleId));
  }

  emailChanged(kind: RestrictionKind, text: string): void {
    this.emailText[kind] = text;
    this.emailError[kind] = null;
  }

  /** Adds the typed address; a duplicate is ignored (the input is cleared, nothing is said). */
  userAdded(kind: RestrictionKind): void {
    const outcome = addUserException(
      this.exclusion(kind),
      this.emailText[kind],
      this.users.map((u) => u.Email),
    );
    if (outcome.ok || outcome.reason === 'duplicate') {
      this.setExclusion(kind, outcome.exclusion);
      this.emailText[kind] = '';
      this.emailError[kind] = null;
    } else {
      this.emailError[kind] = outcome.message;
    }
  }

  userRemoved(kind: RestrictionKind, email: string): void {
    this.setExclusion(kind, removeUserException(this.exclusion(kind), email));
  }

  private setExclusion(kind: RestrictionKind, exclusion: PermissionExclusion): void {
    this.permissions = { ...this.permissions, [EXCLUSION[kind]]: exclusion };
  }
}
