/**
 * What the index holds, read from the mock database (docs/search.md): names and descriptions of projects, form groups,
 * forms, form instances, tasks, cabinet folders and files, reports and report filters; the text of small text files;
 * and the saved values of instance fields (read by `search-changes.ts`, which lists them). Never indexed: encrypted values (a field that encrypts, or one that
 * shows an encrypted field's value), and values the server computes for each reader (formula, linked and mirror
 * fields), which could show more than the stored value's own field.
 */
import { FieldType, type FieldDefinition } from '../../../src/domain/forms/form.entity';
import type { Store } from '../../store';
import { isEncryptedSource } from '../../forms/field-sources';
import { isLinkedField, isMirrorField } from '../../forms/form-views';
import type { SearchDocument } from './search-index';

/** Characters of one field value the index keeps. */
export const VALUE_CHARS_MAX = 2000;

/** A record's document (an instance's value has its own, in `search-changes.ts`). */
export const searchDocument = (
  kind: SearchDocument['kind'],
  ref: number,
  workspaceId: number,
  title: string,
  text = '',
): SearchDocument => ({ id: `${kind}:${ref}`, kind, ref, field: null, workspaceId, title, text });

/** The id of an instance's document for one field's value (beside its `instance:{id}` document). */
export const valueDocumentId = (instanceId: number, fieldId: number) => `value:${instanceId}:${fieldId}`;

/** Whether a stored value of this field may be indexed. */
export function indexableField(store: Store, field: FieldDefinition): boolean {
  if (field.EncryptData || field.TypeId === FieldType.Formula) return false;
  if (isLinkedField(field) || isMirrorField(field)) return false;
  return isEncryptedSource(store, field) === undefined;
}
