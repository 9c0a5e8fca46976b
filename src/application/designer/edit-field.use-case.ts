import { injectable } from 'inversify';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';
import { laidOut } from './designer-layout';

/**
 * The user changes a field of the form in the field dialog (mode 1 on a saved field: Save): the
 * form with the new version of the field, laid out again (its column span may have changed).
 */
@injectable()
export class EditField {
  /** Null when the field is no longer in the form. */
  plan(form: Form, field: FieldDefinition): Form | null {
    const current = form.Fields.find((f) => f.FieldDefinitionId === field.FieldDefinitionId);
    if (!current) return null;
    // PermissionMask is forced to 15 only while editing (forms spec §6): the stored one is kept.
    const updated: FieldDefinition = {
      ...field,
      FormId: form.FormId,
      Sequence: current.Sequence,
      PermissionMask: current.PermissionMask,
    };
    return laidOut(
      form,
      form.Fields.map((f) => (f === current ? updated : f)),
    );
  }
}
