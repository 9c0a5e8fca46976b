import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EnterSite, type SiteEntryOutcome } from '../../application/sites/enter-site.use-case';
import type { PasswordContext } from '../../domain/account/password.rules';
import type { SiteInvitation } from '../../domain/sites/site-visit.entity';

export interface SiteEntryErrors {
  email?: string;
  password?: string;
  confirmation?: string;
  form?: string;
}

/** The site's sign-in, password and invitation pages: what is typed, the invitation, errors, and the outcome. */
@injectable()
export class SiteEntryStore {
  email = '';
  password = '';
  confirmation = '';
  busy = false;
  errors: SiteEntryErrors = {};
  invitation: SiteInvitation | null = null;
  invitationFailed: string | null = null;
  /** Where the page goes once in: the site's pages, or the account-not-active page. */
  outcome: SiteEntryOutcome['kind'] | null = null;

  constructor(@inject(EnterSite) private readonly enter: EnterSite) {
    makeAutoObservable<SiteEntryStore, 'enter'>(this, { enter: false }, { autoBind: true });
  }

  typed(field: 'email' | 'password' | 'confirmation', value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, form: undefined };
  }

  rememberedSite(): string | null {
    return this.enter.rememberedSite();
  }

  async invitationOpened(hash: string, recordId: number): Promise<void> {
    const outcome = await this.enter.invitation(hash, recordId);
    runInAction(() => {
      if (outcome.ok) this.invitation = outcome.invitation;
      else this.invitationFailed = outcome.message;
    });
  }

  signInSubmitted(): Promise<void> {
    const errors: SiteEntryErrors = {};
    if (this.email.trim() === '') errors.email = 'Enter your e-mail address.';
    if (this.password === '') errors.password = 'Enter your password.';
    return this.run(errors, () => this.enter.withAccount(this.email, this.password));
  }

  sitePasswordSubmitted(siteHash: string): Promise<void> {
    const errors: SiteEntryErrors = this.password === '' ? { password: 'Enter the site’s password.' } : {};
    return this.run(errors, () => this.enter.withSitePassword(siteHash, this.password));
  }

  registerSubmitted(hash: string, recordId: number, context: PasswordContext): Promise<void> {
    const errors = this.enter.passwordProblems(this.password, this.confirmation, context);
    return this.run(errors, () => this.enter.register(hash, recordId, this.password));
  }

  acceptSubmitted(hash: string, recordId: number): Promise<void> {
    const errors: SiteEntryErrors = this.password === '' ? { password: 'Enter your password.' } : {};
    return this.run(errors, () => this.enter.acceptWithPassword(hash, recordId, this.password));
  }

  private async run(errors: SiteEntryErrors, call: () => Promise<SiteEntryOutcome>): Promise<void> {
    if (Object.values(errors).some(Boolean)) {
      this.errors = errors;
      return;
    }
    this.busy = true;
    this.errors = {};
    const outcome = await call();
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'refused') {
        // A refused password is cleared: the person types it again (the e-mail stays).
        this.password = '';
        this.errors =
          outcome.field === 'password' ? { password: outcome.message } : { form: outcome.message };
      } else this.outcome = outcome.kind;
    });
  }
}
