import { DataType, FieldType, type FieldDefinition, type FieldTypeId } from '../form.entity';
import type { FormInstance } from '../form-instance.entity';

/** Builders for the instance tests: fields with the designer's defaults, and an instance around them. */
let sequence = 0;

export function field(
  id: number,
  TypeId: FieldTypeId,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  sequence += 1;
  return {
    FieldDefinitionId: id,
    FormId: 1,
    TypeId,
    Name: `Field ${id}`,
    Sequence: sequence,
    ColSpan: 1,
    ShowFieldName: true,
    ...extra,
  };
}

export const text = (id: number, extra: Partial<FieldDefinition> = {}) =>
  field(id, FieldType.TextBox, { DataTypeId: DataType.Text, ...extra });
export const num = (id: number, extra: Partial<FieldDefinition> = {}) =>
  field(id, FieldType.TextBox, { DataTypeId: DataType.Number, ValidationPatternType: 2, ...extra });
export const formula = (id: number, Formula: string, extra: Partial<FieldDefinition> = {}) =>
  field(id, FieldType.Formula, { Formula, ...extra });
export const options = (fieldId: number, ...names: string[]) =>
  names.map((Name, i) => ({ OptionId: fieldId * 10 + i + 1, Name, Order: i + 1 }));
export const select = (id: number, ...names: string[]) =>
  field(id, FieldType.Select, { OptionsList: options(id, ...names) });
export const newLine = (id: number) => field(id, FieldType.NewLine);

export function instance(fields: FieldDefinition[], extra: Partial<FormInstance> = {}): FormInstance {
  return {
    InstanceId: 300,
    ProjectId: 100,
    ProjectName: 'Office Renovation',
    Name: 'Site Inspection',
    FormId: 200,
    Columns: [{ Width: 180 }, { Width: 180 }, { Width: 180 }],
    Rows: [],
    Options: { Ruler: 0, Guide: 0 },
    AccessMask: 0,
    IsReadOnly: false,
    Fields: fields,
    ...extra,
  };
}
