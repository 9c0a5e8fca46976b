import {
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { FormShare, ShareableInstance } from '../../domain/sharing/share.entity';

/** Only a raster picture may become the header's <img> (never an SVG, a script URL or another site's address). */
const LOGO = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

export class WorkspaceDetailsDto {
  @IsBoolean() HasActiveLogo!: boolean;
  @IsString() WorkspaceName!: string;
  @IsString() FormName!: string;
  @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(1_500_000) @Matches(LOGO) Logo!: string | null;
}

export class ShareValidityDto {
  @IsBoolean() IsValid!: boolean;
}

class FlagsDto {
  @IsBoolean() EmailMissmatch!: boolean;
  @IsBoolean() TooManyRequests!: boolean;
  @IsBoolean() InvalidCode!: boolean;
}

export class SendCodeAnswerDto extends FlagsDto {
  @IsInt() @Min(0) CodeValidSeconds!: number;
  @IsInt() @Min(0) NewCodeInSeconds!: number;
  @IsOptional() @IsBoolean() CodeAlreadySent?: boolean;
}

/** The FormInstance, when present, is checked by parseFormInstance (sharing-parsers.ts). */
export class GetInstanceAnswerDto extends FlagsDto {
  @IsOptional() @IsString() Token?: string;
  FormInstance?: FormInstance;
}

export class FormShareDto implements FormShare {
  @IsInt() ShareId!: number;
  @IsInt() FormId!: number;
  @IsInt() InstanceId!: number;
  @IsString() InstanceName!: string;
  @IsString() ProjectName!: string;
  @IsString() Email!: string;
  @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) Hash!: string;
  @IsString() CreatorName!: string;
  @IsString() CreatedOn!: string;
  @ValidateIf((_, v) => v !== null) @IsString() FilledOn!: string | null;
  @IsBoolean() Locked!: boolean;
  @IsOptional() @IsBoolean() ViewByLink?: boolean;
}

export class ShareableInstanceDto implements ShareableInstance {
  @IsInt() InstanceId!: number;
  @IsString() Name!: string;
  @IsString() ProjectName!: string;
}

/** Instances and Shares are checked item by item (sharing-parsers.ts). */
export class ShareOptionsDto {
  @IsInt() FormId!: number;
  @IsString() FormName!: string;
  @IsArray() Instances!: ShareableInstance[];
  @IsArray() Shares!: FormShare[];
}
