import { inject, injectable } from 'inversify';
import { isValidTemplate } from '../../domain/forms/designer/field-templates';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';

/**
 * My Fields lists the user's saved field templates (`fieldsetup/GetTemplates`), after the designer
 * opens and whenever one is saved, changed or deleted. Templates the designer cannot use are left out.
 */
@injectable()
export class LoadFieldTemplates {
  constructor(@inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway) {}

  /** Null when the list could not be read (the error catalogue has told the user). */
  async run(): Promise<FieldTemplate[] | null> {
    const result = await this.fieldSetup.templates();
    if (!result.ok) return null;
    return result.data.filter(isValidTemplate).sort((a, b) => a.Name.localeCompare(b.Name));
  }
}
