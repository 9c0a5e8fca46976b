import { directInstancePath } from '../../domain/sharing/direct-instance.rules';
import { inject, injectable } from 'inversify';
import { sharedFormPath, type FormShare, type ShareOptions } from '../../domain/sharing/share.entity';
import { Clipboard } from '../../ports/clipboard.port';
import { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { Notifier } from '../../ports/notifier.port';

export const LINK_COPIED = 'Link copied.';
export const LINK_NOT_COPIED = 'The link could not be copied: select it and copy it by hand.';

/**
 * A member opens the sharing page of a form: the instances they may share and the active shares, each with its link,
 * who created it, when, and whether the form was filled; a link can be copied (issue 13, member side). Failures of
 * the call go through the global error catalogue.
 */
@injectable()
export class ListFormShares {
  constructor(
    @inject(FormSharesGateway) private readonly gateway: FormSharesGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Clipboard) private readonly clipboard: Clipboard,
  ) {}

  async load(formId: number, signal?: AbortSignal): Promise<ShareOptions | null> {
    const result = await this.gateway.options(formId, signal);
    return result.ok ? result.data : null;
  }

  /** The share's full link, for this app's address (`origin`, e.g. https://app.example.com). */
  linkOf(share: FormShare, origin: string): string {
    // Issue 35: a share viewable by link gives its instance's direct link (docs/sharing.md).
    return `${origin}${share.ViewByLink ? directInstancePath(share.Hash, share.InstanceId) : sharedFormPath(share.Hash)}`;
  }

  async copyLink(link: string): Promise<void> {
    const copied = await this.clipboard.copy(link);
    this.notifier.show(copied ? 'success' : 'warning', copied ? LINK_COPIED : LINK_NOT_COPIED);
  }
}
