import type {
  TeamApprovalOverview,
  TeamApprovalSettings,
  TeamRequest,
  TeamRequestDraft,
  TeamRequestOptions,
  TeamRequestOutcome,
} from '../domain/admin/team-approval.rules';
import type { HttpResult } from './http-client.port';

/** The Team approval screen's calls (docs/api.md "Team approval"). Administrators only. */
export interface TeamApprovalGateway {
  overview(signal?: AbortSignal): Promise<HttpResult<TeamApprovalOverview>>;
  saveSettings(settings: TeamApprovalSettings): Promise<HttpResult<TeamApprovalSettings>>;
  approve(requestId: number): Promise<HttpResult<TeamRequest>>;
  decline(requestId: number, reason: string): Promise<HttpResult<TeamRequest>>;
}
export const TeamApprovalGateway = Symbol('TeamApprovalGateway');

/** What asking for a team change answers. */
export interface TeamRequestAnswer {
  RequestId: number;
  Outcome: TeamRequestOutcome;
  Message: string;
}

/** A workspace user's requests to add someone to their team or to invite an administrator (docs/api.md "Team approval"). */
export interface TeamRequestGateway {
  options(signal?: AbortSignal): Promise<HttpResult<TeamRequestOptions>>;
  ask(draft: TeamRequestDraft): Promise<HttpResult<TeamRequestAnswer>>;
}
export const TeamRequestGateway = Symbol('TeamRequestGateway');
