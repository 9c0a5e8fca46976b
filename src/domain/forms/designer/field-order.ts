/**
 * Field order helpers shared by drops, pastes and template drops. Positions are 0-based indices into
 * the layout order (fields sorted by Sequence, the order GridLayout reads), and every result has
 * Sequence renumbered 1..n, as the designer does after each change.
 */
import type { FieldDefinition } from '../form.entity';
import { inLayoutOrder } from '../formula/grid-positions';

/** The id a new field gets: one higher than the highest id in the form (spec section 4); 1 for an empty form. */
export function nextFieldId(fields: readonly Pick<FieldDefinition, 'FieldDefinitionId'>[]): number {
  let max = 0;
  for (const f of fields)
    if (Number.isFinite(f.FieldDefinitionId) && f.FieldDefinitionId > max) max = f.FieldDefinitionId;
  return max + 1;
}

/** Sequence set to 1..n in list order; fields whose Sequence is already right are kept as they are. */
export function renumbered(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((f, i) => (f.Sequence === i + 1 ? f : { ...f, Sequence: i + 1 }));
}

/** Clamps a position to 0..length; a non-number means "at the end". */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return length;
  return Math.max(0, Math.min(Math.trunc(index), length));
}

/**
 * The fields in layout order with `inserted` placed at `index` (counted in `fields` without the
 * inserted ones), renumbered.
 */
export function insertAt(
  fields: readonly FieldDefinition[],
  index: number,
  inserted: readonly FieldDefinition[],
): FieldDefinition[] {
  const ordered = inLayoutOrder(fields);
  const at = clampIndex(index, ordered.length);
  return renumbered([...ordered.slice(0, at), ...inserted, ...ordered.slice(at)]);
}

/** The layout position of a field, or -1. */
export function layoutIndexOf(fields: readonly FieldDefinition[], fieldId: number): number {
  return inLayoutOrder(fields).findIndex((f) => f.FieldDefinitionId === fieldId);
}

/** The ids in layout order (handy for tests and for comparing orders). */
export function layoutIds(fields: readonly FieldDefinition[]): number[] {
  return inLayoutOrder(fields).map((f) => f.FieldDefinitionId);
}
