import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadFormPermissions } from '../../application/designer-dialogs/load-form-permissions.use-case';
import { LoadRestrictionChoices } from '../../application/designer-dialogs/load-restriction-choices.use-case';
import type { Form, FormOptions } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { UNEXPECTED_ERROR } from '../../domain/platform/error-catalogue';
import type { Role, ScopeUser } from '../../ports/directory-gateway.port';
import { RestrictionsStore } from './restrictions.store';

export interface FormSettingsInput {
  form: Form;
  /** The form's restrictions; loaded through `form/GetPermissions` when absent. */
  permissions?: Permissions | null;
  /** The role and user lists; loaded through the directory when absent. */
  roles?: Role[];
  scopeUsers?: ScopeUser[];
  /** False for users who may not set restrictions (docs/authorization.md): they are neither loaded, shown nor saved. */
  share?: boolean;
}

/** Saves the options and the restrictions; null permissions: leave them as they are. Resolves null or a message. */
export type SaveFormSettings = (
  options: FormOptions,
  permissions: Permissions | null,
) => Promise<string | null>;

/** (ours) Shown instead of the restrictions when they could not be loaded; they are then not saved. */
export const PERMISSIONS_UNAVAILABLE =
  'The restrictions of this form could not be loaded. They are left as they are.';

/** Form Settings: ruler, page guide and restrictions. */
@injectable()
export class FormSettingsStore {
  ruler: FormOptions['Ruler'] = 0;
  guide: FormOptions['Guide'] = 0;
  readonly restrictions = new RestrictionsStore();
  permissionsState: 'loading' | 'ready' | 'failed' | 'hidden' = 'loading';
  busy = false;
  message: string | null = null;
  private options: FormOptions = { Ruler: 0, Guide: 0 };
  private disposed = false;

  constructor(
    @inject(LoadRestrictionChoices) private readonly loadChoices: LoadRestrictionChoices,
    @inject(LoadFormPermissions) private readonly loadPermissions: LoadFormPermissions,
  ) {
    makeAutoObservable<FormSettingsStore, 'loadChoices' | 'loadPermissions' | 'options' | 'disposed'>(
      this,
      { loadChoices: false, loadPermissions: false, options: false, disposed: false, restrictions: false },
      { autoBind: true },
    );
  }

  open(input: FormSettingsInput): void {
    // React's StrictMode disposes and opens again in development: opening revives the store.
    this.disposed = false;
    this.options = { ...input.form.Options };
    this.ruler = input.form.Options?.Ruler ?? 0;
    this.guide = input.form.Options?.Guide ?? 0;
    if (input.share === false) {
      this.permissionsState = 'hidden';
      return;
    }
    if (input.permissions) {
      this.restrictions.reset(input.permissions);
      this.permissionsState = 'ready';
    } else {
      void this.loadPermissions
        .run(input.form.FormId)
        .then((permissions) => this.permissionsArrived(permissions));
    }
    if (input.roles && input.scopeUsers) this.restrictions.choicesArrived(input.roles, input.scopeUsers);
    else
      void this.loadChoices
        .run()
        .then((choices) => !this.disposed && this.restrictions.choicesArrived(choices.roles, choices.users));
  }

  private permissionsArrived(permissions: Permissions | null): void {
    if (this.disposed) return;
    if (permissions) this.restrictions.reset(permissions);
    this.permissionsState = permissions ? 'ready' : 'failed';
  }

  rulerChanged(value: FormOptions['Ruler']): void {
    this.ruler = value;
  }

  guideChanged(value: FormOptions['Guide']): void {
    this.guide = value;
  }

  /** Resolves true when saved (the dialog then closes). */
  async save(onSave: SaveFormSettings): Promise<boolean> {
    if (this.busy || this.permissionsState === 'loading') return false;
    this.busy = true;
    this.message = null;
    const permissions = this.permissionsState === 'ready' ? this.restrictions.toSave : null;
    let message: string | null;
    try {
      message = await onSave({ ...this.options, Ruler: this.ruler, Guide: this.guide }, permissions);
    } catch {
      message = UNEXPECTED_ERROR;
    }
    return runInAction(() => {
      this.busy = false;
      this.message = message;
      return message === null;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
