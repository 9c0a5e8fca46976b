import { FieldType, type FieldTypeId } from '../form.entity';
import { DialogMessage } from './dialog-messages';
import { hasUniqueOptionNames } from './option-names';
import { Check, isBlank } from './validate-dto';

/** What the field dialog edits and validates (section 5, "Field dialog"). */
export interface FieldDialogInput {
  TypeId: FieldTypeId;
  /** The field label. */
  Name?: string | null;
  ReferenceLabel?: string | null;
  ColSpan?: number | string | null;
  /** Image width: digits with optional px or %. */
  Width?: string | null;
  /** Image height: digits with optional px, or auto. */
  Height?: string | null;
  LabelRatio?: number | string | null;
  /** The form a linked field takes its parent from. */
  LinkedFormId?: number | null;
  /** The parent field of a linked or mirror field. */
  ParentFieldDefinitionId?: number | null;
  /** Option names of select, radio and check-box list fields. */
  Options?: string[] | null;
}

type Dto = FieldDialogDto;
/** Text of a typed value; values that are neither text nor numbers read as empty. */
const text = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
const isImage = (dto: Dto) => dto.TypeId === FieldType.Image;
const needsParent = (dto: Dto) =>
  dto.TypeId === FieldType.LinkedField || dto.TypeId === FieldType.MirrorField;

export class FieldDialogDto implements FieldDialogInput {
  TypeId!: FieldTypeId;

  @Check('labelRequired', (v) => text(v).trim() !== '', DialogMessage.Required)
  @Check('labelMaxLength', (v) => text(v).length <= 2000, DialogMessage.LabelTooLong)
  Name?: string | null;

  @Check('referenceLabelMaxLength', (v) => text(v).length <= 254, DialogMessage.ReferenceLabelTooLong)
  ReferenceLabel?: string | null;

  @Check('colSpan', (v) => /^(?:[1-9]|[1-9]\d)$/.test(text(v).trim()), DialogMessage.ColSpan)
  ColSpan?: number | string | null;

  @Check<Dto>(
    'imageWidth',
    (v, dto) => !isImage(dto) || isBlank(v) || /^\d+(?:px|%)?$/.test(text(v).trim()),
    DialogMessage.InvalidValue,
  )
  Width?: string | null;

  @Check<Dto>(
    'imageHeight',
    (v, dto) => !isImage(dto) || isBlank(v) || /^(?:\d+(?:px)?|auto)$/.test(text(v).trim()),
    DialogMessage.InvalidValue,
  )
  Height?: string | null;

  @Check('labelRatio', (v) => isBlank(v) || /^\d{1,2}$/.test(text(v).trim()), DialogMessage.InvalidValue)
  LabelRatio?: number | string | null;

  @Check<Dto>(
    'linkedForm',
    (v, dto) => dto.TypeId !== FieldType.LinkedField || v != null,
    DialogMessage.FieldRequired,
  )
  LinkedFormId?: number | null;

  @Check<Dto>('parentField', (v, dto) => !needsParent(dto) || v != null, DialogMessage.FieldRequired)
  ParentFieldDefinitionId?: number | null;

  @Check(
    'optionsNotBlank',
    (v) => v == null || (Array.isArray(v) && v.every((name) => text(name).trim() !== '')),
    DialogMessage.Required,
  )
  @Check(
    'uniqueOptions',
    (v) => v == null || (Array.isArray(v) && hasUniqueOptionNames(v.map(text))),
    DialogMessage.DuplicateOption,
  )
  Options?: string[] | null;

  /** A DTO holding the dialog's current values. */
  static of(input: FieldDialogInput): FieldDialogDto {
    return Object.assign(new FieldDialogDto(), input);
  }
}
