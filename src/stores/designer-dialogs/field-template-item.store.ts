import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageFieldTemplates } from '../../application/designer-dialogs/manage-field-templates.use-case';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import type { FieldDefinition } from '../../domain/forms/form.entity';

/** One My Fields item: editing its template in the field dialog (mode 2), or deleting it. */
@injectable()
export class FieldTemplateItemStore {
  editing = false;
  busy = false;

  constructor(@inject(ManageFieldTemplates) private readonly templates: ManageFieldTemplates) {
    makeAutoObservable<FieldTemplateItemStore, 'templates'>(this, { templates: false }, { autoBind: true });
  }

  editStarted(): void {
    this.editing = true;
  }

  editEnded(): void {
    this.editing = false;
  }

  /** The dialog's submit: null and the saved template, or the message the dialog shows. */
  async update(
    template: FieldTemplate,
    field: FieldDefinition,
  ): Promise<{ message: string | null; saved: FieldTemplate | null }> {
    const result = await this.templates.update(template, field);
    return result.ok ? { message: null, saved: result.template } : { message: result.message, saved: null };
  }

  /** Resolves true when the user confirmed "Delete Field Template?" and the template is gone. */
  async remove(templateId: number): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const removed = await this.templates.remove(templateId);
    runInAction(() => {
      this.busy = false;
    });
    return removed;
  }
}
