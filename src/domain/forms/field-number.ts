/**
 * Field numbers (docs/formulas.md, "References"): the n of `F{n}`, counted per form, while stored ids
 * (FieldDefinitionId) stay unique across every form. The forms specification numbers a new field one higher
 * than the highest in its form; users read these numbers on the badges and write them in formulas.
 */
import type { FieldDefinition } from './form.entity';

type Numbered = Pick<FieldDefinition, 'FieldDefinitionId' | 'FieldNumber'>;

/** A field's number: its FieldNumber, or its id for a field stored before numbers existed. */
export function fieldNumberOf(field: Numbered): number {
  const n = field.FieldNumber;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : field.FieldDefinitionId;
}

/** The number a new field of the form gets: one higher than the highest number in it; 1 for an empty form. */
export function nextFieldNumber(fields: readonly Numbered[]): number {
  let max = 0;
  for (const f of fields) {
    const n = fieldNumberOf(f);
    if (Number.isFinite(n) && n > max) max = n;
  }
  return max + 1;
}

/** True when `n` is a usable number that no field of `fields` other than `exceptId` has. */
export function isFreeFieldNumber(n: unknown, fields: readonly Numbered[], exceptId?: number): n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) return false;
  return !fields.some((f) => f.FieldDefinitionId !== exceptId && fieldNumberOf(f) === n);
}

/**
 * The number a new field gets: the one it asks for (an undo brings a field back under its old number) when no
 * other field of the form has it and it is not past the next one; otherwise the next one. So no client can push a
 * form's numbers up (F2147483647 would leave no number for the next field): they stay at most one past the form's
 * highest, which is what the spec asks of a new field.
 */
export function fieldNumberFor(fields: readonly Numbered[], wanted: unknown): number {
  const next = nextFieldNumber(fields);
  return isFreeFieldNumber(wanted, fields) && wanted <= next ? wanted : next;
}

/** "F12 Labour": how the dialogs list a field to choose. */
export function numberedFieldName(
  field: Pick<FieldDefinition, 'FieldDefinitionId' | 'FieldNumber' | 'Name'>,
): string {
  return `F${fieldNumberOf(field)} ${field.Name}`;
}
