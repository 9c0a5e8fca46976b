/**
 * Where each field sits in the laid-out grid, which is what R{row}C{col} ranges refer to.
 *
 * Fields flow in Sequence order. A NewLine field (TypeId 100) ends the current row and takes no
 * column. Every other field takes ColSpan columns (1 to 100, anything else counts as 1, as in the
 * designer). Rows and columns are 1-based. A row with no field in it is not counted, because the
 * designer removes empty rows.
 */
import { FieldType, type FieldDefinition } from '../form.entity';
import type { CellAddress } from './formula-ast';

/** A field's place: its row and the first and last column it covers. */
export interface GridSpan {
  readonly id: number;
  readonly row: number;
  readonly col: number;
  readonly colEnd: number;
}

/** The designer's reading of ColSpan: 1 to 100, otherwise 1. */
export function colSpanOf(field: Pick<FieldDefinition, 'ColSpan'>): number {
  const span = field.ColSpan;
  return typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= 100 ? span : 1;
}

/** Fields in layout order: by Sequence, ties kept in array order. */
export function inLayoutOrder<T extends Pick<FieldDefinition, 'Sequence'>>(fields: readonly T[]): T[] {
  let sorted = true;
  for (let i = 1; i < fields.length && sorted; i++) sorted = fields[i - 1].Sequence <= fields[i].Sequence;
  if (sorted) return fields.slice();
  return fields
    .map((field, index) => ({ field, index }))
    .sort((x, y) => x.field.Sequence - y.field.Sequence || x.index - y.index)
    .map((x) => x.field);
}

/** The grid rows, each holding its fields' spans from left to right. */
export class GridLayout {
  private readonly byId = new Map<number, GridSpan>();

  /** The grid's width: its widest row, spans counted (forms spec §4: the column count). */
  readonly columnCount: number;

  private constructor(readonly rows: readonly (readonly GridSpan[])[]) {
    let width = 0;
    for (const row of rows) {
      for (const span of row) this.byId.set(span.id, span);
      width = Math.max(width, row.at(-1)?.colEnd ?? 0);
    }
    this.columnCount = width;
  }

  static of(fields: readonly FieldDefinition[]): GridLayout {
    const rows: GridSpan[][] = [];
    let current: GridSpan[] = [];
    let col = 1;
    for (const field of inLayoutOrder(fields)) {
      if (field.TypeId === FieldType.NewLine) {
        if (current.length > 0) rows.push(current);
        current = [];
        col = 1;
        continue;
      }
      const span = colSpanOf(field);
      current.push({ id: field.FieldDefinitionId, row: rows.length + 1, col, colEnd: col + span - 1 });
      col += span;
    }
    if (current.length > 0) rows.push(current);
    return new GridLayout(rows);
  }

  /** Whether a cell address names a cell of the grid: rows 1 to the row count, columns 1 to the column count. */
  contains(address: CellAddress): boolean {
    return (
      address.row >= 1 &&
      address.row <= this.rows.length &&
      address.col >= 1 &&
      address.col <= this.columnCount
    );
  }

  spanOf(id: number): GridSpan | undefined {
    return this.byId.get(id);
  }

  /**
   * Ids of the fields that overlap the rectangle between two corners (in any order), row by row,
   * left to right. A field spanning several columns is included when any of its columns is inside.
   */
  fieldsIn(a: CellAddress, b: CellAddress): number[] {
    const top = Math.min(a.row, b.row);
    const bottom = Math.min(Math.max(a.row, b.row), this.rows.length);
    const left = Math.min(a.col, b.col);
    const right = Math.max(a.col, b.col);
    const ids: number[] = [];
    if (top < 1 || left < 1) return ids;
    for (let r = top; r <= bottom; r++) {
      for (const span of this.rows[r - 1]) {
        if (span.colEnd >= left && span.col <= right) ids.push(span.id);
      }
    }
    return ids;
  }
}
