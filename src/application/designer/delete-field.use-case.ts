import { inject, injectable } from 'inversify';
import { deleteFieldConfirmation } from '../../domain/forms/designer/designer-messages';
import type { Form } from '../../domain/forms/form.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { laidOut } from './designer-layout';

/** The user deletes a field (its button, or the Delete key on it): "Delete Field?" first (forms spec §8). */
@injectable()
export class DeleteField {
  constructor(@inject(Dialogs) private readonly dialogs: Dialogs) {}

  /** The form without the field, or null when the user said no or the field is gone. */
  async plan(form: Form, fieldId: number): Promise<Form | null> {
    const field = form.Fields.find((f) => f.FieldDefinitionId === fieldId);
    if (!field) return null;
    const { title, message, confirm, cancel } = deleteFieldConfirmation(field.TypeId);
    if (!(await this.dialogs.confirm({ title, message, confirmLabel: confirm, cancelLabel: cancel })))
      return null;
    return laidOut(
      form,
      form.Fields.filter((f) => f.FieldDefinitionId !== fieldId),
    );
  }
}
