import { inject, injectable } from 'inversify';
import type { FormShare } from '../../domain/sharing/share.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { Notifier } from '../../ports/notifier.port';

export const REVOKE_TITLE = 'Revoke share';
export const REVOKED = (email: string) => `${email} can no longer open the form.`;

/** A member revokes a share after confirming: its link, codes and tokens open nothing from then on (issue 13). */
@injectable()
export class RevokeFormShare {
  constructor(
    @inject(FormSharesGateway) private readonly gateway: FormSharesGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** True when the share is revoked. */
  async run(share: FormShare): Promise<boolean> {
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
}
