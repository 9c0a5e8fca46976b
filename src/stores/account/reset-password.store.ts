import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ResetPassword,
  type CompleteErrors,
  type ResetLink,
} from '../../application/account/reset-password.use-case';

/** /reset-password (ask for a link) and /changepassword/{Hash}/{RecordId} (choose a new password from it): transient. */
@injectable()
export class ResetPasswordStore {
  email = '';
  emailError: string | null = null;
  message: string | null = null;
  sent = false;
  busy = false;
  link: ResetLink | null = null;
  password = '';
  confirmation = '';
  errors: CompleteErrors = {};
  changed = false;
  private load: AbortController | null = null;

  constructor(@inject(ResetPassword) private readonly reset: ResetPassword) {
    makeAutoObservable<ResetPasswordStore, 'load' | 'reset'>(
      this,
      { load: false, reset: false },
      { autoBind: true },
    );
  }

  emailTyped(email: string): void {
    this.email = email;
    this.emailError = null;
  }

  async requested(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const outcome = await this.reset.request(this.email);
    runInAction(() => {
      this.busy = false;
      this.sent = outcome.ok;
      this.emailError = outcome.ok ? null : (outcome.emailError ?? null);
      this.message = outcome.ok ? null : (outcome.message ?? null);
    });
  }

  async linkOpened(hash: string, recordId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const link = await this.reset.check(hash, recordId, load.signal);
    if (!load.signal.aborted) runInAction(() => (this.link = link));
  }

  linkText(): string | null {
    const link = this.link;
    if (!link || link.status === 'Valid') return null;
    return link.status === 'Failed' ? link.message : this.reset.linkText(link.status);
  }

  typed(field: 'password' | 'confirmation', value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, form: undefined };
  }

  async chosen(hash: string, recordId: number): Promise<boolean> {
    const link = this.link;
    if (this.busy || !link || link.status !== 'Valid') return false;
    this.busy = true;
    const errors = await this.reset.complete(hash, recordId, link.email, this.password, this.confirmation);
    return runInAction(() => {
      this.busy = false;
      this.errors = errors ?? {};
      this.changed = errors === null;
      return this.changed;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}

/**
 * A site account's reset pages' store (/site/reset-password, /site/changepassword/…; docs/sites.md "Password reset"):
 * a ResetPasswordStore over the site's reset calls. This class is only the container's key for it: the sites module
 * binds it to `new ResetPasswordStore(siteReset)` and never builds this class itself.
 */
export class SiteResetPasswordStore extends ResetPasswordStore {}
