/**
 * Field templates ("My Fields", spec sections 2, 4 and 8): checking a template, creating a field
 * from one, and the UpdateTemplate payload and its toasts.
 */
import type { FieldTemplate } from '../form-catalog.entity';
import { FieldType, type FieldDefinition, type FieldValidation, type Form } from '../form.entity';
import { DialogMessage } from '../dialogs/dialog-messages';
import { DesignerMessage } from './designer-messages';
import { isFieldType } from './field-toolbar';
import { withIdentity } from './field-creation';
import type { FieldBody } from './field-defaults';

/** Types a template cannot hold (our choice): layout helpers, and fields whose parent would be in another form. */
const NOT_A_TEMPLATE: ReadonlySet<number> = new Set([
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.LinkedField,
  FieldType.MirrorField,
]);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name rules of a template: required, at most 2000 characters (as a field label). Null when fine. */
export function templateNameError(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return DialogMessage.Required;
  return trimmed.length > 2000 ? DialogMessage.LabelTooLong : null;
}

/**
 * A template the designer can use: a positive integer TemplateId, a valid name, and a field of a
 * known type that templates may hold. Anything else is "Field template is invalid. Please refresh
 * the page and try again."
 */
export function isValidTemplate(value: unknown): value is FieldTemplate {
  if (!isRecord(value) || !isRecord(value.Field)) return false;
  const id = value.TemplateId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return false;
  if (typeof value.Name !== 'string' || templateNameError(value.Name) !== null) return false;
  return isFieldType(value.Field.TypeId) && !NOT_A_TEMPLATE.has(value.Field.TypeId);
}

/** Checks a template; the error text when it is not valid. */
export function checkTemplate(
  value: unknown,
):
  { readonly ok: true; readonly template: FieldTemplate } | { readonly ok: false; readonly message: string } {
  return isValidTemplate(value)
    ? { ok: true, template: value }
    : { ok: false, message: DesignerMessage.templateInvalid };
}

/** Validation conditions that name a field `form` does not have are dropped (their meaning is lost); empty groups go too. */
function keepKnownReferences(
  validation: FieldValidation | null | undefined,
  known: ReadonlySet<number>,
  ownOldId: number,
): FieldValidation | null {
  if (validation == null) return null;
  const fine = (id: number | null | undefined) => id == null || known.has(id);
  const groups = (validation.FieldValidationGroups ?? [])
    .map((g) => ({
      ...g,
      FieldValidationConditions: (g.FieldValidationConditions ?? [])
        .map((c) => (c.SourceFieldDefinitionId === ownOldId ? { ...c, SourceFieldDefinitionId: null } : c))
        .filter((c) => fine(c.SourceFieldDefinitionId) && fine(c.CompareToFieldDefinitionId)),
    }))
    .filter((g) => g.FieldValidationConditions.length > 0);
  return groups.length === 0
    ? null
    : { ...validation, FieldValidationGroups: groups.map((g, i) => ({ ...g, Order: i + 1 })) };
}

/**
 * The new field a template creates in `form` (not yet placed): the template's field with a new id,
 * TemplateId set, nested-select conditions kept only when their target field and option are in the
 * form, validation references to fields the form lacks dropped. A formula keeps its text; the field
 * dialog reports references it cannot resolve.
 */
export function fieldFromTemplate(
  template: FieldTemplate,
  form: Pick<Form, 'FormId' | 'Fields'>,
): FieldDefinition {
  const {
    FieldDefinitionId: oldId,
    FieldNumber: _n,
    FormId: _f,
    Sequence: _s,
    ...body
  } = structuredClone(template.Field);
  const field = withIdentity(body as FieldBody, form);
  const known = new Set(form.Fields.map((f) => f.FieldDefinitionId));
  const optionOk = (targetId: number, optionId: number) =>
    form.Fields.some(
      (f) => f.FieldDefinitionId === targetId && (f.OptionsList ?? []).some((o) => o.OptionId === optionId),
    );
  return {
    ...field,
    TemplateId: template.TemplateId,
    FieldValidation: keepKnownReferences(field.FieldValidation, known, oldId),
    ...(field.Conditions
      ? {
          Conditions: field.Conditions.filter((c) =>
            optionOk(c.TargetFieldDefinitionId, c.TargetOptionId),
          ).map((c, i) => ({
            ...c,
            ConditionId: 0,
            Order: i + 1,
            FieldDefinitionId: field.FieldDefinitionId,
          })),
        }
      : {}),
  };
}

/**
 * The UpdateTemplate body for saving `field` (edited in the dialog's template mode) as `template`.
 * The template is named after the field's label, as Save as template names it when it is made, so
 * renaming the label in the dialog renames the My Fields entry (issue 12, item 9); a blank label keeps
 * the template's name.
 */
export function templateUpdate(
  template: Pick<FieldTemplate, 'TemplateId' | 'Name'>,
  field: FieldDefinition,
): FieldTemplate {
  const name = (field.Name ?? '').trim() || template.Name.trim();
  return {
    TemplateId: template.TemplateId,
    Name: name,
    Field: { ...structuredClone(field), TemplateId: template.TemplateId },
  };
}

/** The toast after UpdateTemplate: success (info) or the invalid-template error. */
export function templateUpdateToast(succeeded: boolean): {
  readonly kind: 'info' | 'error';
  readonly message: string;
} {
  return succeeded
    ? { kind: 'info', message: DesignerMessage.templateUpdated }
    : { kind: 'error', message: DesignerMessage.templateInvalid };
}
