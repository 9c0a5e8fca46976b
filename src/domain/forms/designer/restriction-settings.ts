/**
 * Restrictions in Form Settings and on a field (spec sections 2 and 6): the Restrictions checkbox
 * reveals Restricted Input and Restricted View, each of which reveals its exception pickers; and the
 * field PermissionMask forced to 15 in edit mode.
 */
import type { FieldDefinition } from '../form.entity';
import type { PermissionExclusion, Permissions } from '../form-permissions.entity';
import { EDIT_MODE_PERMISSION_MASK } from './field-defaults';

/** Which controls the restrictions panel shows. */
export interface RestrictionControls {
  readonly restrictedInput: boolean;
  readonly restrictedView: boolean;
  readonly inputExceptions: boolean;
  readonly viewExceptions: boolean;
}

export function restrictionControls(
  p: Pick<Permissions, 'Restrictions' | 'RestrictedInput' | 'RestrictedView'>,
): RestrictionControls {
  return {
    restrictedInput: p.Restrictions,
    restrictedView: p.Restrictions,
    inputExceptions: p.Restrictions && p.RestrictedInput,
    viewExceptions: p.Restrictions && p.RestrictedView,
  };
}

export type RestrictionToggle = 'Restrictions' | 'RestrictedInput' | 'RestrictedView';

/**
 * Sets one checkbox. Turning a checkbox off hides what it revealed but keeps the choices made under
 * it (our choice: nothing the user picked is lost by a mis-click); permissionsToSave drops them.
 */
export function toggleRestriction(p: Permissions, toggle: RestrictionToggle, on: boolean): Permissions {
  return { ...p, [toggle]: on };
}

const none = (): PermissionExclusion => ({ RolesDefined: [], UsersDefined: [] });

/** What SetPermissions sends: hidden settings cleared, so the server stores only what the user sees. */
export function permissionsToSave(p: Permissions): Permissions {
  const shown = restrictionControls(p);
  return {
    Restrictions: p.Restrictions,
    RestrictedInput: shown.restrictedInput && p.RestrictedInput,
    RestrictedView: shown.restrictedView && p.RestrictedView,
    ExclusionInput: shown.inputExceptions ? p.ExclusionInput : none(),
    ExclusionView: shown.viewExceptions ? p.ExclusionView : none(),
  };
}

/** The field's PermissionMask as the designer uses it: 15 in edit mode, the stored mask otherwise. */
export function designerPermissionMask(
  field: Pick<FieldDefinition, 'PermissionMask'>,
  editMode: boolean,
): number | undefined {
  return editMode ? EDIT_MODE_PERMISSION_MASK : field.PermissionMask;
}

/** The fields with PermissionMask forced to 15 when `editMode` is on (unchanged otherwise). */
export function withEditModePermissions(
  fields: readonly FieldDefinition[],
  editMode: boolean,
): FieldDefinition[] {
  if (!editMode) return fields.slice();
  return fields.map((f) =>
    f.PermissionMask === EDIT_MODE_PERMISSION_MASK ? f : { ...f, PermissionMask: EDIT_MODE_PERMISSION_MASK },
  );
}
