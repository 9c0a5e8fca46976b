/**
 * Creating a field from a toolbar type (spec section 4): which types are created at once, which open
 * the field dialog, and which ask first; the new field itself with its provisional id.
 */
import { FieldType, type FieldDefinition, type FieldTypeId, type Form } from '../form.entity';
import { defaultFieldBody, type FieldBody } from './field-defaults';
import { nextFieldNumber } from '../field-number';
import { nextFieldId } from './field-order';

/**
 * How a dropped type is created:
 * - `immediate`: New Line and Empty, saved at once without a dialog;
 * - `dialog`: the field dialog opens on the new field;
 * - `confirm-then-dialog`: a linked field asks LINKED_FIELD_CONFIRMATION first, then opens the
 *   dialog; after its save the progress dialog stays LINKED_FIELD_PROGRESS_MS.
 */
export type CreationFlow = 'immediate' | 'dialog' | 'confirm-then-dialog';

const IMMEDIATE: ReadonlySet<number> = new Set([FieldType.NewLine, FieldType.Empty]);

export function creationFlow(type: FieldTypeId): CreationFlow {
  if (IMMEDIATE.has(type)) return 'immediate';
  return type === FieldType.LinkedField ? 'confirm-then-dialog' : 'dialog';
}

/** True for every type but New Line and Empty. */
export function opensFieldDialog(type: number): boolean {
  return !IMMEDIATE.has(type);
}

/** True for the linked field, which asks before it is created. */
export function asksBeforeCreation(type: number): boolean {
  return type === FieldType.LinkedField;
}

/**
 * A new field of `type` for `form`: the type's defaults, FormId of the form, a provisional id (one higher
 * than the highest id in the form; the server gives the stored one), the number one higher than the highest
 * number in the form (forms spec §4), Sequence 0 (the drop gives it its place).
 */
export function newField(type: FieldTypeId, form: Pick<Form, 'FormId' | 'Fields'>): FieldDefinition {
  return withIdentity(defaultFieldBody(type), form);
}

/** A body (defaults, a template, the clipboard) turned into a field of `form` with a new id and number. */
export function withIdentity(
  body: FieldBody,
  form: Pick<Form, 'FormId' | 'Fields'>,
  id = nextFieldId(form.Fields),
  number = nextFieldNumber(form.Fields),
): FieldDefinition {
  return { ...body, FieldDefinitionId: id, FieldNumber: number, FormId: form.FormId, Sequence: 0 };
}
