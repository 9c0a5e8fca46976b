import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ACCESS_AREAS } from '../../domain/access/access-area';

export class CurrentUserDto {
  @IsInt() userId!: number;
  @IsString() userName!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsString() email!: string;
  @IsInt() workspaceId!: number;
  @IsString() workspaceName!: string;
  @IsString() teamName!: string;
  @IsInt() teamScopeId!: number;
  @IsInt() primaryScopeId!: number;
  @IsIn([1, 2, 3]) theme!: 1 | 2 | 3;
  @IsBoolean() logged!: boolean;
  @IsBoolean() isSite!: boolean;
  @IsBoolean() isDirect!: boolean;
  @IsBoolean() isAdmin!: boolean;
  @IsIn([0, 1, 2, 3, 4]) accountType!: 0 | 1 | 2 | 3 | 4;
  /** Union of the access verbs of the user's roles (ours; docs/authorization.md). */
  @IsOptional() @IsInt() accessVerbs?: number;
  /** The verbs per area (ours): masks as whole numbers; an area a newer server adds is kept, not refused. */
  @IsOptional()
  @ValidateBy({
    name: 'isAreaAccess',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).every((mask) => Number.isInteger(mask) && (mask as number) >= 0),
    },
  })
  areaAccess?: Partial<Record<(typeof ACCESS_AREAS)[number], number>>;
  /** The workspace's schedule time zone (ours); absent from older servers. */
  @IsOptional() @IsString() @MaxLength(64) workspaceTimeZone?: string;
}

export class ScopeDto {
  @IsInt() ScopeId!: number;
  @IsString() Name!: string;
}

export class SessionTimeoutDto {
  @IsString() SessionId!: string;
  /** Any positive length: a server may give fractions of a minute (the mock does, for demos). */
  @IsPositive() Minutes!: number;
}

/** The profile (issue 17): the user's theme, or null to follow the workspace's. */
export class ProfileDto {
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
  @IsString() Email!: string;
  @ValidateIf((_, v) => v !== null) @IsIn([1, 2, 3]) Theme!: 1 | 2 | 3 | null;
  @IsIn([1, 2, 3]) WorkspaceTheme!: 1 | 2 | 3;
}

export class InvitationDetailsDto {
  @IsIn(['Valid', 'Expired', 'Used', 'Invalid']) Status!: 'Valid' | 'Expired' | 'Used' | 'Invalid';
  @IsString() Email!: string;
  @IsString() WorkspaceName!: string;
  @IsString() InvitedByName!: string;
  @IsBoolean() HasAccount!: boolean;
}

export class ResetLinkDto {
  @IsIn(['Valid', 'Expired', 'Used', 'Invalid']) Status!: 'Valid' | 'Expired' | 'Used' | 'Invalid';
  @IsString() Email!: string;
}

export class WorkspaceLogoDto {
  @IsBoolean() HasActiveLogo!: boolean;
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(1_500_000)
  @Matches(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/)
  Logo!: string | null;
}

/** `GET /api/account/signup/check` (issue 35). */
export class SignupLinkDto {
  @IsIn(['Valid', 'Expired', 'Used', 'Invalid']) Status!: 'Valid' | 'Expired' | 'Used' | 'Invalid';
  @IsString() Email!: string;
  @IsString() WorkspaceName!: string;
}

/** `GET /api/account/privacyconsent` (issue 35). */
export class PrivacyConsentDto {
  @IsBoolean() Accepted!: boolean;
}

/** `GET /api/intercom/get`: the support chat's identity of the user (issue 35). */
export class SupportIdentityDto {
  @IsInt() UserId!: number;
  @IsString() Email!: string;
  @IsString() Name!: string;
  @IsString() WorkspaceName!: string;
}
