import { inject, injectable } from 'inversify';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import type {
  TeamRequestDraft,
  TeamRequestOptions,
  TeamRequestOutcome,
} from '../../domain/admin/team-approval.rules';
import { Notifier } from '../../ports/notifier.port';
import { TeamRequestGateway } from '../../ports/team-approval-gateway.port';

export type AskOutcome = { ok: true; outcome: TeamRequestOutcome } | { ok: false; emailError?: string };

/**
 * A workspace user asks to add someone to their team, or to invite an administrator (issue 35;
 * docs/use-cases/ask-team-change.md). The server applies it at once or keeps it for an administrator's approval, and
 * says which; the user is told either way.
 */
@injectable()
export class AskTeamChange {
  constructor(
    @inject(TeamRequestGateway) private readonly gateway: TeamRequestGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async options(signal?: AbortSignal): Promise<TeamRequestOptions | null> {
    const result = await this.gateway.options(signal);
    return result.ok ? result.data : null;
  }

  async ask(draft: TeamRequestDraft): Promise<AskOutcome> {
    const emailError = recipientEmailError(draft.Email);
    if (emailError) return { ok: false, emailError };
    const result = await this.gateway.ask({ ...draft, Email: draft.Email.trim() });
    if (!result.ok) return { ok: false };
    this.notifier.show(result.data.Outcome === 'Waiting' ? 'info' : 'success', result.data.Message);
    return { ok: true, outcome: result.data.Outcome };
  }
}
