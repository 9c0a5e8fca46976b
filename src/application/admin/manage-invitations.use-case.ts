import { inject, injectable } from 'inversify';
import { AdminText } from '../../domain/admin/admin-texts';
import type { Invitation, InvitationDraft } from '../../domain/admin/invitation.entity';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { WorkspaceUsersGateway } from '../../ports/workspace-users-gateway.port';

export type InviteOutcome = { ok: true; invitation: Invitation } | { ok: false; emailError?: string };

/**
 * An administrator invites a colleague by e-mail, resends an invitation (a new link; the old one opens nothing) or
 * revokes it (issue 17; docs/use-cases/manage-invitations.md). The e-mail leaves through the server's mail path.
 */
@injectable()
export class ManageInvitations {
  constructor(
    @inject(WorkspaceUsersGateway) private readonly gateway: WorkspaceUsersGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async invite(draft: InvitationDraft): Promise<InviteOutcome> {
    const emailError = recipientEmailError(draft.Email);
    if (emailError) return { ok: false, emailError };
    const result = await this.gateway.invite({ ...draft, Email: draft.Email.trim() });
    if (!result.ok) return { ok: false };
    this.notifier.show('success', AdminText.invitationSent(result.data.Email));
    return { ok: true, invitation: result.data };
  }

  async resend(invitation: Invitation): Promise<Invitation | null> {
    const result = await this.gateway.resend(invitation.InvitationId);
    if (!result.ok) return null;
    this.notifier.show('success', AdminText.invitationResent(result.data.Email));
    return result.data;
  }

  /** True when revoked. */
  async revoke(invitation: Invitation): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: 'Revoke invitation',
      message: `The link sent to ${invitation.Email} will no longer work. Revoke the invitation?`,
      confirmLabel: 'Revoke',
      cancelLabel: 'Keep',
    });
    if (!confirmed) return false;
    const result = await this.gateway.revoke(invitation.InvitationId);
    if (result.ok) this.notifier.show('success', AdminText.invitationRevoked(invitation.Email));
    return result.ok;
  }
}
