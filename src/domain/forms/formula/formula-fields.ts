/**
 * Which fields take part in formulas, and how (forms specification, section 5 "Formulas"):
 * number text boxes and formulas, and linked or mirror fields of those.
 *
 * - input: a TextBox whose DataTypeId is Number, or a linked field of a number text box or of a
 *   formula. A linked field's parent lives in another form, so its value arrives like a typed one.
 * - formula: a Formula field; its Formula holds the stored text.
 * - mirror: a mirror field of a usable field of the same form; it shows its parent's value.
 *
 * Linked and mirror fields are recognised by TypeId or by OrigTypeId, because they copy the
 * parent's type and the original type may be kept in either property.
 */
import { DataType, FieldType, type FieldDefinition } from '../form.entity';

export type FormulaRole =
  | { readonly kind: 'input' }
  | { readonly kind: 'formula'; readonly formula: string }
  | { readonly kind: 'mirror'; readonly parentId: number };

const INPUT: FormulaRole = { kind: 'input' };

const isKind = (f: FieldDefinition, type: number): boolean => f.TypeId === type || f.OrigTypeId === type;

function parentIdOf(field: FieldDefinition): number | undefined {
  const id = field.ParentFieldDefinitionId ?? field.ParentFieldDefinition?.FieldDefinitionId;
  return typeof id === 'number' ? id : undefined;
}

function isNumberTextBox(f: Pick<FieldDefinition, 'TypeId' | 'DataTypeId'>): boolean {
  return f.TypeId === FieldType.TextBox && f.DataTypeId === DataType.Number;
}

function linkedIsUsable(field: FieldDefinition): boolean {
  const source = field.ParentFieldDefinition ?? field;
  return isNumberTextBox(source) || source.TypeId === FieldType.Formula;
}

/** The role of every field that can be used in formulas; other fields are absent from the map. */
export function formulaRolesOf(fields: readonly FieldDefinition[]): Map<number, FormulaRole> {
  const roles = new Map<number, FormulaRole>();
  const mirrors: FieldDefinition[] = [];
  for (const field of fields) {
    if (isKind(field, FieldType.MirrorField)) mirrors.push(field);
    else if (isKind(field, FieldType.LinkedField)) {
      if (linkedIsUsable(field)) roles.set(field.FieldDefinitionId, INPUT);
    } else if (field.TypeId === FieldType.Formula) {
      roles.set(field.FieldDefinitionId, { kind: 'formula', formula: field.Formula ?? '' });
    } else if (isNumberTextBox(field)) roles.set(field.FieldDefinitionId, INPUT);
  }
  // A mirror is usable when its parent is; mirrors of mirrors resolve in rounds.
  let pending = mirrors;
  for (let changed = true; changed;) {
    changed = false;
    const rest: FieldDefinition[] = [];
    for (const mirror of pending) {
      const parentId = parentIdOf(mirror);
      if (parentId !== undefined && parentId !== mirror.FieldDefinitionId && roles.has(parentId)) {
        roles.set(mirror.FieldDefinitionId, { kind: 'mirror', parentId });
        changed = true;
      } else rest.push(mirror);
    }
    pending = rest;
  }
  return roles;
}
