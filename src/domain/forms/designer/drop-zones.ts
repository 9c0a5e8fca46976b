/**
 * Where a dropped field goes. A drop zone is what the user points at on the canvas; it resolves to a
 * layout position (0-based, counted without the field being moved) and whether New Line fields must
 * be added so that the field starts a row of its own.
 */
import { FieldType, type FieldDefinition } from '../form.entity';
import { GridLayout, inLayoutOrder } from '../formula/grid-positions';

/**
 * - `before` / `after`: next to a field;
 * - `rowEnd`: after the last field of row `row` (1-based, rows as laid out, before its New Line);
 * - `newRow`: a row of its own placed before row `beforeRow`; `beforeRow` = row count + 1 is the
 *   empty last row under the grid.
 */
export type DropZone =
  | { readonly kind: 'before'; readonly fieldId: number }
  | { readonly kind: 'after'; readonly fieldId: number }
  | { readonly kind: 'rowEnd'; readonly row: number }
  | { readonly kind: 'newRow'; readonly beforeRow: number };

export interface DropTarget {
  /** Layout position in the fields without the moved field. */
  readonly index: number;
  /** A New Line goes right before the field (it would otherwise join the last row). */
  readonly newLineBefore: boolean;
  /** A New Line goes right after the field (it would otherwise join the row that follows). */
  readonly newLineAfter: boolean;
}

const isNewLine = (f: FieldDefinition | undefined) => f?.TypeId === FieldType.NewLine;

/**
 * Resolves `zone` against the form's fields. `movingId` is the field being moved (absent for a new
 * field); `placedType` is the type of the field being placed. Answers undefined when the zone names
 * a field or row that does not exist.
 */
export function resolveDropZone(
  fields: readonly FieldDefinition[],
  zone: DropZone,
  movingId?: number,
  placedType?: number,
): DropTarget | undefined {
  const ordered = inLayoutOrder(fields);
  const at = (id: number) => ordered.findIndex((f) => f.FieldDefinitionId === id);
  const movingAt = movingId === undefined ? -1 : at(movingId);
  // A position in the full list, converted to one in the list without the moved field.
  const target = (p: number, newLineBefore = false, newLineAfter = false): DropTarget => ({
    index: movingAt >= 0 && movingAt < p ? p - 1 : p,
    newLineBefore,
    newLineAfter,
  });
  const rows = GridLayout.of(ordered).rows;
  switch (zone.kind) {
    case 'before':
    case 'after': {
      const i = at(zone.fieldId);
      if (i < 0) return undefined;
      return target(zone.kind === 'before' ? i : i + 1);
    }
    case 'rowEnd': {
      const row = rows[zone.row - 1];
      if (!Number.isInteger(zone.row) || row === undefined) return undefined;
      return target(at(row[row.length - 1].id) + 1);
    }
    case 'newRow': {
      if (!Number.isInteger(zone.beforeRow) || zone.beforeRow < 1 || zone.beforeRow > rows.length + 1)
        return undefined;
      const p = zone.beforeRow <= rows.length ? at(rows[zone.beforeRow - 1][0].id) : ordered.length;
      const { index } = target(p);
      // New Lines only where a neighbour is not one already, so no empty row is made.
      const rest = ordered.filter((f) => f.FieldDefinitionId !== movingId);
      const lineBreak = placedType !== FieldType.NewLine;
      return {
        index,
        newLineBefore: lineBreak && index > 0 && !isNewLine(rest[index - 1]),
        newLineAfter: lineBreak && index < rest.length && !isNewLine(rest[index]),
      };
    }
  }
}
