import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsString } from 'class-validator';
import type {
  RequestableTeam,
  TeamApprovalSettings,
  TeamRequest,
  TeamRequestKind,
  TeamRequestOutcome,
} from '../../domain/admin/team-approval.rules';
import type { TeamRequestAnswer } from '../../ports/team-approval-gateway.port';

export class TeamApprovalSettingsDto implements TeamApprovalSettings {
  @IsBoolean() JoinNeedsApproval!: boolean;
  @IsBoolean() TeamInviteNeedsApproval!: boolean;
  @IsBoolean() AdminInviteNeedsApproval!: boolean;
}

export class TeamRequestDto implements TeamRequest {
  @IsInt() RequestId!: number;
  @IsIn(['Join', 'TeamInvite', 'AdminInvite']) Kind!: TeamRequestKind;
  @IsString() RequestedByName!: string;
  @IsString() ForName!: string;
  @IsString() Email!: string;
  @IsString() TeamName!: string;
  @IsString() RequestedOn!: string;
}

/** The overview: settings and requests are checked by their own DTOs (parseShape). */
export class TeamApprovalOverviewDto {
  @IsObject() Settings!: TeamApprovalSettings;
  @IsArray() Requests!: TeamRequest[];
}

export class RequestableTeamDto implements RequestableTeam {
  @IsInt() ScopeId!: number;
  @IsString() Name!: string;
}

export class TeamRequestOptionsDto {
  @IsArray() Teams!: RequestableTeam[];
  @IsBoolean() IsAdministrator!: boolean;
  @IsObject() Settings!: TeamApprovalSettings;
}

export class TeamRequestAnswerDto implements TeamRequestAnswer {
  @IsInt() RequestId!: number;
  @IsIn(['Applied', 'Waiting']) Outcome!: TeamRequestOutcome;
  @IsString() Message!: string;
}
