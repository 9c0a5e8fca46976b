import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageFormShares } from '../../application/sharing/manage-form-shares.use-case';
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
  sharing = false;
  revoking: number | null = null;
  private formId = 0;
  private load: AbortController | null = null;

  constructor(@inject(ManageFormShares) private readonly shares: ManageFormShares) {
    makeAutoObservable<FormSharesStore, 'formId' | 'load' | 'shares'>(this, { formId: false, load: false, shares: false }, { autoBind: true });
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

  instanceChosen(instanceId: number): void {
    this.instanceId = instanceId;
  }

  async shareClicked(): Promise<void> {
    this.emailError = recipientEmailError(this.email);
    if (this.emailError || this.instanceId === null || this.sharing) return;
    this.sharing = true;
    const outcome = await this.shares.share(this.formId, this.instanceId, this.email);
    runInAction(() => {
      this.sharing = false;
      if (!outcome.ok) {
        this.emailError = outcome.emailError ?? null;
        return;
      }
      const list = this.options?.Shares ?? [];
      if (this.options && !list.some((s) => s.ShareId === outcome.share.ShareId)) this.options.Shares = [...list, outcome.share];
      this.email = '';
    });
  }

  async revokeClicked(share: FormShare): Promise<void> {
    if (this.revoking !== null) return;
    this.revoking = share.ShareId;
    const revoked = await this.shares.revoke(share);
    runInAction(() => {
      this.revoking = null;
      if (revoked && this.options) this.options.Shares = this.options.Shares.filter((s) => s.ShareId !== share.ShareId);
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
