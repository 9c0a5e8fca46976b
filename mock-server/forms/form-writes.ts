/**
 * Changing forms in the store: every change goes through the designer's layout rules (form-layout.ts), so
 * rows, columns and sequences stay consistent; ids are one above the highest in the whole store.
 */
import type { FormRecord } from '../../fixtures/types';
import { layoutForm, type LayoutIds } from '../../src/domain/forms/designer/form-layout';
import type { FieldDefinition, Form } from '../../src/domain/forms/form.entity';
import { isLinkedField, isMirrorField } from './form-views';
import type { Store } from '../store';

export function nextId(values: Iterable<number>): number {
  let max = 0;
  for (const value of values) if (Number.isFinite(value) && value > max) max = value;
  return max + 1;
}

const counter = (start: number) => {
  let next = start;
  return () => next++;
};

/** New field, row and column ids, store-wide. */
export function storeIds(store: Store): LayoutIds {
  const forms = store.data.forms;
  return {
    fieldId: counter(nextId(forms.flatMap((f) => f.Fields.map((x) => x.FieldDefinitionId)))),
    rowId: counter(nextId(forms.flatMap((f) => f.Rows.map((x) => x.RowId)))),
    columnId: counter(nextId(forms.flatMap((f) => f.Columns.map((x) => x.ColumnId)))),
  };
}

/** The form part of a record (layoutForm works on forms). */
export function formPart(record: FormRecord): Form {
  const { ProjectIds: _projects, workspaceId: _owner, ...form } = record;
  return form;
}

/**
 * Stores `next` (the record's form after a change) laid out. With `previous` (the form before the change),
 * rows keep their heights with their fields. Returns the sequence changes the layout made.
 */
export function applyLayout(
  store: Store,
  record: FormRecord,
  next: Form,
  previous?: Pick<Form, 'Fields' | 'Rows'>,
) {
  const { form, changed } = layoutForm(next, { ids: storeIds(store), previous });
  record.Fields = form.Fields;
  record.Rows = form.Rows;
  record.Columns = form.Columns;
  record.FormWidthInPx = form.FormWidthInPx;
  record.FormHeightInPx = form.FormHeightInPx;
  return changed;
}

const dependsOn = (field: FieldDefinition, removed: ReadonlySet<number>) =>
  (isMirrorField(field) || isLinkedField(field)) &&
  field.ParentFieldDefinitionId != null &&
  removed.has(field.ParentFieldDefinitionId);

/** The fields a removal takes with it (mirror and linked fields of removed fields, in any form, repeatedly) and the forms they are in. */
export function cascadeOf(
  store: Store,
  ids: ReadonlySet<number>,
): { removed: Set<number>; forms: FormRecord[] } {
  const removed = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const form of store.data.forms) {
      for (const field of form.Fields) {
        if (!removed.has(field.FieldDefinitionId) && dependsOn(field, removed)) {
          removed.add(field.FieldDefinitionId);
          grew = true;
        }
      }
    }
  }
  return {
    removed,
    forms: store.data.forms.filter((f) => f.Fields.some((x) => removed.has(x.FieldDefinitionId))),
  };
}

/**
 * Removes fields and what depends on them ("Delete Field?": field data and linked fields go too): mirror and
 * linked fields of removed fields (in any form, repeatedly), their saved values and field restrictions.
 * Every form that lost a field is laid out again. Returns the removed ids.
 */
export function removeFields(store: Store, ids: ReadonlySet<number>): Set<number> {
  const { removed } = cascadeOf(store, ids);
  for (const form of store.data.forms) {
    if (!form.Fields.some((f) => removed.has(f.FieldDefinitionId))) continue;
    const before = { Fields: form.Fields, Rows: form.Rows };
    applyLayout(
      store,
      form,
      { ...formPart(form), Fields: form.Fields.filter((f) => !removed.has(f.FieldDefinitionId)) },
      before,
    );
  }
  for (const instance of store.data.formInstances) {
    instance.values = instance.values.filter((v) => !removed.has(v.FieldDefinitionId));
    for (const id of Object.keys(instance.permissionMasks))
      if (removed.has(Number(id))) delete instance.permissionMasks[id];
  }
  store.data.permissions = store.data.permissions.filter(
    (p) => p.kind !== 'field' || !removed.has(p.EntityId),
  );
  return removed;
}
