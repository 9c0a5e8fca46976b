import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AcceptInvitation,
  type InvitationLink,
  type RegisterErrors,
} from '../../application/account/accept-invitation.use-case';
import type { CurrentUser } from '../../domain/session/current-user';

/** The invitation pages (/invitation/..., /register/invitation/..., /login/invitation/...): one per open page (transient). */
@injectable()
export class InvitationStore {
  link: InvitationLink | null = null;
  firstName = '';
  lastName = '';
  password = '';
  confirmation = '';
  errors: RegisterErrors = {};
  busy = false;
  private load: AbortController | null = null;

  constructor(@inject(AcceptInvitation) private readonly accept: AcceptInvitation) {
    makeAutoObservable<InvitationStore, 'load' | 'accept'>(
      this,
      { load: false, accept: false },
      { autoBind: true },
    );
  }

  async opened(hash: string, recordId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const link = await this.accept.details(hash, recordId, load.signal);
    if (!load.signal.aborted) runInAction(() => (this.link = link));
  }

  typed(field: 'firstName' | 'lastName' | 'password' | 'confirmation', value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, form: undefined };
  }

  /** Registers a new account (the register page); resolves to the signed-in user. */
  async registered(hash: string, recordId: number): Promise<CurrentUser | null> {
    const link = this.link;
    if (this.busy || !link || link.Status !== 'Valid') return null;
    this.busy = true;
    const outcome = await this.accept.register(hash, recordId, link, {
      FirstName: this.firstName,
      LastName: this.lastName,
      Password: this.password,
      confirmation: this.confirmation,
    });
    return this.settled(outcome);
  }

  /** Signs an existing account in and accepts (the sign-in page); resolves to the signed-in user. */
  async signedIn(hash: string, recordId: number): Promise<CurrentUser | null> {
    const link = this.link;
    if (this.busy || !link || link.Status !== 'Valid') return null;
    this.busy = true;
    return this.settled(await this.accept.accept(hash, recordId, link, this.password));
  }

  private settled(outcome: Awaited<ReturnType<AcceptInvitation['register']>>): CurrentUser | null {
    return runInAction(() => {
      this.busy = false;
      if (outcome.ok) {
        this.password = '';
        this.confirmation = '';
        return outcome.user;
      }
      this.errors = outcome.errors;
      return null;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
