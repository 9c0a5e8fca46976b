import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Min,
  ValidateIf,
} from 'class-validator';
import type { SiteInvitation, SiteProjectSummary } from '../../domain/sites/site-visit.entity';

/** The answers of a site visitor's calls (issue 33; docs/sites.md "API"). */
export class SiteInvitationDto implements SiteInvitation {
  @IsIn(['Valid', 'Used', 'Replaced', 'Invalid']) Status!: SiteInvitation['Status'];
  @IsString() Email!: string;
  @IsString() FirstName!: string;
  @IsString() SiteName!: string;
  @IsString() WorkspaceName!: string;
  @IsBoolean() HasAccount!: boolean;
}

export class SiteProjectSummaryDto implements SiteProjectSummary {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsInt() @Min(0) FolderCount!: number;
}

export class SiteHomeDto {
  @IsString() WorkspaceName!: string;
  @ValidateIf((_, v) => v !== null) @IsString() @Matches(/^data:image\/(png|jpeg|gif|webp);base64,/) Logo!:
    string | null;
  @IsArray() @IsString({ each: true }) SiteNames!: string[];
  @IsIn([1, 2]) Kind!: 1 | 2;
  @ValidateIf((_, v) => v !== null) @IsString() SiteHash!: string | null;
  @IsArray() Projects!: unknown[];
}

export class SiteShownFolderDto {
  @IsBoolean() CanUpload!: boolean;
}

export class SiteProjectDetailsDto {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsArray() Folders!: unknown[];
}

export class SiteFolderContentsDto {
  @IsInt() @Min(0) Total!: number;
  @IsInt() ProjectId!: number;
  @IsString() ProjectName!: string;
  @IsBoolean() CanUpload!: boolean;
}

export class SiteLinkTargetDto {
  @IsInt() ProjectId!: number;
  @IsOptional() Item!: unknown;
  @IsOptional() Folder!: unknown;
}
