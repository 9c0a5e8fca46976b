/**
 * Renaming a field id everywhere in a form: the field itself, formulas (`_{id}`), parents of linked
 * and mirror fields, validation conditions and nested-select conditions. Needed when the server
 * recreates a field (an undone delete) under a new id, so history snapshots keep pointing at it.
 */
import type { FieldDefinition, FieldValidation, Form } from '../form.entity';

// Stored formulas write a reference as `_` and digits; a `_` inside a name or number is not one. While a
// field is created its references carry a temporary negative id (save-form-changes), written `_-1`.
const STORED_REF = /(?<![A-Za-z0-9_.])_(-?\d+)(?!\d)/g;

/** The stored formula with `_{from}` rewritten to `_{to}`. */
export function remapFormula(formula: string, from: number, to: number): string {
  return formula.replace(STORED_REF, (whole, id: string) => (Number(id) === from ? `_${to}` : whole));
}

const swap = <T extends number | null | undefined>(id: T, from: number, to: number): T =>
  id === from ? (to as T) : id;

function remapValidation(
  v: FieldValidation | null | undefined,
  from: number,
  to: number,
): FieldValidation | null | undefined {
  if (v == null) return v;
  return {
    ...v,
    FieldValidationGroups: v.FieldValidationGroups.map((g) => ({
      ...g,
      FieldValidationConditions: g.FieldValidationConditions.map((c) => ({
        ...c,
        SourceFieldDefinitionId: swap(c.SourceFieldDefinitionId, from, to),
        CompareToFieldDefinitionId: swap(c.CompareToFieldDefinitionId, from, to),
      })),
    })),
  };
}

/** One field with every reference to `from` pointing at `to` instead. */
export function remapField(field: FieldDefinition, from: number, to: number): FieldDefinition {
  const mentions =
    field.FieldDefinitionId === from ||
    field.ParentFieldDefinitionId === from ||
    (field.Formula ?? '').includes(`_${from}`) ||
    JSON.stringify(field.FieldValidation ?? null).includes(String(from)) ||
    (field.Conditions ?? []).some((c) => c.FieldDefinitionId === from || c.TargetFieldDefinitionId === from);
  if (!mentions) return field;
  return {
    ...field,
    FieldDefinitionId: swap(field.FieldDefinitionId, from, to),
    ParentFieldDefinitionId: swap(field.ParentFieldDefinitionId, from, to),
    ...(field.Formula === undefined ? {} : { Formula: remapFormula(field.Formula, from, to) }),
    ...(field.FieldValidation === undefined
      ? {}
      : { FieldValidation: remapValidation(field.FieldValidation, from, to) }),
    ...(field.Conditions === undefined
      ? {}
      : {
          Conditions: field.Conditions.map((c) => ({
            ...c,
            FieldDefinitionId: swap(c.FieldDefinitionId, from, to),
            TargetFieldDefinitionId: swap(c.TargetFieldDefinitionId, from, to),
          })),
        }),
  };
}

/** The form with field id `from` renamed to `to` everywhere. */
export function remapFieldId<F extends Pick<Form, 'Fields'>>(form: F, from: number, to: number): F {
  if (from === to) return form;
  return { ...form, Fields: form.Fields.map((f) => remapField(f, from, to)) };
}
