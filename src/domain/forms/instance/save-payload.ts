import type { FieldValueData } from '../form-instance.entity';
import { holdsValue, isLeftOutOfSave, type FieldShape } from './field-kinds';
import { savedValue, type InstanceValues } from './instance-values';

/**
 * The data a save sends (forms spec §4, docs/api-forms.md): only the fields changed since the last load or
 * save, and never header, image, text, new line, empty or mirror fields, nor fields that hold no value.
 */
export function savePayload(
  shapes: readonly FieldShape[],
  values: InstanceValues,
  dirty: ReadonlySet<number>,
): FieldValueData[] {
  const payload: FieldValueData[] = [];
  for (const shape of shapes) {
    const id = shape.field.FieldDefinitionId;
    if (!dirty.has(id) || isLeftOutOfSave(shape.field) || !holdsValue(shape)) continue;
    payload.push(savedValue(shape, values.get(id) ?? ''));
  }
  return payload;
}
