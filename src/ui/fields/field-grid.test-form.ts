import { DataType, FieldType, type FieldDefinition } from '../../domain/forms/form.entity';
import { IMAGE_SAMPLES } from '../../domain/forms/images/image-samples.test-helper';

/** A form with every field type, for the renderer's tests. */
let sequence = 0;
/** A field definition with the defaults a test does not care about. */
export const f = (
  id: number,
  TypeId: FieldDefinition['TypeId'],
  Name: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  FieldDefinitionId: id,
  FormId: 1,
  TypeId,
  Name,
  Sequence: ++sequence,
  ColSpan: 1,
  ShowFieldName: true,
  ...extra,
});
const opts = (id: number, ...names: string[]) =>
  names.map((Name, i) => ({ OptionId: id * 10 + i + 1, Name, Order: i + 1 }));

export const everyType: FieldDefinition[] = [
  f(1, FieldType.Header, 'Site Inspection', {
    Data: '<b>Site</b> Inspection<script>alert(1)</script>',
    ShowFieldName: false,
    ColSpan: 2,
  }),
  f(2, FieldType.Text, 'Intro', {
    Data: '<p onclick="x()">Read the <em>notes</em></p><img src=x onerror=alert(1)>',
    ShowFieldName: false,
  }),
  f(3, FieldType.Image, 'Site logo', { Data: IMAGE_SAMPLES.png, ShowFieldName: false }),
  f(4, FieldType.NewLine, ''),
  f(5, FieldType.TextBox, 'Inspector', { DataTypeId: DataType.Text }),
  f(6, FieldType.TextBox, 'Site phone', { DataTypeId: DataType.Text, MaskType: 3 }),
  f(7, FieldType.TextBox, 'Labour', { DataTypeId: DataType.Number, FormattingType: 17 }),
  f(8, FieldType.CheckBox, 'Site accessible'),
  f(9, FieldType.NewLine, ''),
  f(10, FieldType.Select, 'Weather', { OptionsList: opts(10, 'Sunny', 'Rain') }),
  f(11, FieldType.RadioButtonList, 'Condition', {
    OptionsList: opts(11, 'Good', 'Poor'),
    CSS: { Display: 'inline-block' },
  }),
  f(12, FieldType.CheckBoxList, 'Hazards', {
    OptionsList: opts(12, 'Height', 'Asbestos', 'Electrics', 'Confined space'),
  }),
  f(13, FieldType.NestedSelect, 'Issue', { OptionsList: opts(13, 'Cracks') }),
  f(14, FieldType.NewLine, ''),
  f(15, FieldType.TextArea, 'Notes', { CSS: { AreaRows: 5 }, ColSpan: 2 }),
  f(16, FieldType.Formula, 'Total', { Formula: '_7 * 2' }),
  f(17, FieldType.MirrorField, 'Total (mirror)', { ParentFieldDefinitionId: 16 }),
  f(18, FieldType.NewLine, ''),
  f(19, FieldType.LinkedField, 'Expense total', {
    ParentFieldDefinitionId: 90,
    ParentFieldDefinition: f(90, FieldType.TextBox, 'Total', { DataTypeId: DataType.Number, FormId: 2 }),
  }),
  f(20, FieldType.Empty, ''),
  f(21, FieldType.TextBox, 'Gate code', { DataTypeId: DataType.Text, EncryptData: true, DisplayMask: 0 }),
  f(22, FieldType.TextBox, 'Secret note', { DataTypeId: DataType.Text, ShowFieldName: false }),
  f(23, FieldType.NewLine, ''),
];
