import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListFormShares } from '../../application/sharing/list-form-shares.use-case';
import { RevokeFormShare } from '../../application/sharing/revoke-form-share.use-case';
import { ShareFormInstance } from '../../application/sharing/share-form-instance.use-case';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import type { FormShare, ShareOptions } from '../../domain/sharing/share.entity';

/** The sharing page of a form (/share-form/{formId}): one per open page (transient). */
@injectable()
export class FormSharesStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  options: ShareOptions | null = null;
  email = '';
  emailError: string | null = null;
  instanceId: number | null = null;
  /** Issue 35: anyone with the link may view the instance read-only (docs/sharing.md). */
  viewByLink = false;
  sharing = false;
  revoking: number | null = null;
  private formId = 0;
  private load: AbortController | null = null;

  constructor(
    @inject(ListFormShares) private readonly shares: ListFormShares,
    @inject(ShareFormInstance) private readonly shareInstance: ShareFormInstance,
    @inject(RevokeFormShare) private readonly revokeShare: RevokeFormShare,
  ) {
    makeAutoObservable<FormSharesStore, 'formId' | 'load' | 'shares' | 'shareInstance' | 'revokeShare'>(
      this,
      { formId: false, load: false, shares: false, shareInstance: false, revokeShare: false },
      { autoBind: true },
    );
  }

  async opened(formId: number): Promise<void> {
    this.dispose();
    this.formId = formId;
    this.status = 'loading';
    const load = new AbortController();
    this.load = load;
    const options = await this.shares.load(formId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.options = options;
      this.instanceId = options?.Instances[0]?.InstanceId ?? null;
      this.status = options ? 'ready' : 'failed';
    });
  }

  emailTyped(email: string): void {
    this.email = email;
    if (this.emailError) this.emailError = recipientEmailError(email);
  }

  viewByLinkToggled(on: boolean): void {
    this.viewByLink = on;
  }

  instanceChosen(instanceId: number): void {
    this.instanceId = instanceId;
  }

  async shareClicked(): Promise<void> {
    this.emailError = recipientEmailError(this.email);
    if (this.emailError || this.instanceId === null || this.sharing) return;
    this.sharing = true;
    const outcome = await this.shareInstance.run(this.formId, this.instanceId, this.email, this.viewByLink);
    runInAction(() => {
      this.sharing = false;
      if (!outcome.ok) {
        this.emailError = outcome.emailError ?? null;
        return;
      }
      const list = this.options?.Shares ?? [];
      if (this.options && !list.some((s) => s.ShareId === outcome.share.ShareId))
        this.options.Shares = [...list, outcome.share];
      this.email = '';
      this.viewByLink = false;
    });
  }

  async revokeClicked(share: FormShare): Promise<void> {
    if (this.revoking !== null) return;
    this.revoking = share.ShareId;
    const revoked = await this.revokeShare.run(share);
    runInAction(() => {
      this.revoking = null;
      if (revoked && this.options)
        this.options.Shares = this.options.Shares.filter((s) => s.ShareId !== share.ShareId);
    });
  }

  linkOf(share: FormShare, origin: string): string {
    return this.shares.linkOf(share, origin);
  }

  copyClicked(link: string): Promise<void> {
    return this.shares.copyLink(link);
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
