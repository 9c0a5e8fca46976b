/** Bodies of the team approval calls (issue 35; docs/api.md "Team approval"; limits in team-approval.rules.ts). */
import 'reflect-metadata';
import { MAX_EMAIL_LENGTH } from '../../src/domain/admin/admin-limits';
import { MAX_DECLINE_REASON_LENGTH } from '../../src/domain/admin/team-approval.rules';
import { Flag, Id, Int, MAX_ID, Text } from './schema-rules';

export class TeamApprovalSettingsBody {
  @Flag({}) JoinNeedsApproval!: boolean;
  @Flag({}) TeamInviteNeedsApproval!: boolean;
  @Flag({}) AdminInviteNeedsApproval!: boolean;
}

export class TeamRequestIdBody {
  @Id() RequestId!: number;
}

export class TeamRequestDeclineBody extends TeamRequestIdBody {
  /** Optional: '' or absent says no reason. */
  @Text({ max: MAX_DECLINE_REASON_LENGTH, optional: true, multiline: true }) Reason?: string;
}

export class TeamRequestBody {
  @Text({ max: MAX_EMAIL_LENGTH }) Email!: string;
  /** The team; 0 with AsAdministrator. */
  @Int({ min: 0, max: MAX_ID }) ScopeId!: number;
  @Flag({}) AsAdministrator!: boolean;
}
