/**
 * The designer clipboard (spec section 4): copy keeps a field with its permissions, stripped of its
 * id and sequence; paste inserts it after the target field as a new field. New Line, Empty and
 * linked fields cannot be copied.
 */
import { FieldType, type FieldDefinition, type FieldValidation, type Form } from '../form.entity';
import type { Permissions } from '../form-permissions.entity';
import { DesignerMessage } from './designer-messages';
import type { FieldBody } from './field-defaults';
import { dropNewField, type DropPlan } from './field-drop';
import { withIdentity } from './field-creation';

/** What the clipboard holds. */
export interface ClipboardEntry {
  /** The copied field without FieldDefinitionId, FieldNumber, FormId and Sequence (a paste numbers it anew). */
  readonly field: FieldBody;
  /** The field's permissions at copy time (null when they were not loaded). */
  readonly permissions: Permissions | null;
  /** The id the field had, so a paste can drop references to itself. */
  readonly sourceFieldId: number;
}

const NOT_COPYABLE: ReadonlySet<number> = new Set([
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.LinkedField,
]);

/** New Line, Empty and linked fields (also linked fields that took their parent's type) cannot be copied. */
export function canCopyField(field: Pick<FieldDefinition, 'TypeId' | 'OrigTypeId'>): boolean {
  return (
    !NOT_COPYABLE.has(field.TypeId) && !(field.OrigTypeId !== undefined && NOT_COPYABLE.has(field.OrigTypeId))
  );
}

export type CopyOutcome =
  | { readonly ok: true; readonly entry: ClipboardEntry; readonly message: string }
  | { readonly ok: false; readonly message: string };

/** Copies `field`: the entry and the info toast, or the refusal toast. */
export function copyField(field: FieldDefinition, permissions: Permissions | null): CopyOutcome {
  if (!canCopyField(field)) return { ok: false, message: DesignerMessage.copyNotAllowed };
  const {
    FieldDefinitionId,
    FieldNumber: _number,
    FormId: _formId,
    Sequence: _sequence,
    ...body
  } = structuredClone(field);
  return {
    ok: true,
    entry: {
      field: body,
      permissions: permissions === null ? null : structuredClone(permissions),
      sourceFieldId: FieldDefinitionId,
    },
    message: DesignerMessage.copied,
  };
}

/** Clearing the clipboard: the empty clipboard and the info toast. */
export function clearClipboard(): { readonly entry: null; readonly message: string } {
  return { entry: null, message: DesignerMessage.clipboardCleared };
}

/** Validation conditions whose source was the copied field itself now test the field itself (null). */
export function dropSelfSourceReferences(
  validation: FieldValidation | null | undefined,
  sourceFieldId: number,
): FieldValidation | null {
  if (validation == null) return null;
  return {
    ...validation,
    FieldValidationGroups: (validation.FieldValidationGroups ?? []).map((group) => ({
      ...group,
      FieldValidationConditions: (group.FieldValidationConditions ?? []).map((c) =>
        c.SourceFieldDefinitionId === sourceFieldId ? { ...c, SourceFieldDefinitionId: null } : c,
      ),
    })),
  };
}

/** The field a paste creates in `form` (new id; conditions re-pointed at it), not yet placed. */
export function pastedField(form: Pick<Form, 'FormId' | 'Fields'>, entry: ClipboardEntry): FieldDefinition {
  const field = withIdentity(structuredClone(entry.field), form);
  return {
    ...field,
    FieldValidation: dropSelfSourceReferences(field.FieldValidation, entry.sourceFieldId),
    ...(field.Conditions
      ? {
          Conditions: field.Conditions.map((c) => ({
            ...c,
            ConditionId: 0,
            FieldDefinitionId: field.FieldDefinitionId,
          })),
        }
      : {}),
  };
}

export type PasteOutcome =
  | {
      readonly ok: true;
      readonly plan: DropPlan;
      readonly field: FieldDefinition;
      readonly permissions: Permissions | null;
    }
  | { readonly ok: false; readonly message: string };

/** Pastes the clipboard after `targetFieldId`. The permissions are to be set on the new field once it is created. */
export function pasteField(
  form: Pick<Form, 'FormId' | 'Fields'>,
  entry: ClipboardEntry | null,
  targetFieldId: number,
): PasteOutcome {
  if (entry === null) return { ok: false, message: DesignerMessage.clipboardEmpty };
  if (!canCopyField(entry.field)) return { ok: false, message: DesignerMessage.copyNotAllowed };
  const field = pastedField(form, entry);
  const dropped = dropNewField(
    form,
    field,
    { kind: 'after', fieldId: targetFieldId },
    DesignerMessage.pasteWouldCreateCycle,
  );
  if (!dropped.ok) return dropped;
  const placed = dropped.plan.fields.find(
    (f) => f.FieldDefinitionId === field.FieldDefinitionId,
  ) as FieldDefinition;
  return { ok: true, plan: dropped.plan, field: placed, permissions: entry.permissions };
}
