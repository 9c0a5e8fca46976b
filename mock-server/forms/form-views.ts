/** What the forms calls answer: the stored records without their owner keys, linked parents filled in. */
import type { FormGroupRecord, FormRecord, UserRecord } from '../../fixtures/types';
import type {
  FieldChange,
  FieldTemplate,
  FormGroup,
  FormSummary,
} from '../../src/domain/forms/form-catalog.entity';
import { FieldType, type FieldDefinition, type Form } from '../../src/domain/forms/form.entity';
import type { Store } from '../store';
import { formAccess } from '../../src/domain/access/form-access.policy';
import { actorOf, formFacts } from '../access/access-facts';
import { formsOf, readableFormsOf } from './form-access';

export type FormView = Form & { GroupId: number; ProjectIds: number[] };

/** Every field of the store by id. */
export function fieldIndex(store: Store): Map<number, FieldDefinition> {
  const index = new Map<number, FieldDefinition>();
  for (const form of store.data.forms)
    for (const field of form.Fields) index.set(field.FieldDefinitionId, field);
  return index;
}

/** Linked and mirror fields may carry their parent's type, keeping theirs in OrigTypeId. */
export const isLinkedField = (f: FieldDefinition) =>
  f.TypeId === FieldType.LinkedField || f.OrigTypeId === FieldType.LinkedField;
export const isMirrorField = (f: FieldDefinition) =>
  f.TypeId === FieldType.MirrorField || f.OrigTypeId === FieldType.MirrorField;
const hasParent = (f: FieldDefinition) => isLinkedField(f) || isMirrorField(f);

/** A field as sent: a linked or mirror field carries its current parent (without the parent's own parent). */
export function fieldView(field: FieldDefinition, index: Map<number, FieldDefinition>): FieldDefinition {
  const { PermissionMask: _mask, ...rest } = field;
  if (!hasParent(field) || field.ParentFieldDefinitionId == null) return rest;
  const parent = index.get(field.ParentFieldDefinitionId);
  return { ...rest, ParentFieldDefinition: parent ? { ...parent, ParentFieldDefinition: null } : null };
}

export function formView(store: Store, record: FormRecord, index = fieldIndex(store)): FormView {
  const { workspaceId: _owner, ...form } = record;
  return { ...form, ProjectIds: [...form.ProjectIds], Fields: form.Fields.map((f) => fieldView(f, index)) };
}

/** Counted fields leave out new lines (they are layout, not content). */
export function summaryOf(form: FormRecord): FormSummary {
  return {
    FormId: form.FormId,
    FormName: form.FormName,
    GroupId: form.GroupId,
    FieldCount: form.Fields.filter((f) => f.TypeId !== FieldType.NewLine).length,
    ProjectIds: [...form.ProjectIds],
  };
}

export function groupView(
  store: Store,
  user: UserRecord,
  group: FormGroupRecord,
  keep: (f: FormRecord) => boolean = () => true,
): FormGroup {
  // Each form the caller may read, with the verbs they hold on it (no Access: not readable, not listed).
  const actor = actorOf(store, user);
  const forms = formsOf(store, user)
    .filter((f) => f.GroupId === group.GroupId && keep(f))
    .flatMap((f) => {
      const access = formAccess(actor, formFacts(store, f));
      return access === 0 ? [] : [{ ...summaryOf(f), Access: access }];
    });
  return { GroupId: group.GroupId, Name: group.Name, Forms: forms };
}

export function otherFormsInSet(store: Store, user: UserRecord, form: FormRecord) {
  return readableFormsOf(store, user)
    .filter((f) => f.GroupId === form.GroupId && f.FormId !== form.FormId)
    .map((f) => ({ FormId: f.FormId, FormName: f.FormName }));
}

export function templatesOf(store: Store, user: UserRecord): FieldTemplate[] {
  return store.data.fieldTemplates
    .filter((t) => t.userId === user.id)
    .map(({ TemplateId, Name, Field }) => ({ TemplateId, Name, Field }));
}

export function fieldChange(
  store: Store,
  user: UserRecord,
  form: FormRecord,
  fieldId: number | null,
  update: boolean,
): FieldChange {
  const index = fieldIndex(store);
  const field = fieldId === null ? undefined : form.Fields.find((f) => f.FieldDefinitionId === fieldId);
  return {
    field: field ? fieldView(field, index) : null,
    form: formView(store, form, index),
    otherFormsInSet: otherFormsInSet(store, user, form),
    update,
  };
}
