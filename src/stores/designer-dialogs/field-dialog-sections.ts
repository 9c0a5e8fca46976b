import { FieldType, type FieldDefinition, type FieldTypeId } from '../../domain/forms/form.entity';

/** Which parts of the General tab a field kind shows (our reading of section 4; see docs/use-cases/save-field-setup.md). */
export interface FieldDialogSections {
  label: boolean;
  headerText: boolean;
  content: boolean;
  referenceLabel: boolean;
  showFieldName: boolean;
  colSpan: boolean;
  dataType: boolean;
  mask: boolean;
  formatting: boolean;
  validationPattern: boolean;
  encrypt: boolean;
  options: boolean;
  nested: boolean;
  formula: boolean;
  linked: boolean;
  mirror: boolean;
  font: boolean;
  fieldLayout: boolean;
  areaRows: boolean;
  imageSize: boolean;
  /** An image field's picture: chosen from a file, shown, removed. */
  picture: boolean;
  restrictions: boolean;
}

/** The kind the dialog edits: a linked or mirror field stays one even when it carries its parent's type. */
export function fieldKindOf(field: Pick<FieldDefinition, 'TypeId' | 'OrigTypeId'>): FieldTypeId {
  if (field.OrigTypeId === FieldType.LinkedField || field.OrigTypeId === FieldType.MirrorField)
    return field.OrigTypeId;
  return field.TypeId;
}

const ENTRY: ReadonlySet<number> = new Set([
  FieldType.TextBox,
  FieldType.CheckBox,
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
  FieldType.TextArea,
  FieldType.NestedSelect,
  FieldType.Formula,
  FieldType.LinkedField,
]);
const OPTION_LISTS: ReadonlySet<number> = new Set([
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
]);

export function sectionsFor(kind: FieldTypeId, templateMode: boolean): FieldDialogSections {
  const is = (type: number) => kind === type;
  const entry = ENTRY.has(kind);
  const mirror = is(FieldType.MirrorField);
  const layoutOnly = is(FieldType.NewLine) || is(FieldType.Empty);
  return {
    label: !mirror && !is(FieldType.Header) && !layoutOnly,
    headerText: is(FieldType.Header),
    content: is(FieldType.Text),
    referenceLabel: entry,
    showFieldName: entry,
    colSpan: !mirror && !is(FieldType.NewLine),
    dataType: is(FieldType.TextBox),
    mask: is(FieldType.TextBox),
    formatting: is(FieldType.TextBox) || is(FieldType.Formula),
    validationPattern: is(FieldType.TextBox) || is(FieldType.TextArea),
    encrypt: is(FieldType.TextBox),
    options: OPTION_LISTS.has(kind),
    nested: is(FieldType.NestedSelect),
    formula: is(FieldType.Formula),
    linked: is(FieldType.LinkedField),
    mirror,
    font: entry || is(FieldType.Header) || is(FieldType.Text),
    fieldLayout: entry,
    areaRows: is(FieldType.TextArea),
    imageSize: is(FieldType.Image),
    picture: is(FieldType.Image),
    restrictions: !templateMode && !layoutOnly,
  };
}
