import { observer } from 'mobx-react-lite';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { FocusTarget } from '../../../domain/forms/designer/keyboard-navigation';
import type { Form } from '../../../domain/forms/form.entity';
import { rowHeightsOf } from '../../../domain/forms/instance/form-grid';
import type { DesignerPageStore } from '../../../stores/designer/designer-page.store';
import { useStores } from '../../app/stores-context';
import { DesignerActionsContext, type DesignerActions } from './designer-actions';
import { DesignRow, type RowFocus } from './design-row';
import { ColumnRuler, PageGuide } from './rulers';
import { TrailingRow } from './trailing-row';
import { columnsTemplate, useGridResize } from './use-grid-resize';
import { useShownRows } from './use-shown-rows';

/** True when a key went to something that types (the designer's keys are then left alone). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]') !== null;
}

/** The focus as the row `row` sees it: only the focused row gets a value, so the other rows are not re-rendered. */
function rowFocus(target: FocusTarget, focusRow: number | undefined, row: number): RowFocus {
  if (row !== focusRow) return null;
  return target.kind === 'field' ? { fieldId: target.fieldId } : { col: target.col };
}

function focusSelector(target: FocusTarget, rowCount: number): string {
  if (target.kind === 'field') return `[data-field-id="${target.fieldId}"] > [data-dz-cell]`;
  return target.row > rowCount ? '[data-trailing-cell]' : `[data-row-end="${target.row}"] > [data-dz-end]`;
}

/**
 * The designer's grid canvas: rulers, rows of fields with their widths and heights, drop zones, the
 * page guide, and the keyboard path (a grid with one focusable cell; arrows move it).
 */
export const DesignerCanvas = observer(function DesignerCanvas({
  page,
  canvasRef,
}: {
  page: DesignerPageStore;
  canvasRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { designer, keyboard, view, editor, grid } = page;
  const form = designer.form as Form;
  const { model, rowCount } = designer.grid;
  const rowsRef = useRef<HTMLDivElement>(null);
  const rulers = view.rulersShown(form.Options);
  const guide = view.guideShown(form.Options);
  const heights = useMemo(() => rowHeightsOf(form.Rows, rowCount), [form.Rows, rowCount]);
  const rows = useMemo(() => [...form.Rows].sort((a, b) => a.RowIndex - b.RowIndex), [form.Rows]);
  const target = keyboard.target;
  const focusRow = target.kind === 'field' ? model.layout.spanOf(target.fieldId)?.row : target.row;
  // Only the rows in view and a screen beyond are drawn until the canvas scrolls near the others.
  const shown = useShownRows(canvasRef, heights, model.rows.length, focusRow, view.allRowsWanted);
  const copiedId = editor.clipboard ? editor.clipboard.sourceFieldId : null;
  const canPaste = editor.clipboard !== null;
  const canRemove = useStores().user.actions.remove;
  useEffect(() => keyboard.allowDelete(canRemove), [keyboard, canRemove]);
  // The field under the pointer: it (and the focused one) shows its Edit, Copy, Paste and Delete buttons.
  // The other cells carry none, so a 5,000-field form does not hold 20,000 hidden buttons.
  const [hovered, setHovered] = useState<number | null>(null);
  const hoveredRow = hovered === null ? undefined : model.layout.spanOf(hovered)?.row;
  // A field cell that takes the focus itself (not one of its buttons) becomes the keyboard's cell.
  const cellFocused = (target: EventTarget) => {
    const place = target instanceof HTMLElement ? target.dataset.dzCell : undefined;
    if (!place) return;
    const [row, col] = place.split(':').map(Number);
    actions.focus({ row, col });
  };
  const pointerOver = (event: PointerEvent<HTMLDivElement>) => {
    // A drag's pane covers the canvas: the cell under it keeps its state until the drag ends.
    if ((event.target as HTMLElement).classList?.contains('dz-drag-pane')) return;
    const cell = (event.target as HTMLElement).closest?.<HTMLElement>('.dz-cell');
    const id = cell ? Number(cell.dataset.fieldId) : null;
    if (id !== hovered) setHovered(id);
  };

  const actions = useMemo<DesignerActions>(
    () => ({
      edit: editor.editRequested,
      copy: (id) => void editor.copyRequested(id),
      paste: (id) => void editor.pasteRequested(id),
      remove: (id) => void (canRemove && editor.deleteRequested(id)),
      focus: keyboard.cellFocused,
      canRemove,
    }),
    [editor, keyboard, canRemove],
  );
  useGridResize(canvasRef, form.Columns, grid, view.editMode);

  // Keyboard moves: the focused cell takes the DOM focus, if the canvas has it, or had it on a cell that
  // a change took away (a field the server renamed, a field moved to another row) and nothing else took
  // it since. After Ctrl+Z or Ctrl+Y (a focus request) it takes it from wherever it was: the page body
  // after a drag, or the toolbar.
  const selector = focusSelector(target, model.rows.length);
  const focusRequest = view.focusRequest;
  const answered = useRef(focusRequest);
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const area = canvasRef.current;
    const requested = answered.current !== focusRequest;
    answered.current = focusRequest;
    const active = document.activeElement;
    const lost = lastFocused.current?.isConnected === false && (active === null || active === document.body);
    if (!area || !(requested || lost || area.contains(active))) return;
    const element = area.querySelector<HTMLElement>(selector);
    if (element && element !== document.activeElement) {
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [selector, canvasRef, focusRequest]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = keyboard.keyPressed({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      inEditable: isEditable(event.target),
    });
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const style = {
    '--dz-columns': columnsTemplate(form.Columns.map((column) => column.Width)),
  } as CSSProperties;
  return (
    <DesignerActionsContext.Provider value={actions}>
      <div
        ref={canvasRef}
        className={`dz-canvas${rulers ? '' : ' dz-canvas--no-rulers'}`}
        style={style}
        role="grid"
        aria-label="Form layout"
        aria-rowcount={rowCount}
        aria-describedby="dz-keys"
        onKeyDown={keyDown}
        onFocus={(event) => {
          lastFocused.current = event.target;
          cellFocused(event.target);
        }}
        onDoubleClick={(event) => {
          const cell = (event.target as HTMLElement).closest?.<HTMLElement>('[data-dz-cell]');
          const field = cell?.closest<HTMLElement>('[data-field-id]');
          if (cell?.dataset.dzEditable && field) actions.edit(Number(field.dataset.fieldId));
        }}
        onPointerOver={pointerOver}
        onPointerLeave={(event) => {
          // A drag's pane, not the user, took the pointer: the canvas keeps its state until the drag ends.
          if (!(event.relatedTarget as HTMLElement | null)?.classList?.contains('dz-drag-pane'))
            setHovered(null);
        }}
      >
        <p id="dz-keys" className="visually-hidden">
          Arrow keys move between cells. Enter opens the field, Delete deletes it, Ctrl+C copies it and Ctrl+V
          pastes after it. Ctrl+Z undoes, Ctrl+Y redoes.
        </p>
        {rulers && <ColumnRuler columns={form.Columns} />}
        <div className="dz-rows" ref={rowsRef} data-dz-rows="">
          {model.rows.slice(0, shown.count).map((row, i) => (
            <DesignRow
              key={i}
              index={i + 1}
              row={row}
              spans={model.layout.rows[i] ?? []}
              height={heights[i]}
              rowId={rows[i]?.RowId}
              rulers={rulers}
              shapes={designer.shapes}
              focus={rowFocus(target, focusRow, i + 1)}
              hoveredId={hoveredRow === i + 1 ? hovered : null}
              copiedId={copiedId}
              canPaste={canPaste}
            />
          ))}
          {shown.count < model.rows.length && (
            <div
              ref={shown.pendingRef}
              className="dz-rows-pending"
              style={{
                height: `${shown.pendingHeight}px`,
              }}
              aria-hidden="true"
            />
          )}
          <TrailingRow
            index={model.rows.length + 1}
            height={model.trailing ? (heights[model.rows.length] ?? null) : null}
            focused={target.kind === 'cell' && target.row > model.rows.length}
          />
          {guide && <PageGuide breaks={page.pageBreaks} offset={rulers ? 44 : 0} />}
        </div>
      </div>
    </DesignerActionsContext.Provider>
  );
});
