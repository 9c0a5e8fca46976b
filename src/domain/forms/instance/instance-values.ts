import { FieldType } from '../form.entity';
import type { FieldValueData } from '../form-instance.entity';
import type { FieldValue } from '../conditions/field-value';
import { holdsValue, type FieldShape } from './field-kinds';

/**
 * A field's value while an instance is filled, as one string: the text typed; for a select, radio list or
 * nested select the chosen OptionId ("" for none); for a check-box list the checked OptionIds joined by
 * commas; for a check box "true" or "" (unchecked). The server's `Data`/`OptionId` pair maps to and from it.
 */
export type InstanceValues = ReadonlyMap<number, string>;

export const CHECKED = 'true';

const isSingleChoice = (type: number) =>
  type === FieldType.Select || type === FieldType.RadioButtonList || type === FieldType.NestedSelect;

function isTruthy(data: string | null | undefined): boolean {
  return (
    typeof data === 'string' && ['true', '1', 'yes', 'on', 'checked'].includes(data.trim().toLowerCase())
  );
}

/** The value a field arrives with. */
export function loadedValue(shape: FieldShape): string {
  const { field } = shape;
  const type = shape.source.TypeId;
  if (isSingleChoice(type)) {
    if (typeof field.OptionId === 'number') return String(field.OptionId);
    return typeof field.Data === 'string' && /^\d+$/.test(field.Data.trim()) ? field.Data.trim() : '';
  }
  if (type === FieldType.CheckBox) return isTruthy(field.Data) ? CHECKED : '';
  if (type === FieldType.CheckBoxList) return optionIdList(field.Data).join(',');
  return typeof field.Data === 'string' ? field.Data : '';
}

/** The values of every value-holding field. */
export function loadedValues(shapes: Iterable<FieldShape>): Map<number, string> {
  const values = new Map<number, string>();
  for (const shape of shapes)
    if (holdsValue(shape)) values.set(shape.field.FieldDefinitionId, loadedValue(shape));
  return values;
}

/** Option ids in a comma-separated text, in order, without repeats or anything that is not an id. */
export function optionIdList(text: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const token of (text ?? '').split(',')) {
    const trimmed = token.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The saved form of a value (docs/api-forms.md): `OptionId` for a choice, `Data` otherwise; empty is null. */
export function savedValue(shape: FieldShape, value: string): FieldValueData {
  const id = shape.field.FieldDefinitionId;
  const type = shape.source.TypeId;
  if (isSingleChoice(type))
    return { FieldDefinitionId: id, Data: null, OptionId: /^\d+$/.test(value) ? Number(value) : null };
  if (type === FieldType.CheckBox)
    return { FieldDefinitionId: id, Data: value === CHECKED ? 'true' : 'false', OptionId: null };
  if (type === FieldType.CheckBoxList) {
    const ids = optionIdList(value);
    return { FieldDefinitionId: id, Data: ids.length > 0 ? ids.join(',') : null, OptionId: null };
  }
  return { FieldDefinitionId: id, Data: value === '' ? null : value, OptionId: null };
}

/** The value conditional validation reads (conditions/field-value.ts): a check box as "true" or "false". */
export function conditionValue(sourceType: number, value: string | undefined): FieldValue {
  if (sourceType === FieldType.CheckBox) return value === CHECKED ? 'true' : 'false';
  return value ?? '';
}
