import { PermissionBit, type FieldDefinition } from '../form.entity';
import type { FormInstance } from '../form-instance.entity';
import { isEditableKind, type FieldShape } from './field-kinds';

/** What the current user may do with one field of an instance. */
export interface FieldAccess {
  readonly view: boolean;
  readonly edit: boolean;
}

/** Every bit set: a field without a PermissionMask is not restricted. */
const FULL_MASK = 15;

/** AccessMask 1 or the read-only flag disables editing of the whole instance (forms spec §4, §6). */
export function isInstanceReadOnly(instance: Pick<FormInstance, 'AccessMask' | 'IsReadOnly'>): boolean {
  return instance.AccessMask === 1 || instance.IsReadOnly === true;
}

/** The three possible answers, shared: a large form asks once per field and keeps none of its own. */
const HIDDEN: FieldAccess = Object.freeze({ view: false, edit: false });
const VIEW: FieldAccess = Object.freeze({ view: true, edit: false });
const EDIT: FieldAccess = Object.freeze({ view: true, edit: true });

const accessOf = (view: boolean, edit: boolean): FieldAccess => (!view ? HIDDEN : edit ? EDIT : VIEW);

/** PermissionMask bit 1 means view, bit 4 edit (forms spec §6); editing needs viewing too. */
export function permissionAccess(field: Pick<FieldDefinition, 'PermissionMask'>): FieldAccess {
  const mask = typeof field.PermissionMask === 'number' ? field.PermissionMask : FULL_MASK;
  const view = (mask & PermissionBit.View) !== 0;
  return accessOf(view, view && (mask & PermissionBit.Edit) !== 0);
}

/**
 * The access of a field on the instance page: its permission bits, a read-only instance, and whether the
 * field is something a user types or chooses at all (formulas, mirrors and static content never are).
 */
export function fieldAccess(shape: FieldShape, instanceReadOnly: boolean): FieldAccess {
  const { view, edit } = permissionAccess(shape.field);
  return accessOf(view, edit && !instanceReadOnly && isEditableKind(shape));
}
