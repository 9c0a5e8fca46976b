import { DataType, FieldType, type FieldDefinition, type FieldOption, type Form } from '../form.entity';
import { OperatorType, type OperatorTypeId } from './operators';

/** Links and mirrors are followed at most this deep, so a broken cyclic chain cannot loop forever. */
const MAX_PARENT_DEPTH = 16;

const OPTION_TYPES = new Set<number>([
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
  FieldType.NestedSelect,
]);

/** The field with this id in the form, if any. */
export function findField(
  form: Pick<Form, 'Fields'>,
  id: number | null | undefined,
): FieldDefinition | undefined {
  return id == null ? undefined : (form.Fields ?? []).find((field) => field.FieldDefinitionId === id);
}

/** A linked or mirror field takes its kind from its parent: this follows the chain to a real field. */
export function valueFieldOf(field: FieldDefinition, form: Pick<Form, 'Fields'>): FieldDefinition {
  let current = field;
  for (let depth = 0; depth < MAX_PARENT_DEPTH; depth += 1) {
    if (current.TypeId !== FieldType.LinkedField && current.TypeId !== FieldType.MirrorField) return current;
    const parent = current.ParentFieldDefinition ?? findField(form, current.ParentFieldDefinitionId);
    if (!parent) return current;
    current = parent;
  }
  return current;
}

/**
 * The value type a field's conditions compare, or null when the field holds no comparable value
 * (header, image, text, new line, empty, or a link without a parent). Text boxes and text areas follow
 * their data type; formulas are numbers; a check box is compared as the text "true" or "false".
 */
export function operatorTypeFor(field: FieldDefinition, form: Pick<Form, 'Fields'>): OperatorTypeId | null {
  const target = valueFieldOf(field, form);
  if (OPTION_TYPES.has(target.TypeId)) return OperatorType.Option;
  switch (target.TypeId) {
    case FieldType.Formula:
      return OperatorType.Number;
    case FieldType.CheckBox:
      return OperatorType.String;
    case FieldType.TextBox:
    case FieldType.TextArea:
      if (target.DataTypeId === DataType.Number) return OperatorType.Number;
      if (target.DataTypeId === DataType.DateTime) return OperatorType.Date;
      return OperatorType.String;
    default:
      return null;
  }
}

/** The options of an option field (a link or mirror uses its parent's when it has none). */
export function optionsOf(field: FieldDefinition, form: Pick<Form, 'Fields'>): readonly FieldOption[] {
  return field.OptionsList ?? valueFieldOf(field, form).OptionsList ?? [];
}

/**
 * The fields a condition on `field` may compare with: every other field of the form holding the same
 * value type. Nothing when the field itself holds no comparable value.
 */
export function compatibleCompareFields(
  field: FieldDefinition,
  form: Pick<Form, 'Fields'>,
): FieldDefinition[] {
  const type = operatorTypeFor(field, form);
  if (type === null) return [];
  return (form.Fields ?? []).filter(
    (other) => other.FieldDefinitionId !== field.FieldDefinitionId && operatorTypeFor(other, form) === type,
  );
}
