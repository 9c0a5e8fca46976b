import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ACCESS_AREAS, type AreaVerbs } from '../../domain/access/access-area';
import { ALL_VERBS } from '../../domain/access/access-verb';
import { ACTIVITY_AREAS, type ActivityArea, type ActivityEntry } from '../../domain/admin/activity.entity';
import type { Invitation } from '../../domain/admin/invitation.entity';
import type { RoleDetails, RoleTypeId } from '../../domain/admin/role.rules';
import type { Team } from '../../domain/admin/team.rules';
import type { Theme, WorkspaceSettings } from '../../domain/admin/workspace-settings.rules';
import type { MemberAccountType, UserStatus, WorkspaceUser } from '../../domain/admin/workspace-user.entity';

/** Only a PNG or JPEG picture may become the General screen's and the PDF's logo. */
const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/** A mask of access verbs for every area, nothing else. */
const IsAreaVerbs = () =>
  ValidateBy({
    name: 'isAreaVerbs',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        ACCESS_AREAS.every((area) => {
          const mask = (value as Record<string, unknown>)[area];
          return Number.isInteger(mask) && (mask as number) >= 0 && ((mask as number) & ~ALL_VERBS) === 0;
        }),
    },
  });

export class WorkspaceUserDto implements WorkspaceUser {
  @IsInt() UserId!: number;
  @IsString() Email!: string;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
  @IsIn([1, 2]) AccountType!: MemberAccountType;
  @IsArray() @IsInt({ each: true }) RoleIds!: number[];
  @IsArray() @IsInt({ each: true }) TeamIds!: number[];
  @IsIn(['Active', 'Deactivated']) Status!: UserStatus;
  @ValidateIf((_, v) => v !== null) @IsString() LastActivityOn!: string | null;
  @IsBoolean() IsAdmin!: boolean;
}

export class InvitationDto implements Invitation {
  @IsInt() InvitationId!: number;
  @IsString() Email!: string;
  @IsIn([1, 2]) AccountType!: MemberAccountType;
  @IsArray() @IsInt({ each: true }) RoleIds!: number[];
  @IsArray() @IsInt({ each: true }) TeamIds!: number[];
  @IsString() InvitedByName!: string;
  @IsString() SentOn!: string;
  @IsString() ExpiresOn!: string;
  @IsIn(['Pending', 'Expired']) Status!: Invitation['Status'];
}

export class RoleDetailsDto implements RoleDetails {
  @IsInt() roleId!: number;
  @IsString() roleName!: string;
  @IsIn([0, 1, 2]) roleTypeId!: RoleTypeId;
  @IsBoolean() builtIn!: boolean;
  @IsAreaVerbs() access!: AreaVerbs;
  @IsInt() @Min(0) userCount!: number;
}

export class TeamDto implements Team {
  @IsInt() ScopeId!: number;
  @IsString() Name!: string;
  @IsArray() @IsInt({ each: true }) MemberIds!: number[];
  @IsInt() @Min(0) ProjectCount!: number;
}

export class WorkspaceSettingsDto implements WorkspaceSettings {
  @IsInt() WorkspaceId!: number;
  @IsString() Name!: string;
  @IsIn([1, 2, 3]) Theme!: Theme;
  @IsString() TimeZone!: string;
  @IsBoolean() HasActiveLogo!: boolean;
  @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(300_000) @Matches(LOGO) Logo!: string | null;
}

export class ActivityEntryDto implements ActivityEntry {
  @IsInt() ActivityId!: number;
  @IsString() OccurredOn!: string;
  @ValidateIf((_, v) => v !== null) @IsInt() UserId!: number | null;
  @IsString() UserName!: string;
  @IsIn([...ACTIVITY_AREAS]) Area!: ActivityArea;
  @IsString() Action!: string;
  /** A site account's visits and downloads carry their site (docs/sites.md "Activity"). */
  @IsOptional() @IsInt() SiteId?: number;
}

/** Items are checked one by one (admin-parsers.ts). */
export class ActivityPageDto {
  @IsArray() Items!: ActivityEntry[];
  @IsInt() @Min(0) Total!: number;
  @IsInt() @Min(1) Page!: number;
  @IsInt() @Min(1) PageSize!: number;
}
