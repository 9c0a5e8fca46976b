import { DataType, FieldType, MaskType, type FieldDefinition } from '../../domain/forms/form.entity';
import type { FormInstance } from '../../domain/forms/form-instance.entity';

/**
 * A small instance with one field of each kind the exports treat differently, laid out on a 3-column grid:
 * R1 header (span 3) | R2 amount, rate, due | R3 total (formula), status (select), ok (check box)
 * | R4 notes (text area, span 2), zip (masked) | R5 text (HTML), hidden (no view permission), colours (check list).
 */
let sequence = 0;
export function field(
  id: number,
  TypeId: FieldDefinition['TypeId'],
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  sequence += 1;
  return {
    FieldDefinitionId: id,
    FormId: 9,
    TypeId,
    Name: `Field ${id}`,
    Sequence: sequence,
    ColSpan: 1,
    ...extra,
  };
}

const newLine = (id: number) => field(id, FieldType.NewLine);

export function exportInstance(overrides: Partial<FormInstance> = {}): FormInstance {
  sequence = 0;
  const fields: FieldDefinition[] = [
    field(1, FieldType.Header, { Name: 'Inspection', ColSpan: 3, Data: '<h2>Site <b>Inspection</b></h2>' }),
    newLine(2),
    field(3, FieldType.TextBox, {
      Name: 'Amount',
      DataTypeId: DataType.Number,
      FormattingType: 17,
      Data: '1234.5',
    }),
    // Typed without its sign: in a percentage field the number typed is the percent (docs/formats.md).
    field(4, FieldType.TextBox, {
      Name: 'Rate',
      DataTypeId: DataType.Number,
      FormattingType: 11,
      Data: '12.5',
    }),
    field(5, FieldType.TextBox, {
      Name: 'Due',
      DataTypeId: DataType.DateTime,
      FormattingType: 22,
      Data: '3/4/2024',
    }),
    newLine(6),
    field(7, FieldType.Formula, { Name: 'Total', Formula: '_3 * 2', DataTypeId: DataType.Number }),
    field(8, FieldType.Select, {
      Name: 'Status',
      OptionId: 12,
      OptionsList: [
        { OptionId: 11, Name: 'Open', Order: 1 },
        { OptionId: 12, Name: 'Closed, "done"', Order: 2 },
      ],
    }),
    field(9, FieldType.CheckBox, { Name: 'Ok', Data: 'true' }),
    newLine(10),
    field(11, FieldType.TextArea, {
      Name: 'Notes',
      ColSpan: 2,
      Data: 'Line one\nLine "two"',
      CSS: { AreaRows: 2 },
    }),
    field(12, FieldType.TextBox, {
      Name: 'Zip',
      DataTypeId: DataType.Number,
      MaskType: MaskType.ZIP5,
      Data: '02134',
    }),
    newLine(13),
    field(14, FieldType.Text, {
      Name: 'Intro',
      Data: '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a><script>alert(2)</script></p>',
    }),
    field(15, FieldType.TextBox, { Name: 'Secret', PermissionMask: 0, Data: 'hidden value' }),
    field(16, FieldType.CheckBoxList, {
      Name: 'Colours',
      Data: '21,23',
      OptionsList: [
        { OptionId: 21, Name: 'Red', Order: 1 },
        { OptionId: 22, Name: 'Green', Order: 2 },
        { OptionId: 23, Name: 'Blue', Order: 3 },
      ],
    }),
  ];
  return {
    InstanceId: 77,
    ProjectId: 100,
    ProjectName: 'Office Renovation',
    Name: 'Site Inspection',
    FormId: 9,
    Columns: [{ Width: 180 }, { Width: 200 }, { Width: 160 }],
    Rows: [1, 2, 3, 4, 5].map((i) => ({ RowId: i, RowIndex: i, Height: i === 4 ? 90 : 60, FormId: 9 })),
    Options: { Ruler: 0, Guide: 0 },
    AccessMask: 0,
    IsReadOnly: false,
    FormWidthInPx: 540,
    FormHeightInPx: 330,
    Fields: fields,
    ...overrides,
  };
}
