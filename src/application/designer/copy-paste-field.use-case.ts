import { inject, injectable } from 'inversify';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import {
  clearClipboard,
  copyField,
  pasteField,
  pastedField,
  type ClipboardEntry,
} from '../../domain/forms/designer/field-clipboard';
import { DesignerMessage } from '../../domain/forms/designer/designer-messages';
import { dropNewField } from '../../domain/forms/designer/field-drop';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { laidOut } from './designer-layout';

export interface PastePlan {
  readonly target: Form;
  /** The new field (provisional id) and the restrictions to give it once created. */
  readonly field: FieldDefinition;
  readonly permissions: Permissions | null;
}

/**
 * The user copies a field to the designer clipboard, pastes it after another field, or clears the
 * clipboard (forms spec §4, §8). Copy keeps the field's restrictions (`fieldsetup/GetPermissions`).
 */
@injectable()
export class CopyPasteField {
  constructor(
    @inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The clipboard entry, or null when the field may not be copied (the toast says so). */
  /**
   * Ctrl+C where no field can be copied: on a new line's place at the end of a row, or on empty cells. The
   * specification's refusal says so, rather than nothing happening.
   */
  refuseCopy(): void {
    this.notifier.show('error', DesignerMessage.copyNotAllowed);
  }

  async copy(field: FieldDefinition): Promise<ClipboardEntry | null> {
    const refused = copyField(field, null);
    if (!refused.ok) {
      this.notifier.show('error', refused.message);
      return null;
    }
    const permissions = await this.fieldSetup.permissions(field.FieldDefinitionId);
    const outcome = copyField(field, permissions.ok ? permissions.data : null);
    if (!outcome.ok) return null;
    this.notifier.show('info', outcome.message);
    return outcome.entry;
  }

  /** The form with the pasted field after `targetFieldId`, or null (the toast says why). */
  paste(form: Form, entry: ClipboardEntry | null, targetFieldId: number): PastePlan | null {
    const outcome = pasteField(form, entry, targetFieldId);
    if (!outcome.ok) {
      this.notifier.show(entry === null ? 'info' : 'error', outcome.message);
      return null;
    }
    return {
      target: laidOut(form, outcome.plan.fields),
      field: outcome.field,
      permissions: outcome.permissions,
    };
  }

  /** Pastes on a drop zone that is not a field (an empty cell, the empty last row). */
  pasteAt(form: Form, entry: ClipboardEntry | null, zone: DropZone): PastePlan | null {
    if (entry === null) return this.refuse('info', DesignerMessage.clipboardEmpty);
    const field = pastedField(form, entry);
    const dropped = dropNewField(form, field, zone, DesignerMessage.pasteWouldCreateCycle);
    if (!dropped.ok) return this.refuse('error', dropped.message);
    const placed = dropped.plan.fields.find(
      (f) => f.FieldDefinitionId === field.FieldDefinitionId,
    ) as FieldDefinition;
    return { target: laidOut(form, dropped.plan.fields), field: placed, permissions: entry.permissions };
  }

  private refuse(kind: 'info' | 'error', message: string): null {
    this.notifier.show(kind, message);
    return null;
  }

  /** Empties the clipboard with the info toast. */
  clear(): null {
    this.notifier.show('info', clearClipboard().message);
    return null;
  }
}
