import { inject, injectable } from 'inversify';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { sharedFormPath, type FormShare, type ShareOptions } from '../../domain/sharing/share.entity';
import { Clipboard } from '../../ports/clipboard.port';
import { Dialogs } from '../../ports/dialogs.port';
import { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { Notifier } from '../../ports/notifier.port';

export const SHARED_MESSAGE = (email: string) => `The form is shared with ${email}. Copy its link and send it to them.`;
export const LINK_COPIED = 'Link copied.';
export const LINK_NOT_COPIED = 'The link could not be copied: select it and copy it by hand.';
export const REVOKE_TITLE = 'Revoke share';
export const REVOKED = (email: string) => `${email} can no longer open the form.`;

export type ShareOutcome = { ok: true; share: FormShare } | { ok: false; emailError?: string };

/**
 * A member shares an instance of a form with someone outside the workspace, lists the active shares, copies a link,
 * revokes a share (issue 13, member side; who may: src/domain/sharing/share-access.policy.ts). Failures of the calls
 * go through the global error catalogue.
 */
@injectable()
export class ManageFormShares {
  constructor(
    @inject(FormSharesGateway) private readonly gateway: FormSharesGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Clipboard) private readonly clipboard: Clipboard,
  ) {}

  async load(formId: number, signal?: AbortSignal): Promise<ShareOptions | null> {
    const result = await this.gateway.options(formId, signal);
    return result.ok ? result.data : null;
  }

  async share(formId: number, instanceId: number, email: string): Promise<ShareOutcome> {
    const emailError = recipientEmailError(email);
    if (emailError) return { ok: false, emailError };
    const result = await this.gateway.share(formId, instanceId, email.trim());
    if (!result.ok) return { ok: false };
    this.notifier.show('success', SHARED_MESSAGE(result.data.Email));
    return { ok: true, share: result.data };
  }

  /** Asks first; true when the share is revoked. */
  async revoke(share: FormShare): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: REVOKE_TITLE,
      message: `${share.Email} will no longer be able to open "${share.InstanceName}" from its link. Revoke the share?`,
      confirmLabel: 'Revoke',
      cancelLabel: 'Keep',
    });
    if (!confirmed) return false;
    const result = await this.gateway.revoke(share.ShareId);
    if (result.ok) this.notifier.show('success', REVOKED(share.Email));
    return result.ok;
  }

  /** The share's full link, for this app's address (`origin`, e.g. https://app.example.com). */
  linkOf(share: FormShare, origin: string): string {
    return `${origin}${sharedFormPath(share.Hash)}`;
  }

  async copyLink(link: string): Promise<void> {
    const copied = await this.clipboard.copy(link);
    this.notifier.show(copied ? 'success' : 'warning', copied ? LINK_COPIED : LINK_NOT_COPIED);
  }
}
