import type { FieldDialogModeId } from '../../domain/forms/designer/field-dialog-mode';
import { FieldType, type FieldDefinition, type Form } from '../../domain/forms/form.entity';

/** What the field dialog opens on. */
export interface FieldDialogInput {
  mode: FieldDialogModeId;
  field: FieldDefinition;
  form: Form;
  otherFormsInSet: Array<{ FormId: number; FormName: string }>;
  /** Overrides the reading "new when the form does not hold the field's id (or it has none)". */
  isNew?: boolean;
  /** What the user may do (docs/authorization.md): set restrictions, turn encryption off. Both by default. */
  access?: FieldDialogAccess;
}

export interface FieldDialogAccess {
  share: boolean;
  decrypt: boolean;
}

/** null or `{ fieldDefinitionId }` (the id a new field got): saved. A string: the message to show. */
export type FieldSubmitResult = string | null | { fieldDefinitionId: number };
export type SubmitField = (
  field: FieldDefinition,
  options: { saveAsTemplate: boolean },
) => Promise<FieldSubmitResult>;

/** (ours) Asked when the dialog is closed with changes. */
export const DISCARD_CHANGES = {
  title: 'Discard changes?',
  message: 'This field has changes that are not saved. Close the dialog and discard them?',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/** Kinds a template cannot hold: no Save as template for them. */
export const NO_TEMPLATE: ReadonlySet<number> = new Set([
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.LinkedField,
  FieldType.MirrorField,
]);
