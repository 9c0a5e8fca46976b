import { inject, injectable } from 'inversify';
import {
  TeamApprovalText,
  declineReasonProblem,
  requestSubject,
  type TeamApprovalOverview,
  type TeamApprovalSettings,
  type TeamRequest,
} from '../../domain/admin/team-approval.rules';
import { Notifier } from '../../ports/notifier.port';
import { TeamApprovalGateway } from '../../ports/team-approval-gateway.port';

export type DeclineOutcome = { ok: true } | { ok: false; reasonError?: string };

/**
 * An administrator sets which team changes wait for approval and answers the waiting requests (issue 35;
 * docs/use-cases/manage-team-approval.md). Approving applies the request on the server; both answers tell the one
 * who asked.
 */
@injectable()
export class ManageTeamApproval {
  constructor(
    @inject(TeamApprovalGateway) private readonly gateway: TeamApprovalGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async load(signal?: AbortSignal): Promise<TeamApprovalOverview | null> {
    const result = await this.gateway.overview(signal);
    return result.ok ? result.data : null;
  }

  async saveSettings(settings: TeamApprovalSettings): Promise<TeamApprovalSettings | null> {
    const result = await this.gateway.saveSettings(settings);
    if (!result.ok) return null;
    this.notifier.show('success', TeamApprovalText.settingsSaved);
    return result.data;
  }

  async approve(request: TeamRequest): Promise<boolean> {
    const result = await this.gateway.approve(request.RequestId);
    if (result.ok) this.notifier.show('success', TeamApprovalText.approvedHere(requestSubject(request)));
    return result.ok;
  }

  async decline(request: TeamRequest, reason: string): Promise<DeclineOutcome> {
    const reasonError = declineReasonProblem(reason);
    if (reasonError) return { ok: false, reasonError };
    const result = await this.gateway.decline(request.RequestId, reason.trim());
    if (!result.ok) return { ok: false };
    this.notifier.show('success', TeamApprovalText.declinedHere(requestSubject(request)));
    return { ok: true };
  }
}
