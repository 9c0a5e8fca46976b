import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PrivacyConsentCheck } from '../../application/session/privacy-consent.use-case';
import type { CurrentUser } from '../../domain/session/current-user';
import type { SupportIdentity } from '../../domain/session/privacy-consent';

/**
 * The privacy terms confirmation and the support chat identity of the signed-in member (singleton). Checked once per
 * signed-in user and page load: a member who has not accepted is asked, and declining signs out.
 */
@injectable()
export class PrivacyConsentStore {
  asking = false;
  busy = false;
  identity: SupportIdentity | null = null;
  private checkedFor: number | null = null;

  constructor(@inject(PrivacyConsentCheck) private readonly check: PrivacyConsentCheck) {
    makeAutoObservable<PrivacyConsentStore, 'check' | 'checkedFor'>(
      this,
      { check: false, checkedFor: false },
      { autoBind: true },
    );
  }

  /** The signed-in user changed (signed in, signed out, another user): members are checked once each. */
  async userChanged(user: CurrentUser | null): Promise<void> {
    const member = user?.logged === true && !user.isSite && !user.isDirect;
    if (!member) {
      this.checkedFor = null;
      this.asking = false;
      this.identity = null;
      return;
    }
    if (this.checkedFor === user.userId) return;
    this.checkedFor = user.userId;
    const [needs, identity] = await Promise.all([this.check.needsConsent(), this.check.supportIdentity()]);
    runInAction(() => {
      if (this.checkedFor !== user.userId) return;
      this.asking = needs;
      this.identity = identity;
    });
  }

  async acceptClicked(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const ok = await this.check.accept();
    runInAction(() => {
      this.busy = false;
      if (ok) this.asking = false;
    });
  }

  /** The member declined: the view signs them out. */
  declineClicked(): void {
    this.asking = false;
    this.checkedFor = null;
  }
}
