/** Access checks of a field being saved: what it links to, and its encryption (docs/authorization.md). */
import type { UserRecord } from '../../fixtures/types';
import { changeEncryption, linkTo } from '../../src/domain/access/form-access.policy';
import type { FieldDefinition } from '../../src/domain/forms/form.entity';
import { isLinkedField, isMirrorField } from '../forms/form-views';
import type { Store } from '../store';
import { actorOf, formFacts, restrictionsOf } from './access-facts';
import { allow } from './access-guard';

/** A new parent of a linked or mirror field must be a field the caller may see (unknown parents are the 400s of field-references.ts). */
export function allowParent(
  store: Store,
  user: UserRecord,
  field: FieldDefinition,
  stored?: FieldDefinition,
): void {
  const parentId = field.ParentFieldDefinitionId;
  if (
    !(isLinkedField(field) || isMirrorField(field)) ||
    parentId == null ||
    parentId === stored?.ParentFieldDefinitionId
  )
    return;
  const form = store.data.forms.find(
    (f) => f.workspaceId === user.workspaceId && f.Fields.some((x) => x.FieldDefinitionId === parentId),
  );
  if (!form) return;
  allow(linkTo(actorOf(store, user), formFacts(store, form), restrictionsOf(store, 'field', parentId)));
}

/** A form's design as the reader may see it: a linked field's parent from a form or field hidden from them is left out. */
export function withReadableParents<T extends { Fields: FieldDefinition[] }>(
  store: Store,
  user: UserRecord,
  form: T,
): T {
  const actor = actorOf(store, user);
  const Fields = form.Fields.map((field) => {
    if (!field.ParentFieldDefinition || field.ParentFieldDefinitionId == null) return field;
    const parentForm = store.data.forms.find((f) =>
      f.Fields.some((x) => x.FieldDefinitionId === field.ParentFieldDefinitionId),
    );
    const readable =
      parentForm &&
      linkTo(
        actor,
        formFacts(store, parentForm),
        restrictionsOf(store, 'field', field.ParentFieldDefinitionId),
      ).allowed;
    return readable ? field : { ...field, ParentFieldDefinition: null };
  });
  return { ...form, Fields };
}

/** Turning encryption off, or changing the display mask, of an encrypted field is for administrators. */
export function allowEncryption(
  store: Store,
  user: UserRecord,
  stored: FieldDefinition | undefined,
  field: FieldDefinition,
): void {
  allow(changeEncryption(actorOf(store, user), stored, field));
}
