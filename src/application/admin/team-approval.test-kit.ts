import type {
  TeamApprovalOverview,
  TeamApprovalSettings,
  TeamRequest,
  TeamRequestDraft,
  TeamRequestOptions,
} from '../../domain/admin/team-approval.rules';
import type { HttpResult } from '../../ports/http-client.port';
import type {
  TeamApprovalGateway,
  TeamRequestAnswer,
  TeamRequestGateway,
} from '../../ports/team-approval-gateway.port';

const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

export const WAITING_JOIN: TeamRequest = {
  RequestId: 1,
  Kind: 'Join',
  RequestedByName: 'Priya Patel',
  ForName: 'Omar Haddad',
  Email: 'omar@demo.test',
  TeamName: 'Design Team',
  RequestedOn: '2024-04-02T10:15:00.000Z',
};

export const WAITING_ADMIN_INVITE: TeamRequest = {
  RequestId: 2,
  Kind: 'AdminInvite',
  RequestedByName: 'Finn Field',
  ForName: 'boss@demo.test',
  Email: 'boss@demo.test',
  TeamName: '',
  RequestedOn: '2024-04-02T11:40:00.000Z',
};

/** The Team approval calls in memory: what was sent, in order. */
export class FakeTeamApprovalGateway implements TeamApprovalGateway {
  calls: string[] = [];
  overviewData: TeamApprovalOverview = {
    Settings: { JoinNeedsApproval: false, TeamInviteNeedsApproval: false, AdminInviteNeedsApproval: true },
    Requests: [WAITING_JOIN, WAITING_ADMIN_INVITE],
  };

  overview(): Promise<HttpResult<TeamApprovalOverview>> {
    return Promise.resolve(ok(structuredClone(this.overviewData)));
  }
  saveSettings(settings: TeamApprovalSettings): Promise<HttpResult<TeamApprovalSettings>> {
    this.calls.push(`settings ${JSON.stringify(settings)}`);
    return Promise.resolve(ok(settings));
  }
  approve(requestId: number): Promise<HttpResult<TeamRequest>> {
    this.calls.push(`approve ${requestId}`);
    return Promise.resolve(ok(this.overviewData.Requests.find((r) => r.RequestId === requestId)!));
  }
  decline(requestId: number, reason: string): Promise<HttpResult<TeamRequest>> {
    this.calls.push(`decline ${requestId} ${reason}`);
    return Promise.resolve(ok(this.overviewData.Requests.find((r) => r.RequestId === requestId)!));
  }
}

/** A workspace user's team requests in memory. */
export class FakeTeamRequestGateway implements TeamRequestGateway {
  asked: TeamRequestDraft[] = [];
  optionsData: TeamRequestOptions = {
    Teams: [
      { ScopeId: 10, Name: 'Design Team' },
      { ScopeId: 11, Name: 'Field Team' },
    ],
    IsAdministrator: false,
    Settings: { JoinNeedsApproval: true, TeamInviteNeedsApproval: false, AdminInviteNeedsApproval: false },
  };
  answer: TeamRequestAnswer = { RequestId: 9, Outcome: 'Waiting', Message: 'Waiting.' };

  options(): Promise<HttpResult<TeamRequestOptions>> {
    return Promise.resolve(ok(this.optionsData));
  }
  ask(draft: TeamRequestDraft): Promise<HttpResult<TeamRequestAnswer>> {
    this.asked.push(draft);
    return Promise.resolve(ok(this.answer));
  }
}
