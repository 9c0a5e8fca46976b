import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  DataType,
  DisplayMask,
  FieldType,
  MaskType,
  ValidationPatternType,
  type DataTypeId,
  type DisplayMaskId,
  type FieldCss,
  type FieldDefinition,
  type FieldOption,
  type FieldTypeId,
  type FieldValidation,
  type FieldValidationCondition,
  type FieldValidationGroup,
  type MaskTypeId,
  type NestedSelectCondition,
  type ValidationPatternTypeId,
} from '../../domain/forms/form.entity';

const FIELD_TYPES = Object.values(FieldType);
const DATA_TYPES = Object.values(DataType);
const MASK_TYPES = Object.values(MaskType);
const VALIDATION_PATTERNS = Object.values(ValidationPatternType);
const DISPLAY_MASKS = Object.values(DisplayMask);

export class FieldOptionDto {
  @IsInt() OptionId!: number;
  @IsString() Name!: string;
  @IsInt() Order!: number;
}

/** Nested: OptionsList (checked by the parser). */
export class NestedSelectConditionDto {
  @IsInt() ConditionId!: number;
  @IsInt() Order!: number;
  @IsInt() FieldDefinitionId!: number;
  @IsInt() TargetFieldDefinitionId!: number;
  @IsInt() TargetOptionId!: number;
  OptionsList!: FieldOption[];
}

export class FieldCssDto implements FieldCss {
  @IsOptional() @IsNumber() Size?: number;
  @IsOptional() @IsString() Color?: string;
  @IsOptional() @IsNumber() Weight?: number;
  @IsOptional() @IsBoolean() Italic?: boolean;
  @IsOptional() @IsIn(['left', 'center', 'right', 'justify']) TextAlign?: FieldCss['TextAlign'];
  @IsOptional() @IsBoolean() Wrap?: boolean;
  @IsOptional() @IsIn(['vertical', 'horizontal']) FieldLayout?: FieldCss['FieldLayout'];
  @IsOptional() @IsNumber() LabelRatio?: number;
  @IsOptional() @IsString() Width?: string;
  @IsOptional() @IsString() Height?: string;
  @IsOptional() @IsInt() AreaRows?: number;
  @IsOptional() @IsIn(['block', 'inline-block']) Display?: FieldCss['Display'];
}

export class FieldValidationConditionDto implements FieldValidationCondition {
  @IsOptional() @IsInt() SourceFieldDefinitionId?: number | null;
  @IsInt() Order!: number;
  @IsInt() OperatorTypeId!: number;
  @IsInt() OperatorId!: number;
  @IsOptional() @IsString() CompareToConstant?: string | null;
  @IsOptional() @IsInt() CompareToOptionId?: number | null;
  @IsOptional() @IsInt() CompareToFieldDefinitionId?: number | null;
}

/** Nested: FieldValidationConditions (checked by the parser). */
export class FieldValidationGroupDto {
  @IsInt() Order!: number;
  FieldValidationConditions!: FieldValidationCondition[];
}

/** Nested: FieldValidationGroups (checked by the parser). */
export class FieldValidationDto {
  @IsString() ErrorMessage!: string;
  FieldValidationGroups!: FieldValidationGroup[];
}

/**
 * A field: ids, a known type, a name and a place. Everything else is optional, but typed when given.
 * Nested (checked by the parser): OptionsList, Conditions, CSS, ParentFieldDefinition, FieldValidation.
 */
export class FieldDefinitionDto implements FieldDefinition {
  @IsInt() FieldDefinitionId!: number;
  @IsOptional() @IsInt() @Min(1) FieldNumber?: number;
  @IsInt() FormId!: number;
  @IsInt() Sequence!: number;
  @IsInt() @Min(1) ColSpan!: number;
  @IsIn(FIELD_TYPES) TypeId!: FieldTypeId;
  @IsOptional() @IsIn(FIELD_TYPES) OrigTypeId?: FieldTypeId;
  @IsString() Name!: string;
  @IsOptional() @IsBoolean() ShowFieldName?: boolean;
  @IsOptional() @IsString() ReferenceLabel?: string;
  @IsOptional() @IsIn(DATA_TYPES) DataTypeId?: DataTypeId;
  @IsOptional() @IsIn(DATA_TYPES) OrigDataTypeId?: DataTypeId;
  @IsOptional() @IsIn(VALIDATION_PATTERNS) ValidationPatternType?: ValidationPatternTypeId;
  @IsOptional() @IsString() Options?: string;
  @IsOptional() @IsInt() @Min(0) @Max(42) FormattingType?: number;
  @IsOptional() @IsIn(MASK_TYPES) MaskType?: MaskTypeId;
  @IsOptional() @IsString() Mask?: string;
  OptionsList?: FieldOption[];
  Conditions?: NestedSelectCondition[];
  CSS?: FieldCss;
  @IsOptional() @IsBoolean() EncryptData?: boolean;
  @IsOptional() @IsIn(DISPLAY_MASKS) DisplayMask?: DisplayMaskId;
  @IsOptional() @IsString() Formula?: string;
  @IsOptional() @IsInt() ParentFieldDefinitionId?: number | null;
  ParentFieldDefinition?: FieldDefinition | null;
  @IsOptional() @IsInt() FileId?: number | null;
  @IsOptional() @IsString() Data?: string | null;
  @IsOptional() @IsInt() OptionId?: number | null;
  @IsOptional() @IsInt() TemplateId?: number | null;
  @IsOptional() @IsInt() PermissionMask?: number;
  FieldValidation?: FieldValidation | null;
}
