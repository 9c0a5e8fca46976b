import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../application/platform/validate-input';
import type { SignInInput } from '../../application/session/sign-in.input';
import { SignIn } from '../../application/session/sign-in.use-case';
import type { CurrentUser } from '../../domain/session/current-user';

/** The sign-in form: what was typed, the errors, and whether a sign-in is under way. */
@injectable()
export class SignInStore {
  email = '';
  password = '';
  busy = false;
  fieldErrors: FieldErrors<SignInInput> = {};
  message: string | null = null;

  constructor(@inject(SignIn) private readonly signIn: SignIn) {
    makeAutoObservable<SignInStore, 'signIn'>(this, { signIn: false }, { autoBind: true });
  }

  emailChanged(value: string): void {
    this.email = value;
    this.fieldErrors = { ...this.fieldErrors, email: undefined };
  }

  passwordChanged(value: string): void {
    this.password = value;
    this.fieldErrors = { ...this.fieldErrors, password: undefined };
  }

  /** Resolves to the signed-in user, or null when the form shows why not. */
  async submitted(): Promise<CurrentUser | null> {
    if (this.busy) return null;
    this.busy = true;
    this.message = null;
    const result = await this.signIn.run(this.email, this.password);
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.password = '';
        this.fieldErrors = {};
        return result.user;
      }
      this.fieldErrors = result.fieldErrors;
      this.message = result.message;
      return null;
    });
  }
}
