import { makeAutoObservable, observableRef } from 'mobx';
import type { DropZone } from '../domain/forms/designer/drop-zones';
import type { GridCell } from '../domain/forms/designer/keyboard-navigation';
import type { FieldDefinition, FormOptions } from '../domain/forms/form.entity';

/** The dialog the designer has open (the dialogs themselves are in src/ui/designer/dialogs/). */
export type DesignerDialog =
  /** Field dialog, mode 1: a new field to place at `zone`, or (zone null) a field of the form to edit. */
  | { readonly kind: 'field'; readonly field: FieldDefinition; readonly zone: DropZone | null }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'settings' };

/**
 * What the designer screen shows around the form: edit or fill mode, the rulers and page guide
 * checkbox, the keyboard focus cell, the open dialog and the progress ("Please Wait") dialog.
 */
export class DesignerViewState {
  /** Edit mode (the designer) or fill mode (the form as users fill it). */
  editMode = true;
  /** The "Rulers and page guide" checkbox. */
  guidesChecked = true;
  focus: GridCell | null = null;
  dialog: DesignerDialog | null = null;
  progress: string | null = null;
  /** Page breaks measured by Recalculate Print Guides (null: from the stored row heights). */
  measuredBreaks: number[] | null = null;

  constructor() {
    makeAutoObservable(
      this,
      { dialog: observableRef, focus: observableRef, measuredBreaks: observableRef },
      { autoBind: true },
    );
  }

  /** Ruler 1 always, 2 never, 0 when the checkbox is ticked (our reading of "conditional"). */
  rulersShown(options: FormOptions | undefined): boolean {
    const ruler = options?.Ruler ?? 0;
    return ruler === 1 || (ruler === 0 && this.guidesChecked);
  }

  /** Guide 1 (portrait) shows the page guide while the checkbox is ticked; Guide 0 never. */
  guideShown(options: FormOptions | undefined): boolean {
    return (options?.Guide ?? 0) === 1 && this.guidesChecked;
  }

  setGuidesChecked(checked: boolean): void {
    this.guidesChecked = checked;
  }

  setEditMode(on: boolean): void {
    this.editMode = on;
  }

  focusCell(cell: GridCell | null): void {
    this.focus = cell;
  }

  open(dialog: DesignerDialog): void {
    this.dialog = dialog;
  }

  close(): void {
    this.dialog = null;
  }

  setProgress(text: string | null): void {
    this.progress = text;
  }

  setMeasuredBreaks(breaks: number[] | null): void {
    this.measuredBreaks = breaks;
  }
}
