import { inject, injectable } from 'inversify';
import { DesignerMessage } from '../../domain/forms/designer/designer-messages';
import { permissionsToSave } from '../../domain/forms/designer/restriction-settings';
import type { FormOptions } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { Notifier } from '../../ports/notifier.port';

export type SettingsOutcome =
  | {
      readonly ok: true;
      readonly options: FormOptions;
      /** The restrictions saved (null: left as they were), and those they replaced (null: not known). */
      readonly permissions: Permissions | null;
      readonly previous: Permissions | null;
    }
  | { readonly ok: false; readonly message: string };

const failed = (result: HttpResult<unknown>): SettingsOutcome => ({
  ok: false,
  message: result.ok ? '' : messageOf(result.failure.kind === 'status' ? result.failure.payload : undefined),
});

/**
 * The user saves Form Settings (forms spec §2, §6): the ruler and page guide (`form/SetOptions`)
 * and the form's restrictions (`form/SetPermissions`, settings hidden by an unticked box cleared).
 * "Form updated successfully." when both are saved.
 */
@injectable()
export class SetFormSettings {
  constructor(
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** `permissions` null: the restrictions are left as they are. */
  async run(
    form: { FormId: number; FormName: string },
    options: FormOptions,
    permissions: Permissions | null,
  ): Promise<SettingsOutcome> {
    const saved = await this.forms.setOptions(form.FormId, form.FormName, {
      Ruler: options.Ruler,
      Guide: options.Guide,
      ...stretch(options),
    });
    if (!saved.ok) return failed(saved);
    let kept: Permissions | null = null;
    let previous: Permissions | null = null;
    if (permissions) {
      // Read first, so that an undo can put the old restrictions back.
      const before = await this.forms.permissions(form.FormId);
      previous = before.ok ? before.data : null;
      const result = await this.forms.setPermissions(form.FormId, permissionsToSave(permissions));
      if (!result.ok) return failed(result);
      kept = result.data;
    }
    this.notifier.show('success', DesignerMessage.formUpdated);
    return { ok: true, options: saved.data, permissions: kept, previous };
  }

  /** An undo or redo of the restrictions: no toast. */
  async restorePermissions(formId: number, permissions: Permissions): Promise<boolean> {
    return (await this.forms.setPermissions(formId, permissionsToSave(permissions))).ok;
  }
}

const stretch = (options: FormOptions) =>
  options.StretchToFit === undefined ? {} : { StretchToFit: options.StretchToFit };
