import { inject, injectable } from 'inversify';
import { DesignerMessage } from '../../domain/forms/designer/designer-messages';
import {
  checkTemplate,
  templateUpdate,
  templateUpdateToast,
} from '../../domain/forms/designer/field-templates';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import type { FieldDefinition } from '../../domain/forms/form.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { ConfirmDesignerDeletion } from './confirm-designer-deletion.use-case';

export type TemplateUpdate = { ok: true; template: FieldTemplate } | { ok: false; message: string };

/**
 * My Fields: a user edits a saved field template (`fieldsetup/UpdateTemplate`, with the toasts of
 * section 8) or deletes one after "Delete Field Template?" (`fieldsetup/DeleteTemplate`).
 */
@injectable()
export class ManageFieldTemplates {
  constructor(
    @inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDesignerDeletion) private readonly confirm: ConfirmDesignerDeletion,
  ) {}

  /**
   * Saves `field` (edited in the dialog's template mode) as `template`, named after the field's label.
   * A body that is not a valid template is refused without a call.
   */
  async update(template: FieldTemplate, field: FieldDefinition): Promise<TemplateUpdate> {
    const checked = checkTemplate(templateUpdate(template, field));
    if (!checked.ok) return this.failed(true);
    const result = await this.fieldSetup.updateTemplate(checked.template);
    if (result.ok) {
      const toast = templateUpdateToast(true);
      this.notifier.show(toast.kind, toast.message);
      return { ok: true, template: result.data };
    }
    const failure = result.failure;
    // A 4xx/5xx carrying this very text is already toasted by the global error catalogue: no second toast.
    const alreadyShown =
      failure.kind === 'status' && messageOf(failure.payload) === DesignerMessage.templateInvalid;
    return this.failed(failure.kind !== 'aborted' && !alreadyShown);
  }

  private failed(toast: boolean): TemplateUpdate {
    const { kind, message } = templateUpdateToast(false);
    if (toast) this.notifier.show(kind, message);
    return { ok: false, message };
  }

  /** Resolves true when the user confirmed and the template was deleted. */
  async remove(templateId: number): Promise<boolean> {
    if (!(await this.confirm.fieldTemplate())) return false;
    const result = await this.fieldSetup.deleteTemplate(templateId);
    return result.ok;
  }
}
