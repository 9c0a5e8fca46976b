import { inject, injectable } from 'inversify';
import { FieldType, type FieldDefinition } from '../../domain/forms/form.entity';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import { FormsGateway } from '../../ports/forms-gateway.port';

/** Types that hold no value of their own, or are themselves copies: never offered as a linked field's parent (ours). */
const NOT_LINKABLE: ReadonlySet<number> = new Set([
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.Header,
  FieldType.Image,
  FieldType.Text,
  FieldType.LinkedField,
  FieldType.MirrorField,
]);

/**
 * The linked-field section of the field dialog picks a form of the set: the fields of that form
 * (`GET form?id=`) that a linked field may take as parent, in layout order. Null when the form could
 * not be loaded.
 */
@injectable()
export class LoadLinkableFields {
  constructor(@inject(FormsGateway) private readonly forms: FormsGateway) {}

  async run(formId: number, signal?: AbortSignal): Promise<FieldDefinition[] | null> {
    const result = await this.forms.form(formId, signal);
    if (!result.ok) return null;
    return inLayoutOrder(result.data.form.Fields ?? []).filter(
      (field) => !NOT_LINKABLE.has(field.TypeId) && !NOT_LINKABLE.has(field.OrigTypeId ?? 0),
    );
  }
}
