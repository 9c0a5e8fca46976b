/**
 * The designer's keyboard path (beyond the specification): arrow keys move a focus cell over the
 * laid-out grid (GridLayout), Enter opens the field under it, Delete asks "Delete Field?".
 *
 * The focus is a cell, not a field, so Up and Down keep their column across wide fields and empty
 * cells are reachable (to paste or drop there). Left and Right jump over a field's whole span and
 * wrap to the neighbouring row; Up and Down stop at the first and last row.
 */
import type { FieldDefinition } from '../form.entity';
import { GridLayout, type GridSpan } from '../formula/grid-positions';
import { deleteFieldConfirmation, type Confirmation } from './designer-messages';
import { opensFieldDialog } from './field-creation';

/** A 1-based grid cell. */
export interface GridCell {
  readonly row: number;
  readonly col: number;
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export interface GridExtent {
  readonly rows: number;
  readonly columns: number;
}

/**
 * The navigable area: the laid-out rows (plus the empty last row when `trailingRow`), and the
 * widest row or `columns`, whichever is larger. At least one cell.
 */
export function gridExtent(
  layout: GridLayout,
  options: { columns?: number; trailingRow?: boolean } = {},
): GridExtent {
  const widest = layout.rows.reduce(
    (max, row) => Math.max(max, row.length > 0 ? row[row.length - 1].colEnd : 0),
    0,
  );
  return {
    rows: Math.max(1, layout.rows.length + (options.trailingRow ? 1 : 0)),
    columns: Math.max(1, widest, options.columns ?? 0),
  };
}

/** The field covering `cell`, if any. */
export function spanAt(layout: GridLayout, cell: GridCell): GridSpan | undefined {
  return layout.rows[cell.row - 1]?.find((s) => s.col <= cell.col && cell.col <= s.colEnd);
}

/** The first cell of a field, or undefined when it is not on the grid (a New Line, or unknown). */
export function cellOfField(layout: GridLayout, fieldId: number): GridCell | undefined {
  const span = layout.spanOf(fieldId);
  return span && { row: span.row, col: span.col };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));

/** Where `key` moves the focus from `from`. Keys that are not arrows leave it where it is. */
export function nextCell(
  layout: GridLayout,
  from: GridCell,
  key: string,
  extent: GridExtent = gridExtent(layout),
): GridCell {
  const here = { row: clamp(from.row, 1, extent.rows), col: clamp(from.col, 1, extent.columns) };
  const span = spanAt(layout, here);
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(1, here.row - 1), col: here.col };
    case 'ArrowDown':
      return { row: Math.min(extent.rows, here.row + 1), col: here.col };
    case 'ArrowRight': {
      const col = (span?.colEnd ?? here.col) + 1;
      if (col <= extent.columns) return { row: here.row, col };
      return here.row < extent.rows ? { row: here.row + 1, col: 1 } : here;
    }
    case 'ArrowLeft': {
      const col = (span?.col ?? here.col) - 1;
      if (col >= 1) return { row: here.row, col };
      if (here.row === 1) return here;
      // Land on the start of whatever covers the last column of the previous row.
      const up = { row: here.row - 1, col: extent.columns };
      return { row: up.row, col: spanAt(layout, up)?.col ?? up.col };
    }
    default:
      return here;
  }
}

/** What the focus ring surrounds: a field, or an empty cell. */
export type FocusTarget =
  | { readonly kind: 'field'; readonly fieldId: number }
  | { readonly kind: 'cell'; readonly row: number; readonly col: number };

export function focusTarget(layout: GridLayout, cell: GridCell): FocusTarget {
  const span = spanAt(layout, cell);
  return span ? { kind: 'field', fieldId: span.id } : { kind: 'cell', row: cell.row, col: cell.col };
}

const fieldAt = (fields: readonly FieldDefinition[], layout: GridLayout, cell: GridCell) => {
  const span = spanAt(layout, cell);
  return span && fields.find((f) => f.FieldDefinitionId === span.id);
};

/** The field Enter opens in the field dialog: the one under the focus, unless it has no dialog (Empty). */
export function fieldToOpen(
  fields: readonly FieldDefinition[],
  layout: GridLayout,
  cell: GridCell,
): FieldDefinition | undefined {
  const field = fieldAt(fields, layout, cell);
  return field && opensFieldDialog(field.TypeId) ? field : undefined;
}

/** What Delete asks about the field under the focus: "Delete Field?" with its warning; undefined on an empty cell. */
export function deleteRequest(
  fields: readonly FieldDefinition[],
  layout: GridLayout,
  cell: GridCell,
): { readonly field: FieldDefinition; readonly confirmation: Confirmation } | undefined {
  const field = fieldAt(fields, layout, cell);
  return field && { field, confirmation: deleteFieldConfirmation(field.TypeId) };
}

/**
 * Where the focus ring goes when the form shown (`shown`) becomes `next` through an operation, an
 * undo or a redo about field `subject`: the subject's first cell in `next`, so the focus stays on the
 * field that changed rather than on whatever now sits where the focus was; where the subject was in
 * `shown` when `next` no longer has it (an added field undone, a deleted one). Null leaves the focus
 * where it is: no subject, or one that is not on the grid (a New Line).
 */
export function focusAfterChange(
  subject: number | undefined,
  shown: readonly FieldDefinition[],
  next: readonly FieldDefinition[],
): GridCell | null {
  if (subject === undefined) return null;
  if (next.some((f) => f.FieldDefinitionId === subject))
    return cellOfField(GridLayout.of(next), subject) ?? null;
  return cellOfField(GridLayout.of(shown), subject) ?? null;
}
