import { inject, injectable } from 'inversify';
import { DesignerMessage, LINKED_FIELD_CONFIRMATION } from '../../domain/forms/designer/designer-messages';
import { resolveDropZone, type DropZone } from '../../domain/forms/designer/drop-zones';
import { creationFlow, newField } from '../../domain/forms/designer/field-creation';
import { dropNewField } from '../../domain/forms/designer/field-drop';
import { checkTemplate, fieldFromTemplate } from '../../domain/forms/designer/field-templates';
import { checkMirrorPlacement } from '../../domain/forms/designer/parent-fields';
import { FieldType, type FieldDefinition, type FieldTypeId, type Form } from '../../domain/forms/form.entity';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { laidOut } from './designer-layout';

/** What is dropped on the form: a type from the toolbar or a template from My Fields. */
export type FieldSource =
  | { readonly kind: 'tool'; readonly type: FieldTypeId }
  | { readonly kind: 'template'; readonly template: FieldTemplate };

export type AddFieldStart =
  /** New line and empty: placed at once, without a dialog (`place`). */
  | { readonly kind: 'place'; readonly field: FieldDefinition; readonly zone: DropZone }
  /** Every other type: the field dialog opens on `field` (mode 1, create). */
  | { readonly kind: 'dialog'; readonly field: FieldDefinition; readonly zone: DropZone }
  /** The user said no to the linked-field question, or the drop was refused (a toast said why). */
  | { readonly kind: 'stopped' };

export type Placement =
  | { readonly ok: true; readonly target: Form; readonly field: FieldDefinition }
  | { readonly ok: false; readonly message: string };

/**
 * The user drops a toolbar type or a template on a drop zone (forms spec §4): new line and empty are
 * placed at once; a linked field asks first; the others open the field dialog, whose result is then
 * placed. The new field's id is one above the highest in the form (the server gives the final one).
 */
@injectable()
export class AddField {
  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async start(form: Form, source: FieldSource, zone: DropZone): Promise<AddFieldStart> {
    const field = this.fieldFor(form, source);
    if (!field) return { kind: 'stopped' };
    const flow = creationFlow(field.TypeId);
    if (flow === 'immediate') return { kind: 'place', field, zone };
    if (resolveDropZone(form.Fields, zone, undefined, field.TypeId) === undefined) {
      this.refuse(DesignerMessage.targetMissing);
      return { kind: 'stopped' };
    }
    if (flow === 'confirm-then-dialog') {
      const { title, message, confirm, cancel } = LINKED_FIELD_CONFIRMATION;
      if (!(await this.dialogs.confirm({ title, message, confirmLabel: confirm, cancelLabel: cancel })))
        return { kind: 'stopped' };
    }
    return { kind: 'dialog', field, zone };
  }

  /**
   * Places `field` (as the dialog returned it) at `zone`. Refused with a toast when formulas would
   * end up on a cycle, or when a mirror's parent is missing or would make one.
   */
  place(form: Form, field: FieldDefinition, zone: DropZone): Placement {
    if (field.TypeId === FieldType.MirrorField) {
      const at = resolveDropZone(form.Fields, zone, undefined, field.TypeId);
      const check = checkMirrorPlacement(
        form,
        field.ParentFieldDefinitionId,
        at?.index ?? form.Fields.length,
      );
      if (!check.ok) return this.refuse(check.message);
    }
    const dropped = dropNewField(form, field, zone);
    if (!dropped.ok) return this.refuse(dropped.message);
    const placed = dropped.plan.fields.find(
      (f) => f.FieldDefinitionId === field.FieldDefinitionId,
    ) as FieldDefinition;
    return { ok: true, target: laidOut(form, dropped.plan.fields), field: placed };
  }

  private fieldFor(form: Form, source: FieldSource): FieldDefinition | null {
    if (source.kind === 'tool') return newField(source.type, form);
    const checked = checkTemplate(source.template);
    if (!checked.ok) {
      this.notifier.show('error', checked.message);
      return null;
    }
    return fieldFromTemplate(checked.template, form);
  }

  private refuse(message: string): Placement {
    this.notifier.show('error', message);
    return { ok: false, message };
  }
}
