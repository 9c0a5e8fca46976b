/**
 * What a new field of each type starts with (spec sections 3, 4 and 9). Every type shares the CSS
 * defaults of section 9; a few types add their own.
 */
import {
  DataType,
  DisplayMask,
  FieldType,
  FORM_DEFAULTS,
  MaskType,
  ValidationPatternType,
  type FieldCss,
  type FieldDefinition,
  type FieldTypeId,
} from '../form.entity';
import { fieldTypeLabel } from './field-toolbar';

/** Section 9: font size 14, weight 400, label alignment left, field layout vertical, label ratio 30. */
export const DEFAULT_CSS: Readonly<FieldCss> = {
  Size: FORM_DEFAULTS.fontSize,
  Weight: FORM_DEFAULTS.fontWeight,
  TextAlign: 'left',
  FieldLayout: 'vertical',
  LabelRatio: FORM_DEFAULTS.labelRatio,
};

/** Image width 100% and height auto (section 9). */
export const DEFAULT_IMAGE_SIZE = { Width: '100%', Height: 'auto' } as const;

/** The full permission mask a field has in edit mode (section 6). */
export const EDIT_MODE_PERMISSION_MASK = 15;

/** The parts of a field that do not depend on where it goes. */
export type FieldBody = Omit<FieldDefinition, 'FieldDefinitionId' | 'FieldNumber' | 'FormId' | 'Sequence'>;

const TEXT_ENTRY = {
  DataTypeId: DataType.Text,
  ValidationPatternType: ValidationPatternType.None,
  FormattingType: 0,
  MaskType: MaskType.None,
} as const;

function typeSpecific(type: FieldTypeId): Partial<FieldBody> {
  switch (type) {
    case FieldType.TextBox:
      return { ...TEXT_ENTRY, EncryptData: false, DisplayMask: DisplayMask.HideAll };
    case FieldType.TextArea:
      return { ...TEXT_ENTRY, CSS: { ...DEFAULT_CSS, AreaRows: FORM_DEFAULTS.textAreaRows } };
    case FieldType.Select:
    case FieldType.RadioButtonList:
    case FieldType.CheckBoxList:
      return { OptionsList: [] };
    case FieldType.NestedSelect:
      return { OptionsList: [], Conditions: [] };
    case FieldType.Formula:
      return { DataTypeId: DataType.Number, Formula: '', FormattingType: 0 };
    case FieldType.Image:
      return { CSS: { ...DEFAULT_CSS, ...DEFAULT_IMAGE_SIZE }, FileId: null };
    case FieldType.Header:
    case FieldType.Text:
      return { Data: '' };
    case FieldType.LinkedField:
    case FieldType.MirrorField:
      return { ParentFieldDefinitionId: null };
    default:
      return {};
  }
}

/** Static fields and layout helpers show no label; entry fields do. */
const SHOWS_NO_LABEL: ReadonlySet<number> = new Set([
  FieldType.Header,
  FieldType.Image,
  FieldType.Text,
  FieldType.NewLine,
  FieldType.Empty,
]);

/**
 * The body of a new field of `type`: label = the toolbar label (the dialog lets the user change it),
 * ColSpan 1, the section 9 CSS defaults, edit-mode permissions, and the type's own defaults
 * (TextBox: Text data type, HideAll display mask; TextArea: 3 rows; Image: 100% by auto; ...).
 */
export function defaultFieldBody(type: FieldTypeId): FieldBody {
  const own = typeSpecific(type);
  return {
    TypeId: type,
    Name: fieldTypeLabel(type),
    ColSpan: 1,
    ShowFieldName: !SHOWS_NO_LABEL.has(type),
    ReferenceLabel: '',
    PermissionMask: EDIT_MODE_PERMISSION_MASK,
    FieldValidation: null,
    ...own,
    CSS: own.CSS ?? { ...DEFAULT_CSS },
  };
}
