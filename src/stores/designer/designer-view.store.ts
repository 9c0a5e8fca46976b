import { makeAutoObservable, observableRef } from 'mobx';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import type { GridCell } from '../../domain/forms/designer/keyboard-navigation';
import type { FieldDefinition, FormOptions } from '../../domain/forms/form.entity';

/** The dialog the designer has open (the dialogs themselves are in src/ui/designer/dialogs/). */
export type DesignerDialog =
  /** Field dialog, mode 1: a new field to place at `zone`, or (zone null) a field of the form to edit. */
  | { readonly kind: 'field'; readonly field: FieldDefinition; readonly zone: DropZone | null }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'settings' };

/** The checkbox's state: ticked or not, and whether the form's Ruler setting holds it (with why). */
export interface GuidesSwitch {
  readonly checked: boolean;
  readonly locked: boolean;
  readonly reason: string | null;
}

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
  /** Counts requests that the focus ring's cell take the keyboard focus, wherever it is (the canvas answers each). */
  focusRequest = 0;
  dialog: DesignerDialog | null = null;
  progress: string | null = null;
  /** Page breaks measured by Recalculate Print Guides (null: from the stored row heights). */
  measuredBreaks: number[] | null = null;
  /**
   * Every row of the canvas is drawn, not only those in view and a screen beyond (Recalculate Print Guides
   * measures them all); stays once asked.
   */
  allRowsWanted = false;

  constructor() {
    makeAutoObservable(
      this,
      { dialog: observableRef, focus: observableRef, measuredBreaks: observableRef },
      { autoBind: true },
    );
  }

  /**
   * The "Rulers and page guide" checkbox as the form's Ruler setting leaves it: Ruler 0 (conditional)
   * lets the person tick it; Ruler 1 (always) holds it ticked and Ruler 2 (never) holds it cleared, so
   * the box never says the opposite of what the canvas shows (issue 12, item 10).
   */
  guidesSwitch(options: FormOptions | undefined): GuidesSwitch {
    const ruler = options?.Ruler ?? 0;
    if (ruler === 1)
      return { checked: true, locked: true, reason: 'Ruler is set to Always in Form Settings.' };
    if (ruler === 2)
      return { checked: false, locked: true, reason: 'Ruler is set to Never in Form Settings.' };
    return { checked: this.guidesChecked, locked: false, reason: null };
  }

  /** The rulers show while the checkbox (as the Ruler setting leaves it) is ticked. */
  rulersShown(options: FormOptions | undefined): boolean {
    return this.guidesSwitch(options).checked;
  }

  /** Guide 1 (portrait) shows the page guide while the checkbox is ticked; Guide 0 never. */
  guideShown(options: FormOptions | undefined): boolean {
    return (options?.Guide ?? 0) === 1 && this.guidesSwitch(options).checked;
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

  /** The focus ring's cell takes the keyboard focus once it is drawn (after Ctrl+Z or Ctrl+Y). */
  requestFocus(): void {
    this.focusRequest += 1;
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

  showAllRows(): void {
    this.allRowsWanted = true;
  }

  setMeasuredBreaks(breaks: number[] | null): void {
    this.measuredBreaks = breaks;
  }
}
