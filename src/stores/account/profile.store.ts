import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EditProfile, type ProfileErrors } from '../../application/account/edit-profile.use-case';
import type { Profile } from '../../domain/account/profile.entity';
import type { Theme } from '../../domain/admin/workspace-settings.rules';

/** /profile: the user's own name, e-mail and theme (transient). */
@injectable()
export class ProfileStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  profile: Profile | null = null;
  firstName = '';
  lastName = '';
  email = '';
  theme: Theme | null = null;
  currentPassword = '';
  errors: ProfileErrors = {};
  saving = false;
  private load: AbortController | null = null;

  constructor(@inject(EditProfile) private readonly edit: EditProfile) {
    makeAutoObservable<ProfileStore, 'load' | 'edit'>(this, { load: false, edit: false }, { autoBind: true });
  }

  get needsPassword(): boolean {
    return this.profile !== null && this.edit.needsPassword(this.profile, this.email);
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const profile = await this.edit.load(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      if (profile) this.reset(profile);
      this.status = profile ? 'ready' : 'failed';
    });
  }

  private reset(profile: Profile): void {
    this.profile = profile;
    this.firstName = profile.FirstName;
    this.lastName = profile.LastName;
    this.email = profile.Email;
    this.theme = profile.Theme;
    this.currentPassword = '';
  }

  typed(field: 'firstName' | 'lastName' | 'email' | 'currentPassword', value: string): void {
    this[field] = value;
    const key = (
      {
        firstName: 'FirstName',
        lastName: 'LastName',
        email: 'Email',
        currentPassword: 'CurrentPassword',
      } as const
    )[field];
    this.errors = { ...this.errors, [key]: undefined, form: undefined };
  }

  themeChosen(theme: Theme | null): void {
    this.theme = theme;
  }

  async saveClicked(): Promise<void> {
    const profile = this.profile;
    if (!profile || this.saving) return;
    this.saving = true;
    const outcome = await this.edit.save(profile, {
      FirstName: this.firstName,
      LastName: this.lastName,
      Email: this.email,
      Theme: this.theme,
      CurrentPassword: this.currentPassword,
    });
    runInAction(() => {
      this.saving = false;
      if (outcome.ok) {
        this.reset(outcome.profile);
        this.errors = {};
      } else this.errors = outcome.errors;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
