import { memo } from 'react';
import { fieldNumberOf } from '../../../domain/forms/field-number';
import type { GridRow } from '../../../domain/forms/designer/form-layout';
import type { GridSpan } from '../../../domain/forms/formula/grid-positions';
import type { FieldShape } from '../../../domain/forms/instance/field-kinds';
import type { FieldDefinition } from '../../../domain/forms/form.entity';
import { DesignCell } from './design-cell';
import { useDesignerActions } from './designer-actions';

/** Focus within one row: a field, or the empty cells after its last field (col). */
export type RowFocus = { readonly fieldId: number } | { readonly col: number } | null;

export interface DesignRowProps {
  index: number;
  row: GridRow;
  spans: readonly GridSpan[];
  height: number;
  rowId: number | undefined;
  rulers: boolean;
  shapes: ReadonlyMap<number, FieldShape>;
  focus: RowFocus;
  /** The field of this row under the pointer, if any. */
  hoveredId: number | null;
  copiedId: number | null;
  canPaste: boolean;
}

/** The new-line fields that end a row: small markers that can be dragged, and deleted with their button. */
function NewLineMarkers({ breaks, row }: { breaks: readonly FieldDefinition[]; row: number }) {
  const actions = useDesignerActions();
  return (
    <>
      {breaks.map((field) => (
        <span
          key={field.FieldDefinitionId}
          className="dz-newline"
          data-field-id={field.FieldDefinitionId}
          data-dz-drag={`field:${field.FieldDefinitionId}`}
          data-dz-label="New Line"
          title={`New line F${fieldNumberOf(field)} (ends row ${row})`}
        >
          {/* The arrow is a picture of the new line; screen readers read its words. */}
          <span aria-hidden="true">↵</span>
          <span className="visually-hidden">New line F{fieldNumberOf(field)}</span>
          {actions.canRemove && (
            <button
              type="button"
              className="dz-mini"
              tabIndex={-1}
              aria-label={`Delete new line F${fieldNumberOf(field)}`}
              onClick={() => actions.remove(field.FieldDefinitionId)}
            >
              ×
            </button>
          )}
        </span>
      ))}
    </>
  );
}

/**
 * One row of the grid: its ruler (row number, height handle), its fields, and the space after the
 * last field (drop zone "end of row") with the row's new-line markers. The thin band along its top
 * edge is the drop zone "a row of its own before this one" (see drop-geometry.ts). A row out of view is
 * not laid out or painted (`content-visibility`, designer.css) until it scrolls near.
 */
export const DesignRow = memo(function DesignRow(props: DesignRowProps) {
  const { index, row, spans, height, rowId, rulers, shapes, focus, hoveredId, copiedId, canPaste } = props;
  const actions = useDesignerActions();
  const lastEnd = spans.length > 0 ? spans[spans.length - 1].colEnd : 0;
  const endFocused = focus !== null && 'col' in focus;
  return (
    <div
      className="dz-row"
      role="row"
      aria-rowindex={index}
      style={{ minHeight: `${height}px`, containIntrinsicSize: `auto ${height}px` }}
      data-row={index}
      data-row-id={rowId}
    >
      {rulers && (
        <div className="dz-ruler-row" data-dz-row-ruler={index} data-row-id={rowId} aria-hidden="true">
          R{index}
          <span className="dz-ruler-row__handle" title={`Resize row ${index}`} />
        </div>
      )}
      <div className="dz-cells">
        {row.content.map((field, i) => {
          const span = spans[i];
          const shape = shapes.get(field.FieldDefinitionId);
          if (!shape || !span) return null;
          const focused = focus !== null && 'fieldId' in focus && focus.fieldId === field.FieldDefinitionId;
          const flowColumn = i > 0 && spans[i - 1] ? spans[i - 1].colEnd + 1 : 1;
          return (
            <DesignCell
              flowColumn={flowColumn}
              key={field.FieldDefinitionId}
              shape={shape}
              row={index}
              col={span.col}
              span={span.colEnd - span.col + 1}
              focused={focused}
              active={focused || hoveredId === field.FieldDefinitionId}
              copied={copiedId === field.FieldDefinitionId}
              canPaste={canPaste}
            />
          );
        })}
        <div
          className={`dz-row-end${endFocused ? ' dz-focused' : ''}`}
          style={{ gridColumn: `${lastEnd + 1} / -1` }}
          data-row-end={index}
        >
          {/* Nothing shows in the empty cells after the last field, so their name is an aria-label; the new-line
              markers and their Delete buttons sit in a cell of their own beside it. The ring goes round both. */}
          <div
            className="dz-row-end__cell"
            role="gridcell"
            aria-label={`End of row ${index}`}
            tabIndex={endFocused ? 0 : -1}
            data-dz-end=""
            onFocus={(event) =>
              event.target === event.currentTarget && actions.focus({ row: index, col: lastEnd + 1 })
            }
          />
          {row.breaks.length > 0 && (
            <div className="dz-newlines" role="gridcell">
              <NewLineMarkers breaks={row.breaks} row={index} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
});
