import {
  DataType,
  DisplayMask,
  FieldType,
  MaskType,
  ValidationPatternType,
  type DataTypeId,
  type FieldDefinition,
  type Form,
  type MaskTypeId,
  type ValidationPatternTypeId,
} from '../form.entity';

/**
 * Field-dialog rules that tie a field's data type, validation pattern, formatting, mask and encryption
 * together (section 4). Each rule returns a new FieldDefinition; the input is never changed.
 */

/** The validation pattern a data type starts with: Text -> None, Number -> Number, DateTime -> DateAndTime. */
export const DEFAULT_PATTERN_BY_DATA_TYPE: Readonly<Record<DataTypeId, ValidationPatternTypeId>> = {
  [DataType.Text]: ValidationPatternType.None,
  [DataType.Number]: ValidationPatternType.Number,
  [DataType.DateTime]: ValidationPatternType.DateAndTime,
};

/** The "none" formatting type (General). */
export const NO_FORMATTING = 0;

function withoutMask(field: FieldDefinition): FieldDefinition {
  const { Mask: _mask, ...rest } = field;
  return { ...rest, MaskType: MaskType.None };
}

/** Changing the data type resets the validation pattern and formatting to the type's defaults. Picking the same type changes nothing. */
export function changeDataType(field: FieldDefinition, dataType: DataTypeId): FieldDefinition {
  if (field.DataTypeId === dataType) return field;
  return {
    ...field,
    DataTypeId: dataType,
    ValidationPatternType: DEFAULT_PATTERN_BY_DATA_TYPE[dataType] ?? ValidationPatternType.None,
    FormattingType: NO_FORMATTING,
  };
}

/**
 * Picking a mask resets formatting to none. `customMask` is the # ? * mask of a Custom mask type;
 * other mask types carry no custom mask.
 */
export function changeMask(
  field: FieldDefinition,
  maskType: MaskTypeId,
  customMask?: string,
): FieldDefinition {
  if (maskType === MaskType.None) return withoutMask(field);
  const base =
    maskType === MaskType.Custom ? { ...field, Mask: customMask ?? field.Mask ?? '' } : withoutMask(field);
  return { ...base, MaskType: maskType, FormattingType: NO_FORMATTING };
}

/** Picking a formatting resets the mask (picking none leaves the mask alone). */
export function changeFormatting(field: FieldDefinition, formattingType: number): FieldDefinition {
  if (formattingType === NO_FORMATTING) return { ...field, FormattingType: NO_FORMATTING };
  return { ...withoutMask(field), FormattingType: formattingType };
}

/** Encrypting enables the display mask, which starts as HideAll when none was chosen. */
export function setEncryptData(field: FieldDefinition, encrypt: boolean): FieldDefinition {
  return encrypt
    ? { ...field, EncryptData: true, DisplayMask: field.DisplayMask ?? DisplayMask.HideAll }
    : { ...field, EncryptData: false };
}

/** The display-mask choice is enabled only for encrypted values. */
export function isDisplayMaskEnabled(field: Pick<FieldDefinition, 'EncryptData'>): boolean {
  return field.EncryptData === true;
}

/** Formatting is disabled when a mask is set or the data type is text. */
export function isFormattingEnabled(field: Pick<FieldDefinition, 'MaskType' | 'DataTypeId'>): boolean {
  return (field.MaskType ?? MaskType.None) === MaskType.None && field.DataTypeId !== DataType.Text;
}

/**
 * The fields a nested select can take its conditions from: the form's selects and radio lists (other
 * than the field itself). When there is none the dialog shows DialogMessage.NoNestingFields.
 */
export function nestingSourceFields(
  field: Pick<FieldDefinition, 'FieldDefinitionId'>,
  form: Pick<Form, 'Fields'>,
): FieldDefinition[] {
  return (form.Fields ?? []).filter(
    (other) =>
      other.FieldDefinitionId !== field.FieldDefinitionId &&
      (other.TypeId === FieldType.Select || other.TypeId === FieldType.RadioButtonList),
  );
}
