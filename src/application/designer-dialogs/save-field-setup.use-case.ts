import { inject, injectable } from 'inversify';
import { permissionsToSave } from '../../domain/forms/designer/restriction-settings';
import type { FieldValidation } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';

/** What changed in the dialog; absent parts are not sent. */
export interface FieldSetupChanges {
  permissions?: Permissions;
  validation?: FieldValidation;
}

const failureMessage = (result: HttpResult<unknown>): string | null =>
  result.ok ? null : messageOf(result.failure.kind === 'status' ? result.failure.payload : undefined);

/**
 * After the field itself is saved, the field dialog stores what changed of its restrictions
 * (`fieldsetup/SetPermissions`, hidden settings cleared) and of its conditional validation
 * (`fieldsetup/SetValidations`). Resolves null, or the first failure's message.
 */
@injectable()
export class SaveFieldSetup {
  constructor(@inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway) {}

  async run(fieldDefinitionId: number, changes: FieldSetupChanges): Promise<string | null> {
    if (changes.permissions) {
      const saved = await this.fieldSetup.setPermissions(
        fieldDefinitionId,
        permissionsToSave(changes.permissions),
      );
      const message = failureMessage(saved);
      if (message !== null) return message;
    }
    if (changes.validation) {
      const saved = await this.fieldSetup.setValidations(fieldDefinitionId, changes.validation);
      const message = failureMessage(saved);
      if (message !== null) return message;
    }
    return null;
  }
}
