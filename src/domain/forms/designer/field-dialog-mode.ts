/**
 * The field dialog's modes, titles and main button (spec section 4): mode 1 creates or edits a field
 * in a form (create when the field has no definition id), FIELD_DEFINITION edits a definition that
 * the caller applies itself, mode 2 edits a template. Titles are "Create Form Field" or "Edit Form
 * Field", with " Template" appended in mode 2; the button reads Create, Apply or Save.
 */
import { FieldType } from '../form.entity';

export const FieldDialogMode = { Form: 1, Template: 2, FieldDefinition: 'FIELD_DEFINITION' } as const;
export type FieldDialogModeId = (typeof FieldDialogMode)[keyof typeof FieldDialogMode];

const isNew = (fieldId: number | null | undefined) => fieldId == null || fieldId <= 0;

/** "Create Form Field", "Edit Form Field", "Create Form Field Template" or "Edit Form Field Template". */
export function fieldDialogTitle(mode: FieldDialogModeId, fieldId: number | null | undefined): string {
  const title = isNew(fieldId) && mode !== FieldDialogMode.Template ? 'Create Form Field' : 'Edit Form Field';
  return mode === FieldDialogMode.Template ? `${title} Template` : title;
}

/**
 * Our reading of which button is which: Create for a new field in mode 1, Apply in FIELD_DEFINITION
 * mode (the caller applies the definition), Save for an existing field or a template. The designer opens
 * a field already on the form in FIELD_DEFINITION mode (Apply) and a dropped one in mode 1 (Create);
 * My Fields edits a template in mode 2 (Save).
 */
export function fieldDialogButton(
  mode: FieldDialogModeId,
  fieldId: number | null | undefined,
): 'Create' | 'Apply' | 'Save' {
  if (mode === FieldDialogMode.FieldDefinition) return 'Apply';
  if (mode === FieldDialogMode.Form && isNew(fieldId)) return 'Create';
  return 'Save';
}

const WITH_VALIDATION_TAB: ReadonlySet<number> = new Set([
  FieldType.TextBox,
  FieldType.TextArea,
  FieldType.Select,
  FieldType.CheckBoxList,
  FieldType.RadioButtonList,
  FieldType.NestedSelect,
  FieldType.Formula,
]);

/**
 * True when the dialog shows the General and Validation tabs: text, text area, drop-down, check-box
 * list, select, radio list, nested select and formula fields, when a field definition is edited
 * (our reading: in FIELD_DEFINITION mode and when an existing field is edited in mode 1).
 */
export function showsValidationTab(
  mode: FieldDialogModeId,
  typeId: number,
  fieldId: number | null | undefined,
): boolean {
  if (!WITH_VALIDATION_TAB.has(typeId)) return false;
  return mode === FieldDialogMode.FieldDefinition || (mode === FieldDialogMode.Form && !isNew(fieldId));
}
