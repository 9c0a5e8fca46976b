import { inject, injectable } from 'inversify';
import type { SiteUserView } from '../../domain/sites/site-admin.entity';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { accessEndProblem } from '../../domain/sites/site.rules';
import { Clock } from '../../ports/clock.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { SiteAdminGateway, type SiteInvitationDraft } from '../../ports/site-admin-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

export type InviteOutcome =
  | { ok: true; user: SiteUserView }
  | { ok: false; emailError?: string; dateError?: string; message?: string | null };

const fullName = (user: SiteUserView) => `${user.FirstName} ${user.LastName}`.trim() || user.Email;

/**
 * An administrator manages who may enter an individual-access site (issue 33; docs/use-cases/manage-site-users.md):
 * invite by e-mail, send an invitation again, deactivate, reactivate, remove, and end someone's access on a day.
 */
@injectable()
export class ManageSiteUsers {
  constructor(
    @inject(SiteAdminGateway) private readonly gateway: SiteAdminGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async list(siteId: number, signal?: AbortSignal): Promise<SiteUserView[] | null> {
    const result = await this.gateway.users(siteId, signal);
    return result.ok ? result.data : null;
  }

  async invite(draft: SiteInvitationDraft): Promise<InviteOutcome> {
    const emailError = recipientEmailError(draft.Email) ?? undefined;
    const dateError =
      accessEndProblem(draft.AccessEndsOn, new Date(this.clock.now()).toISOString().slice(0, 10)) ??
      undefined;
    if (emailError || dateError) return { ok: false, emailError, dateError };
    const result = await this.gateway.invite({ ...draft, Email: draft.Email.trim() });
    if (!result.ok) {
      const message = refusalMessage(result);
      return message?.startsWith('Email: ')
        ? { ok: false, emailError: message.slice('Email: '.length) }
        : { ok: false, message };
    }
    this.notifier.show('success', `Invitation sent to ${result.data.Email}.`);
    return { ok: true, user: result.data };
  }

  async resend(user: SiteUserView): Promise<SiteUserView | null> {
    const result = await this.gateway.resend(user.SiteUserId);
    if (result.ok)
      this.notifier.show(
        'success',
        `A new invitation was sent to ${user.Email}; the earlier link no longer works.`,
      );
    return result.ok ? result.data : null;
  }

  async deactivate(user: SiteUserView): Promise<SiteUserView | null> {
    const confirmed = await this.dialogs.confirm({
      title: 'Deactivate',
      message: `${fullName(user)} will no longer be able to enter this site. If they are on it now, they are signed out at once.`,
      confirmLabel: 'Deactivate',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return null;
    const result = await this.gateway.deactivate(user.SiteUserId);
    return result.ok ? result.data : null;
  }

  async reactivate(user: SiteUserView): Promise<SiteUserView | null> {
    const result = await this.gateway.reactivate(user.SiteUserId);
    return result.ok ? result.data : null;
  }

  async remove(user: SiteUserView): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: 'Remove from site',
      message: `${fullName(user)} will be removed from this site and signed out of it at once. You can invite them again later.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    return (await this.gateway.removeUser(user.SiteUserId)).ok;
  }

  /** Sets the day their access ends (null: no end); a refusal is returned to show beside the date. */
  async setAccessEnd(user: SiteUserView, accessEndsOn: string | null): Promise<SiteUserView | string | null> {
    const problem = accessEndProblem(
      accessEndsOn,
      new Date(this.clock.now()).toISOString().slice(0, 10),
      user.AccessEndsOn,
    );
    if (problem) return problem;
    const result = await this.gateway.updateUser({
      SiteUserId: user.SiteUserId,
      FirstName: user.FirstName,
      LastName: user.LastName,
      AccessEndsOn: accessEndsOn,
    });
    return result.ok ? result.data : refusalMessage(result);
  }
}
