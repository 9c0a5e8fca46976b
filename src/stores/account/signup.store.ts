import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SignUp, type OpenedLink, type SignupErrors } from '../../application/account/sign-up.use-case';
import type { SignupField } from '../../domain/account/signup.entity';

type Typed = Exclude<SignupField, never>;

/** /signup: the form (ask for a link) and the e-mailed link's step (create the workspace). Transient. */
@injectable()
export class SignupStore {
  workspaceName = '';
  firstName = '';
  lastName = '';
  email = '';
  password = '';
  confirmation = '';
  errors: SignupErrors = {};
  busy = false;
  /** The address the link went to, once sent. */
  sentTo: string | null = null;
  link: OpenedLink | null = null;
  /** Where to go once the workspace exists. */
  created = false;
  private load: AbortController | null = null;

  constructor(@inject(SignUp) private readonly signUp: SignUp) {
    makeAutoObservable<SignupStore, 'load' | 'signUp'>(
      this,
      { load: false, signUp: false },
      { autoBind: true },
    );
  }

  typed(field: Typed, value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, form: undefined };
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const draft = {
      WorkspaceName: this.workspaceName,
      FirstName: this.firstName,
      LastName: this.lastName,
      Email: this.email,
      Password: this.password,
    };
    const errors = await this.signUp.request(draft, this.confirmation);
    runInAction(() => {
      this.busy = false;
      this.errors = errors ?? {};
      if (errors === null) {
        this.sentTo = this.email.trim();
        this.password = '';
        this.confirmation = '';
      }
    });
  }

  /** Back to the form, to correct the address: what was typed stays (but the password). */
  editClicked(): void {
    this.sentTo = null;
  }

  async linkOpened(hash: string, recordId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const link = await this.signUp.check(hash, recordId, load.signal);
    if (!load.signal.aborted) runInAction(() => (this.link = link));
  }

  async createClicked(hash: string, recordId: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const outcome = await this.signUp.complete(hash, recordId);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.created = true;
      else this.errors = { form: outcome.message };
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
