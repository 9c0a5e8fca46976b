/**
 * Linked and mirror fields (spec section 4): a linked field copies type, column span and formula from
 * its parent (a field of another form); a mirror field takes all properties from its parent (a field
 * of the same form). The field keeps its own identity and place, and its original type in OrigTypeId,
 * which is how the formula engine still recognises it.
 */
import { FieldType, type FieldDefinition, type Form } from '../form.entity';
import { checkMirrorField, type FormulaCheck } from '../formula/formula-checks';
import { DesignerMessage } from './designer-messages';

export type ParentOutcome =
  { readonly ok: true; readonly field: FieldDefinition } | { readonly ok: false; readonly message: string };

const parentIdOf = (field: FieldDefinition): number | null =>
  field.ParentFieldDefinitionId ?? field.ParentFieldDefinition?.FieldDefinitionId ?? null;

/**
 * The linked field as shown: TypeId, ColSpan and Formula from `parent` (the parent may come with the
 * field as ParentFieldDefinition). "Could not find parent for this linked field." when there is none.
 */
export function resolveLinkedField(
  field: FieldDefinition,
  parent: FieldDefinition | null | undefined = field.ParentFieldDefinition,
): ParentOutcome {
  if (parent == null || parentIdOf(field) === null)
    return { ok: false, message: DesignerMessage.linkedParentMissing };
  return {
    ok: true,
    field: {
      ...field,
      TypeId: parent.TypeId,
      OrigTypeId: FieldType.LinkedField,
      ColSpan: parent.ColSpan,
      Formula: parent.Formula,
      ParentFieldDefinitionId: parent.FieldDefinitionId,
      ParentFieldDefinition: parent,
    },
  };
}

/**
 * The mirror field as shown: every property of its parent in `fields`, with the mirror's own id,
 * number, form, place and permissions. "Please select parent for this mirror field." when no parent is set,
 * "Could not find parent for this mirror field." when it is not in the form.
 */
export function resolveMirrorField(
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
): ParentOutcome {
  const parentId = parentIdOf(field);
  if (parentId === null) return { ok: false, message: DesignerMessage.mirrorParentRequired };
  const parent = fields.find(
    (f) => f.FieldDefinitionId === parentId && f.FieldDefinitionId !== field.FieldDefinitionId,
  );
  if (parent === undefined) return { ok: false, message: DesignerMessage.mirrorParentMissing };
  return {
    ok: true,
    field: {
      ...parent,
      FieldDefinitionId: field.FieldDefinitionId,
      FieldNumber: field.FieldNumber,
      FormId: field.FormId,
      Sequence: field.Sequence,
      PermissionMask: field.PermissionMask ?? parent.PermissionMask,
      TypeId: parent.TypeId,
      OrigTypeId: FieldType.MirrorField,
      ParentFieldDefinitionId: parent.FieldDefinitionId,
      ParentFieldDefinition: null,
    },
  };
}

/**
 * Fields a mirror may take as parent: every field of the form except New Line, Empty, other mirrors
 * (our choice: mirror the original instead) and the mirror itself.
 */
export function mirrorParentChoices(
  fields: readonly FieldDefinition[],
  mirrorId?: number,
): FieldDefinition[] {
  const excluded: ReadonlySet<number> = new Set([FieldType.NewLine, FieldType.Empty, FieldType.MirrorField]);
  return fields.filter(
    (f) =>
      f.FieldDefinitionId !== mirrorId && !excluded.has(f.TypeId) && f.OrigTypeId !== FieldType.MirrorField,
  );
}

/**
 * May a mirror of `parentId` sit at layout position `atIndex` (counted without the mirror)? Besides
 * the parent checks, a mirror of a formula must not create a cross/cyclic reference (checkMirrorField
 * gives the specification's message).
 */
export function checkMirrorPlacement(
  form: Pick<Form, 'Fields'>,
  parentId: number | null | undefined,
  atIndex: number,
): FormulaCheck {
  if (parentId == null) return { ok: false, message: DesignerMessage.mirrorParentRequired };
  if (!form.Fields.some((f) => f.FieldDefinitionId === parentId))
    return { ok: false, message: DesignerMessage.mirrorParentMissing };
  return checkMirrorField(form, parentId, atIndex);
}
