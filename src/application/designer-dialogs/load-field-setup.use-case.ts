import { inject, injectable } from 'inversify';
import type { FieldValidation } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';

/** A saved field's restrictions and conditional validation; null where the call failed. */
export interface FieldSetup {
  permissions: Permissions | null;
  validation: FieldValidation | null;
}

/**
 * The field dialog opens on a saved field: its restrictions (`fieldsetup/GetPermissions`) and its
 * conditional validation (`fieldsetup/GetValidations`), loaded together.
 */
@injectable()
export class LoadFieldSetup {
  constructor(@inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway) {}

  async run(fieldDefinitionId: number): Promise<FieldSetup> {
    const [permissions, validation] = await Promise.all([
      this.fieldSetup.permissions(fieldDefinitionId),
      this.fieldSetup.validations(fieldDefinitionId),
    ]);
    return {
      permissions: permissions.ok ? permissions.data : null,
      validation: validation.ok ? validation.data : null,
    };
  }
}
