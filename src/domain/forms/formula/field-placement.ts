/**
 * Candidate layouts for the designer's questions ("may this field move there?", "may a mirror be
 * created there?"): pure functions returning a new field list, the form itself is not touched.
 * Positions are 0-based indices into the layout order (fields sorted by Sequence); Sequence is
 * renumbered 1..n in the result, as the designer does after a drop.
 */
import { nextFieldNumber } from '../field-number';
import { FieldType, type FieldDefinition } from '../form.entity';
import { inLayoutOrder } from './grid-positions';

function placed(fields: FieldDefinition[], field: FieldDefinition, at: number): FieldDefinition[] {
  const index = Math.max(0, Math.min(Number.isFinite(at) ? Math.trunc(at) : fields.length, fields.length));
  const result = [...fields.slice(0, index), field, ...fields.slice(index)];
  return result.map((f, i) => (f.Sequence === i + 1 ? f : { ...f, Sequence: i + 1 }));
}

/** The fields after moving `fieldId` to position `toIndex` (counted without the moved field). */
export function moveField(
  fields: readonly FieldDefinition[],
  fieldId: number,
  toIndex: number,
): FieldDefinition[] {
  const ordered = inLayoutOrder(fields);
  const moved = ordered.find((f) => f.FieldDefinitionId === fieldId);
  if (moved === undefined) return ordered;
  return placed(
    ordered.filter((f) => f !== moved),
    moved,
    toIndex,
  );
}

/**
 * The fields after inserting a mirror of `parentId` at position `atIndex`. Like the designer, the
 * new field's id and number are one higher than the highest in the form, and it copies the parent's name
 * and column span.
 */
export function insertMirrorField(
  fields: readonly FieldDefinition[],
  parentId: number,
  atIndex: number,
): { fields: FieldDefinition[]; mirror: FieldDefinition } | undefined {
  const parent = fields.find((f) => f.FieldDefinitionId === parentId);
  if (parent === undefined) return undefined;
  const mirror: FieldDefinition = {
    FieldDefinitionId: fields.reduce((max, f) => Math.max(max, f.FieldDefinitionId), 0) + 1,
    FieldNumber: nextFieldNumber(fields),
    FormId: parent.FormId,
    TypeId: FieldType.MirrorField,
    Name: parent.Name,
    Sequence: 0,
    ColSpan: parent.ColSpan,
    ParentFieldDefinitionId: parentId,
  };
  const result = placed(inLayoutOrder(fields), mirror, atIndex);
  return {
    fields: result,
    mirror: result.find((f) => f.FieldDefinitionId === mirror.FieldDefinitionId) as FieldDefinition,
  };
}
