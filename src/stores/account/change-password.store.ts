import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangePassword, type PasswordErrors } from '../../application/account/change-password.use-case';

/** /setup/changepassword: the current password and the new one twice (transient). */
@injectable()
export class ChangePasswordStore {
  current = '';
  password = '';
  confirmation = '';
  errors: PasswordErrors = {};
  busy = false;
  done = false;

  constructor(@inject(ChangePassword) private readonly change: ChangePassword) {
    makeAutoObservable<ChangePasswordStore, 'change'>(this, { change: false }, { autoBind: true });
  }

  typed(field: 'current' | 'password' | 'confirmation', value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, form: undefined };
    this.done = false;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const errors = await this.change.run(this.current, this.password, this.confirmation);
    runInAction(() => {
      this.busy = false;
      this.errors = errors ?? {};
      if (errors === null) {
        this.current = '';
        this.password = '';
        this.confirmation = '';
        this.done = true;
      }
    });
  }
}
