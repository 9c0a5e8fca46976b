import { FieldType, type FieldDefinition, type Form } from '../../../../domain/forms/form.entity';

export const field = (
  FieldDefinitionId: number,
  TypeId: FieldDefinition['TypeId'],
  Name: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 200,
  TypeId,
  Name,
  Sequence: FieldDefinitionId,
  ColSpan: 1,
  ...extra,
});

/** Amount, Tax, Total = Amount + Tax, Colour (Red, Blue), Notes, a new line. */
export const demoForm = (): Form => ({
  FormId: 200,
  FormName: 'Site Inspection',
  Rows: [],
  Columns: [],
  Options: { Ruler: 0, Guide: 0 },
  Fields: [
    field(1, FieldType.TextBox, 'Amount', { DataTypeId: 2 }),
    field(2, FieldType.TextBox, 'Tax', { DataTypeId: 2 }),
    field(3, FieldType.Formula, 'Total', { DataTypeId: 2, Formula: '_1 + _2' }),
    field(4, FieldType.Select, 'Colour', {
      OptionsList: [
        { OptionId: 11, Name: 'Red', Order: 1 },
        { OptionId: 12, Name: 'Blue', Order: 2 },
      ],
    }),
    field(5, FieldType.TextBox, 'Notes', {
      DataTypeId: 1,
      ValidationPatternType: 0,
      FormattingType: 0,
      MaskType: 0,
    }),
    field(6, FieldType.NewLine, 'New Line'),
  ],
});
