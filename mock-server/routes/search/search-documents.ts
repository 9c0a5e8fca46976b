/**
 * What the index holds, read from the mock database (docs/search.md): names and descriptions of projects, form groups,
 * forms, form instances, tasks, cabinet folders and files, reports and report filters; the text of small text files;
 * and the saved values of instance fields. Never indexed: encrypted values (a field that encrypts, or one that
 * shows an encrypted field's value), and values the server computes for each reader (formula, linked and mirror
 * fields), which could show more than the stored value's own field.
 */
import type { CabinetItemRecord, SeedData } from '../../../fixtures/types';
import { FieldType, type FieldDefinition } from '../../../src/domain/forms/form.entity';
import type { Store } from '../../store';
import { isEncryptedSource } from '../../forms/field-sources';
import { isLinkedField, isMirrorField } from '../../forms/form-views';
import type { SearchDocument } from './search-index';

/** Characters of one field value the index keeps. */
export const VALUE_CHARS_MAX = 2000;

const doc = (
  kind: SearchDocument['kind'],
  ref: number,
  workspaceId: number,
  title: string,
  text = '',
): SearchDocument => ({ id: `${kind}:${ref}`, kind, ref, field: null, workspaceId, title, text });

/** Whether a stored value of this field may be indexed. */
export function indexableField(store: Store, field: FieldDefinition): boolean {
  if (field.EncryptData || field.TypeId === FieldType.Formula) return false;
  if (isLinkedField(field) || isMirrorField(field)) return false;
  return isEncryptedSource(store, field) === undefined;
}

function* instanceDocuments(store: Store, data: SeedData): Generator<SearchDocument> {
  const workspaceOf = new Map(data.projects.map((p) => [p.ProjectId, p.workspaceId]));
  const fields = new Map<number, FieldDefinition>();
  const indexable = new Map<number, boolean>();
  for (const form of data.forms) for (const f of form.Fields) fields.set(f.FieldDefinitionId, f);
  for (const instance of data.formInstances) {
    const workspaceId = workspaceOf.get(instance.ProjectId);
    if (workspaceId === undefined) continue;
    yield doc('instance', instance.InstanceId, workspaceId, instance.Name);
    for (const value of instance.values) {
      const field = fields.get(value.FieldDefinitionId);
      if (!field || !value.Data) continue;
      let ok = indexable.get(field.FieldDefinitionId);
      if (ok === undefined) indexable.set(field.FieldDefinitionId, (ok = indexableField(store, field)));
      if (!ok) continue;
      yield {
        id: `value:${instance.InstanceId}:${field.FieldDefinitionId}`,
        kind: 'instance',
        ref: instance.InstanceId,
        field: field.FieldDefinitionId,
        workspaceId,
        title: '',
        text: value.Data.slice(0, VALUE_CHARS_MAX),
      };
    }
  }
}

/** Every document of the data, in one pass per collection. */
export function* searchDocuments(
  store: Store,
  textOf: (item: CabinetItemRecord) => string,
): Generator<SearchDocument> {
  const data = store.data;
  for (const p of data.projects) yield doc('project', p.ProjectId, p.workspaceId, p.Name, p.Description);
  for (const g of data.formGroups) yield doc('formGroup', g.GroupId, g.workspaceId, g.Name);
  for (const f of data.forms) yield doc('form', f.FormId, f.workspaceId, f.FormName);
  yield* instanceDocuments(store, data);
  for (const t of data.tasks) yield doc('task', t.TaskId, t.workspaceId, t.Title, t.Description);
  for (const item of data.cabinetItems)
    yield doc(
      item.ItemType === 1 ? 'folder' : 'file',
      item.ItemId,
      item.workspaceId,
      item.Name,
      textOf(item),
    );
  for (const r of data.reports) yield doc('report', r.ReportId, r.workspaceId, r.ReportName);
  for (const f of data.reportFilters) yield doc('filter', f.Id, f.workspaceId, f.Name);
}
