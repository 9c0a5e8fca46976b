import { layoutForm } from '../../domain/forms/designer/form-layout';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';

/**
 * The form as the designer shows it after a change: `fields` laid out by the automatic row rules
 * (rows end at new lines, empty rows go, a trailing new line adds an empty last row, Sequence
 * 1..n, columns from the widest row), rows keeping their heights.
 */
export function laidOut(form: Form, fields: readonly FieldDefinition[]): Form {
  return layoutForm({ ...form, Fields: [...fields] }, { previous: form }).form;
}
