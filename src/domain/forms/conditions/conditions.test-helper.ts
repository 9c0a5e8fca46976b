import {
  DataType,
  FieldType,
  type FieldDefinition,
  type FieldValidationCondition,
  type Form,
} from '../form.entity';

/** A small form with one field of every kind conditional validation reads (test data). */
const field = (
  FieldDefinitionId: number,
  TypeId: FieldDefinition['TypeId'],
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 1,
  TypeId,
  Name: `F${FieldDefinitionId}`,
  Sequence: FieldDefinitionId,
  ColSpan: 1,
  ...extra,
});

export const F = {
  amount: field(1, FieldType.TextBox, { DataTypeId: DataType.Number }),
  limit: field(2, FieldType.TextBox, { DataTypeId: DataType.Number }),
  start: field(3, FieldType.TextBox, { DataTypeId: DataType.DateTime }),
  end: field(4, FieldType.TextBox, { DataTypeId: DataType.DateTime }),
  color: field(5, FieldType.Select, {
    OptionsList: [
      { OptionId: 51, Name: 'Red', Order: 1 },
      { OptionId: 52, Name: 'Green', Order: 2 },
      { OptionId: 53, Name: 'Blue', Order: 3 },
    ],
  }),
  toppings: field(6, FieldType.CheckBoxList, {
    OptionsList: [
      { OptionId: 61, Name: 'Cheese', Order: 1 },
      { OptionId: 62, Name: 'Ham', Order: 2 },
    ],
  }),
  name: field(7, FieldType.TextBox, { DataTypeId: DataType.Text }),
  notes: field(8, FieldType.TextArea),
  header: field(9, FieldType.Header),
  total: field(10, FieldType.Formula),
  linkedAmount: field(11, FieldType.LinkedField, { ParentFieldDefinitionId: 1 }),
  shade: field(12, FieldType.RadioButtonList, {
    OptionsList: [
      { OptionId: 121, Name: 'red', Order: 1 },
      { OptionId: 122, Name: 'blue', Order: 2 },
    ],
  }),
  agree: field(13, FieldType.CheckBox),
  mirrorColor: field(14, FieldType.MirrorField, { ParentFieldDefinitionId: 5 }),
  orphanLink: field(15, FieldType.LinkedField, { ParentFieldDefinitionId: 999 }),
};

export const FORM: Pick<Form, 'Fields'> = { Fields: Object.values(F) };

/** A condition with the given type and operator; Order 1. */
export const cond = (
  OperatorTypeId: number,
  OperatorId: number,
  compare: Partial<FieldValidationCondition> = {},
): FieldValidationCondition => ({ Order: 1, OperatorTypeId, OperatorId, ...compare });
