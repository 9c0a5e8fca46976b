import { inject, injectable } from 'inversify';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import type { Form } from '../../domain/forms/form.entity';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { laidOut } from './designer-layout';

export interface DesignerBundle {
  /** The form as the server holds it (what the next change is compared with). */
  readonly server: Form;
  /** The form as shown: laid out by the automatic row rules. */
  readonly form: Form;
  readonly otherFormsInSet: ReadonlyArray<{ FormId: number; FormName: string }>;
  readonly templates: FieldTemplate[];
}

export type OpenOutcome =
  | { readonly ok: true; readonly bundle: DesignerBundle }
  | { readonly ok: false; readonly reason: 'not-found' | 'failed' | 'aborted' };

/**
 * The user opens the designer (/setup/form/manage/{formId}) or the preview of a form: `GET form?id=`
 * gives the form, the other forms of its set (for linked fields) and the user's field templates.
 */
@injectable()
export class OpenDesigner {
  constructor(@inject(FormsGateway) private readonly forms: FormsGateway) {}

  async run(formId: number, signal?: AbortSignal): Promise<OpenOutcome> {
    if (!Number.isInteger(formId) || formId <= 0) return { ok: false, reason: 'not-found' };
    const result = await this.forms.form(formId, signal);
    if (!result.ok) {
      const { failure } = result;
      if (failure.kind === 'aborted') return { ok: false, reason: 'aborted' };
      return {
        ok: false,
        reason: failure.kind === 'status' && failure.status === 404 ? 'not-found' : 'failed',
      };
    }
    const { form, otherFormsInSet, fieldDefinitionTemplates } = result.data;
    return {
      ok: true,
      bundle: {
        server: form,
        form: laidOut(form, form.Fields),
        otherFormsInSet,
        templates: fieldDefinitionTemplates ?? [],
      },
    };
  }
}
