import { IsArray, IsBoolean, IsIn, IsInt, IsString, Min, ValidateIf } from 'class-validator';
import type { SiteKind, SiteProject, SiteUserStatus } from '../../domain/sites/site.entity';
import type {
  SiteChoices,
  SiteLink,
  SiteLinkKind,
  SiteListItem,
  SiteUserView,
} from '../../domain/sites/site-admin.entity';

export class SiteListItemDto implements SiteListItem {
  @IsInt() SiteId!: number;
  @IsString() Name!: string;
  @IsIn([1, 2]) Kind!: SiteKind;
  @IsBoolean() IsActive!: boolean;
  @ValidateIf((_, v) => v !== null) @IsString() AccessEndsOn!: string | null;
  @IsString() Hash!: string;
  @IsArray() Projects!: SiteProject[];
  @IsString() CreatedOn!: string;
  @ValidateIf((_, v) => v !== null) @IsString() PasswordSetOn!: string | null;
  @IsInt() @Min(0) UserCount!: number;
  @IsInt() @Min(0) OpenSessions!: number;
}

export class SiteProjectDto implements SiteProject {
  @IsInt() ProjectId!: number;
  @IsArray() Folders!: SiteProject['Folders'];
}

export class SiteFolderDto {
  @IsInt() FolderId!: number;
  @IsBoolean() CanUpload!: boolean;
}

export class SiteChoicesDto implements SiteChoices {
  @IsArray() Projects!: SiteChoices['Projects'];
  @IsArray() Folders!: SiteChoices['Folders'];
  @ValidateIf((_, v) => v !== null) @IsString() Logo!: string | null;
  @IsString() WorkspaceName!: string;
}

export class SiteChoiceProjectDto {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
}

export class SiteChoiceFolderDto {
  @IsInt() FolderId!: number;
  @IsString() Name!: string;
  @IsString() Path!: string;
}

export class SiteUserDto implements SiteUserView {
  @IsInt() SiteUserId!: number;
  @IsInt() SiteId!: number;
  @IsString() Email!: string;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
  @IsIn(['Invited', 'Active', 'Deactivated']) Status!: SiteUserStatus;
  @IsString() InvitedOn!: string;
  @ValidateIf((_, v) => v !== null) @IsString() LastVisitOn!: string | null;
  @ValidateIf((_, v) => v !== null) @IsString() AccessEndsOn!: string | null;
  @ValidateIf((_, v) => v !== null) @IsString() InvitationExpiresOn!: string | null;
}

export class SiteLinkDto implements SiteLink {
  @IsInt() LinkId!: number;
  @IsInt() SiteId!: number;
  @IsString() Hash!: string;
  @IsIn(['project', 'folder', 'file']) Kind!: SiteLinkKind;
  @IsInt() ProjectId!: number;
  @ValidateIf((_, v) => v !== null) @IsInt() ItemId!: number | null;
  @IsString() Path!: string;
}
