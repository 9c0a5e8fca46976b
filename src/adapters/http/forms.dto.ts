import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Min,
} from 'class-validator';
import type { FieldTemplate, FormSummary } from '../../domain/forms/form-catalog.entity';
import type { PermissionExclusion } from '../../domain/forms/form-permissions.entity';
import type { FieldDefinition, FormColumn, FormOptions, FormRow } from '../../domain/forms/form.entity';

/** Properties left without a decorator are nested parts, checked by the parsers in forms-parsers.ts. */

export class FormOptionsDto implements FormOptions {
  @IsIn([0, 1, 2]) Ruler!: 0 | 1 | 2;
  @IsIn([0, 1]) Guide!: 0 | 1;
  @IsOptional() @IsBoolean() StretchToFit?: boolean;
}

export class FormRowDto implements FormRow {
  @IsInt() RowId!: number;
  @IsInt() @Min(0) RowIndex!: number;
  @IsNumber() @Min(0) Height!: number;
  @IsInt() FormId!: number;
}

export class FormColumnDto implements FormColumn {
  @IsInt() ColumnId!: number;
  @IsNumber() @Min(0) Width!: number;
}

export class FormDto {
  @IsInt() FormId!: number;
  @IsString() FormName!: string;
  @IsOptional() @IsInt() GroupId?: number | null;
  @IsOptional() @IsInt() ProjectId?: number | null;
  Rows!: FormRow[];
  Columns!: FormColumn[];
  Fields!: FieldDefinition[];
  Options!: FormOptions;
  @IsOptional() @IsNumber() FormWidthInPx?: number;
  @IsOptional() @IsNumber() FormHeightInPx?: number;
  @IsOptional() @IsInt() @Min(0) Access?: number;
}

export class FormSummaryDto implements FormSummary {
  @IsInt() FormId!: number;
  @IsString() FormName!: string;
  @IsInt() GroupId!: number;
  @IsInt() @Min(0) FieldCount!: number;
  @IsArray() @IsInt({ each: true }) ProjectIds!: number[];
  @IsOptional() @IsInt() @Min(0) Access?: number;
}

export class FormGroupDto {
  @IsInt() GroupId!: number;
  @IsString() Name!: string;
  Forms!: FormSummary[];
}

export class OtherFormDto {
  @IsInt() FormId!: number;
  @IsString() FormName!: string;
}

export class FieldTemplateDto {
  @IsInt() TemplateId!: number;
  @IsString() Name!: string;
  Field!: FieldDefinition;
}

export class FormBundleDto {
  form!: FormDto;
  otherFormsInSet!: OtherFormDto[];
  fieldDefinitionTemplates!: FieldTemplate[];
}

export class RoleRefDto {
  @IsInt() roleId!: number;
  @IsString() RoleName!: string;
}

export class UserRefDto {
  @IsEmail() Email!: string;
}

export class PermissionExclusionDto {
  RolesDefined!: PermissionExclusion['RolesDefined'];
  UsersDefined!: PermissionExclusion['UsersDefined'];
}

export class PermissionsDto {
  @IsBoolean() Restrictions!: boolean;
  @IsBoolean() RestrictedInput!: boolean;
  @IsBoolean() RestrictedView!: boolean;
  ExclusionInput!: PermissionExclusion;
  ExclusionView!: PermissionExclusion;
}

/** `{ Rows }` of form/updaterows. */
export class RowsDto {
  Rows!: FormRow[];
}

/** `{ Columns }` of form/updatecolumns. */
export class ColumnsDto {
  Columns!: FormColumn[];
}

/** The answer of field setup create, update and delete. */
export class FieldChangeDto {
  field!: FieldDefinition | null;
  form!: FormDto;
  otherFormsInSet!: OtherFormDto[];
  @IsBoolean() update!: boolean;
}

/** `{ form }` of UpdateFieldsOrder. */
export class FormHolderDto {
  form!: FormDto;
}

/** The answer of CopyRowOrColumn and RemoveRowOrColumn. */
export class RowColumnChangeDto {
  form!: FormDto;
  @IsArray() @IsString({ each: true }) Errors!: string[];
}
