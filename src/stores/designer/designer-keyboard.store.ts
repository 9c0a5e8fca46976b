import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import type { FieldTypeId } from '../../domain/forms/form.entity';
import { designerCommand, type KeyPress } from '../../domain/forms/designer/keyboard-commands';
import {
  deleteRequest,
  fieldToOpen,
  focusTarget,
  gridExtent,
  nextCell,
  spanAt,
  type GridCell,
} from '../../domain/forms/designer/keyboard-navigation';
import { DesignerEditorStore } from './designer-editor.store';
import { DesignerGridStore } from './designer-grid.store';
import { DesignerStore } from './designer.store';

/**
 * The designer's keyboard path (beyond the specification): arrows move the focus cell, Enter opens
 * the field dialog, Delete asks "Delete Field?", Ctrl+C / Ctrl+V copy and paste, Ctrl+Z / Ctrl+Y
 * undo and redo. A toolbar tool activated from the keyboard adds its field at the focus.
 */
@injectable()
export class DesignerKeyboardStore {
  /** Whether the user's roles allow deleting fields (docs/authorization.md); the view says so. */
  deleteAllowed = true;

  constructor(
    @inject(DesignerStore) readonly designer: DesignerStore,
    @inject(DesignerEditorStore) private readonly editor: DesignerEditorStore,
    @inject(DesignerGridStore) private readonly grid: DesignerGridStore,
  ) {
    makeAutoObservable<DesignerKeyboardStore, 'editor' | 'grid'>(
      this,
      { designer: false, editor: false, grid: false },
      { autoBind: true },
    );
  }

  allowDelete(allowed: boolean): void {
    this.deleteAllowed = allowed;
  }

  private get layout() {
    return this.designer.grid.model.layout;
  }

  private get extent() {
    const { rowCount, columnCount } = this.designer.grid;
    return gridExtent(this.layout, { columns: columnCount, trailingRow: rowCount > this.layout.rows.length });
  }

  /** The focus, or the first cell. */
  get focus(): GridCell {
    return this.designer.view.focus ?? { row: 1, col: 1 };
  }

  /** The field or empty cell the focus ring surrounds. */
  get target() {
    return focusTarget(this.layout, this.focus);
  }

  /** Handles a key press; true when it was a designer command (the view then prevents the default). */
  keyPressed(press: KeyPress): boolean {
    const command = designerCommand(press);
    if (!command || this.designer.view.dialog || !this.designer.form) return false;
    const { form } = this.designer;
    switch (command.kind) {
      case 'move':
        this.designer.view.focusCell(nextCell(this.layout, this.focus, command.key, this.extent));
        return true;
      case 'undo':
        void this.grid.undo(true);
        return true;
      case 'redo':
        void this.grid.redo(true);
        return true;
      case 'open': {
        const field = fieldToOpen(form.Fields, this.layout, this.focus);
        if (field) this.editor.editRequested(field.FieldDefinitionId);
        return true;
      }
      case 'delete': {
        const request = deleteRequest(form.Fields, this.layout, this.focus);
        if (request && this.deleteAllowed) void this.editor.deleteRequested(request.field.FieldDefinitionId);
        return true;
      }
      case 'copy': {
        const span = spanAt(this.layout, this.focus);
        void this.editor.copyRequested(span ? span.id : null);
        return true;
      }
      case 'paste': {
        const span = spanAt(this.layout, this.focus);
        void this.editor.pasteRequested(span ? span.id : this.zoneAtFocus());
        return true;
      }
    }
  }

  /** A field or cell was clicked or focused with the pointer: the keyboard continues from there. */
  cellFocused(cell: GridCell): void {
    this.designer.view.focusCell(cell);
  }

  /** A toolbar tool activated with Enter or a click: its field goes after the focused field, or into the focused cell's row. */
  toolActivated(type: FieldTypeId): Promise<void> {
    const span = spanAt(this.layout, this.focus);
    return this.editor.toolDropped(type, span ? { kind: 'after', fieldId: span.id } : this.zoneAtFocus());
  }

  /** A My Fields template activated with Enter or a click: like a tool, at the focus. */
  templateActivated(templateId: number): Promise<void> {
    const span = spanAt(this.layout, this.focus);
    return this.editor.templateDropped(
      templateId,
      span ? { kind: 'after', fieldId: span.id } : this.zoneAtFocus(),
    );
  }

  /** The drop zone of the focus when it is not on a field: the end of its row, or a row of its own. */
  zoneAtFocus(): DropZone {
    const { row } = this.focus;
    const rows = this.layout.rows;
    if (row <= rows.length && rows[row - 1].length > 0) return { kind: 'rowEnd', row };
    return { kind: 'newRow', beforeRow: Math.min(row, rows.length + 1) };
  }
}
