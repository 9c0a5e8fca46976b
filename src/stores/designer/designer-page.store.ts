import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { pageBreaks } from '../../application/designer/print-guides';
import { rowHeightsOf } from '../../domain/forms/instance/form-grid';
import { DesignerEditorStore } from './designer-editor.store';
import { DesignerGridStore } from './designer-grid.store';
import { DesignerKeyboardStore } from './designer-keyboard.store';
import { DesignerPreviewStore } from './designer-preview.store';
import { DesignerStore } from './designer.store';

export { PORTRAIT_PAGE } from '../../application/designer/print-guides';

/**
 * The designer page (/setup/form/manage/{formId}): one per open page (transient). Its parts share one
 * DesignerStore (bound in request scope): fields (editor), rows, columns, history and settings
 * (grid), the keyboard path and fill mode (preview). My Fields items are
 * src/ui/designer/dialogs/my-field-item.tsx (edit, delete); dropping one is the editor's.
 */
@injectable()
export class DesignerPageStore {
  constructor(
    @inject(DesignerStore) readonly designer: DesignerStore,
    @inject(DesignerEditorStore) readonly editor: DesignerEditorStore,
    @inject(DesignerGridStore) readonly grid: DesignerGridStore,
    @inject(DesignerKeyboardStore) readonly keyboard: DesignerKeyboardStore,
    @inject(DesignerPreviewStore) readonly preview: DesignerPreviewStore,
  ) {
    makeAutoObservable(
      this,
      { designer: false, editor: false, grid: false, keyboard: false, preview: false },
      { autoBind: true },
    );
  }

  get view() {
    return this.designer.view;
  }

  open(formId: number): Promise<void> {
    this.view.setEditMode(true);
    this.preview.stop();
    return this.designer.open(formId);
  }

  /** The edit / preview toggle: leaving edit mode recalculates every formula (forms spec §4). */
  editModeChanged(on: boolean): void {
    if (on === this.view.editMode) return;
    this.view.setEditMode(on);
    if (on) this.preview.stop();
    else if (this.designer.form) this.preview.start(this.designer.form);
  }

  /** Where the page guide draws page breaks: measured by Recalculate Print Guides, or from the row heights. */
  get pageBreaks(): number[] {
    if (this.view.measuredBreaks) return this.view.measuredBreaks;
    const { form } = this.designer;
    return form ? pageBreaks(rowHeightsOf(form.Rows, this.designer.grid.rowCount)) : [];
  }

  /** Recalculate Print Guides: the rows' heights as rendered (content can make a row taller than its setting). */
  printGuidesMeasured(rowHeights: readonly number[]): void {
    this.view.setMeasuredBreaks(pageBreaks(rowHeights));
  }

  /** Whether leaving would lose something (the leave prompt asks). */
  isDirty(): boolean {
    return this.designer.isDirty();
  }

  dispose(): void {
    this.designer.dispose();
    this.preview.dispose();
  }
}
