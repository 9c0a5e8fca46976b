import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AddField, type FieldSource } from '../../application/designer/add-field.use-case';
import { CopyPasteField } from '../../application/designer/copy-paste-field.use-case';
import { DeleteField } from '../../application/designer/delete-field.use-case';
import { EditField } from '../../application/designer/edit-field.use-case';
import { MoveField } from '../../application/designer/move-field.use-case';
import type { SaveOutcome } from '../../application/designer/save-form-changes.use-case';
import {
  LINKED_FIELD_PROGRESS_MS,
  LINKED_FIELD_PROGRESS_TEXT,
} from '../../domain/forms/designer/designer-messages';
import { HistoryLabel } from '../../domain/forms/designer/designer-history';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import type { ClipboardEntry } from '../../domain/forms/designer/field-clipboard';
import { nextFieldId } from '../../domain/forms/designer/field-order';
import { nextFieldNumber } from '../../domain/forms/field-number';
import { FieldType, type FieldDefinition, type FieldTypeId } from '../../domain/forms/form.entity';
import { Scheduler } from '../../ports/scheduler.port';
import { DesignerStore } from './designer.store';

/** Options the field dialog passes with the field it saves. */
export interface FieldSaveOptions {
  saveAsTemplate?: boolean;
}

/** null: an edit was saved; `{ fieldDefinitionId }`: a field was created; a string: the message for the dialog. */
export type FieldSubmitResult = string | null | { fieldDefinitionId: number };

/** (ours) Shown in the field dialog when the save failed (the error catalogue has said why). */
export const FIELD_NOT_SAVED = 'The field could not be saved. Please try again.';

/**
 * The designer's field operations (forms spec §4): drops of toolbar types, templates and fields,
 * the field dialog's result, delete, copy and paste. Each goes through the designer's change queue.
 */
@injectable()
export class DesignerEditorStore {
  clipboard: ClipboardEntry | null = null;

  constructor(
    @inject(DesignerStore) readonly designer: DesignerStore,
    @inject(AddField) private readonly adding: AddField,
    @inject(MoveField) private readonly moving: MoveField,
    @inject(DeleteField) private readonly deleting: DeleteField,
    @inject(EditField) private readonly editing: EditField,
    @inject(CopyPasteField) private readonly clipboardCases: CopyPasteField,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      DesignerEditorStore,
      'adding' | 'moving' | 'deleting' | 'editing' | 'clipboardCases' | 'scheduler'
    >(
      this,
      {
        clipboard: observableRef,
        designer: false,
        adding: false,
        moving: false,
        deleting: false,
        editing: false,
        clipboardCases: false,
        scheduler: false,
      },
      { autoBind: true },
    );
  }

  private get view() {
    return this.designer.view;
  }

  /** A toolbar type or a template dropped on `zone`. */
  async sourceDropped(source: FieldSource, zone: DropZone): Promise<void> {
    const form = this.designer.form;
    if (!form) return;
    const start = await this.adding.start(form, source, zone);
    if (start.kind === 'place') {
      await this.designer.change(HistoryLabel.addField, (current) => {
        // Planned on the form as it is now: the id and the number are one above the highest at that moment.
        const id = nextFieldId(current.Fields);
        const numbered = {
          ...start.field,
          FieldDefinitionId: id,
          FieldNumber: nextFieldNumber(current.Fields),
        };
        const placed = this.adding.place(current, numbered, start.zone);
        return placed.ok ? { target: placed.target, subject: id } : null;
      });
    } else if (start.kind === 'dialog') {
      // The field has a provisional id the form does not hold: the dialog reads it as new (mode 1, Create).
      runInAction(() => this.view.open({ kind: 'field', field: start.field, zone }));
    }
  }

  toolDropped(type: FieldTypeId, zone: DropZone): Promise<void> {
    return this.sourceDropped({ kind: 'tool', type }, zone);
  }

  templateDropped(templateId: number, zone: DropZone): Promise<void> {
    const template = this.designer.templates.find((entry) => entry.TemplateId === templateId);
    return template ? this.sourceDropped({ kind: 'template', template }, zone) : Promise.resolve();
  }

  /** An existing field dragged to `zone`. */
  fieldDropped(fieldId: number, zone: DropZone): Promise<SaveOutcome | null> {
    return this.designer.change(HistoryLabel.moveField, (form) => {
      const target = this.moving.plan(form, fieldId, zone);
      return target && { target, subject: fieldId };
    });
  }

  /** Opens the field dialog (mode 1) on a field of the form. */
  editRequested(fieldId: number): void {
    const field = this.designer.form?.Fields.find((f) => f.FieldDefinitionId === fieldId);
    if (field && field.TypeId !== FieldType.NewLine && field.TypeId !== FieldType.Empty)
      this.view.open({ kind: 'field', field, zone: null });
  }

  /**
   * The field dialog's Create or Save (its onSubmit): null when an edit was saved, the new field's
   * id when one was created, or the message to show when it was refused or failed. A linked field
   * shows the progress dialog for 3 seconds after the save.
   */
  async fieldDialogSaved(field: FieldDefinition, options: FieldSaveOptions = {}): Promise<FieldSubmitResult> {
    const dialog = this.view.dialog;
    if (!dialog || dialog.kind !== 'field') return null;
    const zone = dialog.zone;
    const linked = field.TypeId === FieldType.LinkedField || field.OrigTypeId === FieldType.LinkedField;
    if (linked) this.view.setProgress(LINKED_FIELD_PROGRESS_TEXT);
    let provisional = field.FieldDefinitionId;
    let refusal = '';
    const outcome = await this.designer.change(
      zone === null ? HistoryLabel.editField : HistoryLabel.addField,
      (form) => {
        if (zone === null) {
          const target = this.editing.plan(form, field);
          return target && { target, subject: field.FieldDefinitionId };
        }
        // Planned on the form as it is now: the id and the number are one above the highest at that moment.
        provisional = nextFieldId(form.Fields);
        const numbered = {
          ...field,
          FieldDefinitionId: provisional,
          FieldNumber: nextFieldNumber(form.Fields),
        };
        const placed = this.adding.place(form, numbered, zone);
        if (!placed.ok) refusal = placed.message;
        return placed.ok
          ? {
              target: placed.target,
              extras: { saveAsTemplate: options.saveAsTemplate === true },
              subject: provisional,
            }
          : null;
      },
    );
    if (linked) this.scheduler.after(LINKED_FIELD_PROGRESS_MS, () => this.view.setProgress(null));
    if (!outcome) return refusal || (zone === null ? null : FIELD_NOT_SAVED);
    if (!outcome.ok) return FIELD_NOT_SAVED;
    if (options.saveAsTemplate) void this.designer.refreshTemplates();
    if (zone === null) return null;
    const realId = outcome.renames.find(([from]) => from === provisional)?.[1] ?? provisional;
    return { fieldDefinitionId: realId };
  }

  dialogClosed(): void {
    this.view.close();
  }

  /** The Delete button or key: "Delete Field?" first. */
  deleteRequested(fieldId: number): Promise<SaveOutcome | null> {
    return this.designer.change(HistoryLabel.deleteField, async (form) => {
      const target = await this.deleting.plan(form, fieldId);
      return target && { target, subject: fieldId };
    });
  }

  /** Ctrl+C on a field, or (null) where there is none to copy. */
  async copyRequested(fieldId: number | null): Promise<void> {
    if (fieldId === null) return this.clipboardCases.refuseCopy();
    const field = this.designer.form?.Fields.find((f) => f.FieldDefinitionId === fieldId);
    if (!field) return;
    const entry = await this.clipboardCases.copy(field);
    if (entry) runInAction(() => (this.clipboard = entry));
  }

  /** Pastes after the field `target`, or on a zone that is not a field. */
  pasteRequested(target: number | DropZone): Promise<SaveOutcome | null> {
    return this.designer.change(HistoryLabel.pasteField, (form) => {
      const plan =
        typeof target === 'number'
          ? this.clipboardCases.paste(form, this.clipboard, target)
          : this.clipboardCases.pasteAt(form, this.clipboard, target);
      if (!plan) return null;
      const permissions = plan.permissions
        ? new Map([[plan.field.FieldDefinitionId, plan.permissions]])
        : undefined;
      return { target: plan.target, extras: { permissions }, subject: plan.field.FieldDefinitionId };
    });
  }

  clearClipboard(): void {
    this.clipboard = this.clipboardCases.clear();
  }
}
