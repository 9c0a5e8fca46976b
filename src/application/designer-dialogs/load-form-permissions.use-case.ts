import { inject, injectable } from 'inversify';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { FormsGateway } from '../../ports/forms-gateway.port';

/** Form Settings opens without the form's restrictions in hand: `form/GetPermissions`, null on failure. */
@injectable()
export class LoadFormPermissions {
  constructor(@inject(FormsGateway) private readonly forms: FormsGateway) {}

  async run(formId: number): Promise<Permissions | null> {
    const result = await this.forms.permissions(formId);
    return result.ok ? result.data : null;
  }
}
