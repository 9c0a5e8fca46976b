import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import type { FieldDefinition, FormOptions, FormRow } from '../../domain/forms/form.entity';

/** Properties left without a decorator are nested parts, checked by the parsers in form-instance-parsers.ts. */
export class FormInstanceDto {
  @IsInt() InstanceId!: number;
  @IsInt() ProjectId!: number;
  @IsString() ProjectName!: string;
  @IsString() Name!: string;
  @IsInt() FormId!: number;
  Columns!: Array<{ Width: number }>;
  Rows!: FormRow[];
  Options!: FormOptions;
  @IsInt() @Min(0) AccessMask!: number;
  @IsBoolean() IsReadOnly!: boolean;
  @IsOptional() @IsNumber() FormWidthInPx?: number;
  @IsOptional() @IsNumber() FormHeightInPx?: number;
  Fields!: FieldDefinition[];
}

export class InstanceColumnDto {
  @IsNumber() @Min(0) Width!: number;
}

/** The answer of CloneForm. */
export class ClonedInstanceDto {
  @IsInt() InstanceId!: number;
}

/** The answer of CloneFormGroup. */
export class ClonedInstancesDto {
  @IsArray() @IsInt({ each: true }) InstanceIds!: number[];
}

/** The answer of GetEncryptedFieldValue. */
export class EncryptedValueDto {
  @IsString() Value!: string;
}
