import { inject, injectable } from 'inversify';
import type {
  TeamApprovalOverview,
  TeamApprovalSettings,
  TeamRequest,
  TeamRequestDraft,
  TeamRequestOptions,
} from '../../domain/admin/team-approval.rules';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type {
  TeamApprovalGateway,
  TeamRequestAnswer,
  TeamRequestGateway,
} from '../../ports/team-approval-gateway.port';
import { listOf, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';
import {
  RequestableTeamDto,
  TeamApprovalOverviewDto,
  TeamApprovalSettingsDto,
  TeamRequestAnswerDto,
  TeamRequestDto,
  TeamRequestOptionsDto,
} from './team-approval.dto';

const parseSettings = parseDto(TeamApprovalSettingsDto);
const parseRequest = parseDto(TeamRequestDto);
const parseOverview = parseShape(TeamApprovalOverviewDto, {
  Settings: required(parseSettings),
  Requests: listOf(parseRequest),
});
const parseOptions = parseShape(TeamRequestOptionsDto, {
  Teams: listOf(parseDto(RequestableTeamDto)),
  Settings: required(parseSettings),
});

/** The Team approval screen over HTTP (docs/api.md "Team approval"); failures go through the global catalogue. */
@injectable()
export class HttpTeamApprovalGateway implements TeamApprovalGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  overview(signal?: AbortSignal): Promise<HttpResult<TeamApprovalOverview>> {
    return this.http.get('teamapproval/list', parseOverview, undefined, { signal });
  }

  saveSettings(settings: TeamApprovalSettings): Promise<HttpResult<TeamApprovalSettings>> {
    return this.http.command('teamapproval/settings', settings, parseSettings);
  }

  approve(requestId: number): Promise<HttpResult<TeamRequest>> {
    return this.http.command('teamapproval/approve', { RequestId: requestId }, parseRequest);
  }

  decline(requestId: number, reason: string): Promise<HttpResult<TeamRequest>> {
    return this.http.command('teamapproval/decline', { RequestId: requestId, Reason: reason }, parseRequest);
  }
}

/** A workspace user's team requests over HTTP. */
@injectable()
export class HttpTeamRequestGateway implements TeamRequestGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  options(signal?: AbortSignal): Promise<HttpResult<TeamRequestOptions>> {
    return this.http.get('teamrequest/options', parseOptions, undefined, { signal });
  }

  ask(draft: TeamRequestDraft): Promise<HttpResult<TeamRequestAnswer>> {
    return this.http.command('teamrequest/create', draft, parseDto(TeamRequestAnswerDto));
  }
}
