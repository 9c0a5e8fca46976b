import { FORM_DEFAULTS, FieldType, type FieldDefinition, type FormRow } from '../form.entity';
import { colSpanOf, inLayoutOrder } from '../formula/grid-positions';

/**
 * Where each field of a form sits on the page (forms spec §3, §4, §9): fields flow in Sequence order, a new
 * line ends a row, a field takes ColSpan columns; columns have their own widths (default 180px) and a field
 * spanning several columns is 5px wider per extra column (the gutter between columns); rows have their own
 * heights (default 50px). Rows are numbered from 1, as the designer and formula ranges count them.
 */

/** The gap between columns, which a spanning field covers. */
export const COLUMN_GAP_PX = 5;

export interface FieldPlacement {
  readonly field: FieldDefinition;
  readonly row: number;
  readonly col: number;
  readonly span: number;
  /** Pixels: the widths of the spanned columns plus 5px per extra column. */
  readonly width: number;
}

export interface FormGrid {
  readonly placements: readonly FieldPlacement[];
  /** Pixels, one per column in use (the widest row decides how many). */
  readonly columnWidths: readonly number[];
  /** Pixels, one per row. */
  readonly rowHeights: readonly number[];
}

function widthOf(column: { Width: number } | undefined): number {
  const width = column?.Width;
  return typeof width === 'number' && Number.isFinite(width) && width > 0
    ? Math.min(width, FORM_DEFAULTS.maxColumnWidth)
    : FORM_DEFAULTS.columnWidth;
}

/** The width of a field starting at column `col` (1-based) and spanning `span` columns. */
export function cellWidth(columns: ReadonlyArray<{ Width: number }>, col: number, span: number): number {
  let width = 0;
  for (let c = col; c < col + span; c++) width += widthOf(columns[c - 1]);
  return width + COLUMN_GAP_PX * (span - 1);
}

/** Row heights in RowIndex order; rows the form does not describe get the default 50px. */
export function rowHeightsOf(
  rows: readonly Pick<FormRow, 'RowIndex' | 'Height'>[] | undefined,
  count: number,
): number[] {
  const sorted = [...(rows ?? [])].sort((a, b) => a.RowIndex - b.RowIndex);
  return Array.from({ length: count }, (_, i) => {
    const height = sorted[i]?.Height;
    return typeof height === 'number' && Number.isFinite(height) && height > 0
      ? height
      : FORM_DEFAULTS.rowHeight;
  });
}

/**
 * The ids of a form's fields row by row, as formGrid places them (new lines end a row and belong to none): what
 * holds the entries of the fields one row of the field renderer shows together.
 */
export function fieldIdsByRow(fields: readonly FieldDefinition[]): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  for (const field of inLayoutOrder(fields)) {
    if (field.TypeId !== FieldType.NewLine) row.push(field.FieldDefinitionId);
    else if (row.length > 0) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Lays out a form's fields. Rows without any field are not counted (the designer removes them). */
export function formGrid(
  fields: readonly FieldDefinition[],
  columns: ReadonlyArray<{ Width: number }>,
  rows?: readonly Pick<FormRow, 'RowIndex' | 'Height'>[],
): FormGrid {
  const placements: FieldPlacement[] = [];
  let row = 1;
  let col = 1;
  let widest = 0;
  let inRow = 0;
  for (const field of inLayoutOrder(fields)) {
    if (field.TypeId === FieldType.NewLine) {
      if (inRow > 0) row += 1;
      col = 1;
      inRow = 0;
      continue;
    }
    const span = colSpanOf(field);
    placements.push({ field, row, col, span, width: cellWidth(columns, col, span) });
    col += span;
    inRow += 1;
    widest = Math.max(widest, col - 1);
  }
  const rowCount = inRow > 0 ? row : row - 1;
  const columnCount = Math.max(widest, columns.length);
  return {
    placements,
    columnWidths: Array.from({ length: columnCount }, (_, i) => widthOf(columns[i])),
    rowHeights: rowHeightsOf(rows, Math.max(rowCount, 0)),
  };
}
