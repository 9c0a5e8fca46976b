import { inject, injectable } from 'inversify';
import {
  DELETE_FIELD_CONFIRMATION,
  DELETE_TEMPLATE_CONFIRMATION,
  type Confirmation,
} from '../../domain/forms/designer/designer-messages';
import { Dialogs } from '../../ports/dialogs.port';

/**
 * The designer asks before deleting: "Delete Field?" (the field's data, linked fields and report
 * columns go too, and it cannot be undone) and "Delete Field Template?". Resolves true when confirmed.
 */
@injectable()
export class ConfirmDesignerDeletion {
  constructor(@inject(Dialogs) private readonly dialogs: Dialogs) {}

  field(): Promise<boolean> {
    return this.ask(DELETE_FIELD_CONFIRMATION);
  }

  fieldTemplate(): Promise<boolean> {
    return this.ask(DELETE_TEMPLATE_CONFIRMATION);
  }

  private ask(confirmation: Confirmation): Promise<boolean> {
    return this.dialogs.confirm({
      title: confirmation.title,
      message: confirmation.message,
      confirmLabel: confirmation.confirm,
      cancelLabel: confirmation.cancel,
    });
  }
}
