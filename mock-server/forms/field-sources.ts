/** The sources a linked (130) or mirror (140) field shows: its parent, the parent's parent, and so on. */
import type { FieldDefinition } from '../../src/domain/forms/form.entity';
import type { Store } from '../store';
import { isLinkedField, isMirrorField } from './form-views';
import { StoreLookups, type FieldSource } from './store-lookups';

export type { FieldSource };

const MAX_HOPS = 16;

/** The parent chain of a linked or mirror field, nearest first (empty for any other field; cycles stop). */
export function sourceChain(
  store: Store,
  field: FieldDefinition,
  lookups: StoreLookups = new StoreLookups(store),
): FieldSource[] {
  const chain: FieldSource[] = [];
  const seen = new Set([field.FieldDefinitionId]);
  let current = field;
  while (
    (isLinkedField(current) || isMirrorField(current)) &&
    current.ParentFieldDefinitionId != null &&
    chain.length < MAX_HOPS
  ) {
    const source = lookups.sourceOf(current.ParentFieldDefinitionId);
    if (!source || seen.has(source.field.FieldDefinitionId)) break;
    seen.add(source.field.FieldDefinitionId);
    chain.push(source);
    current = source.field;
  }
  return chain;
}

/** The first encrypted field up the chain: a derived field is masked like its source. */
export function isEncryptedSource(
  store: Store,
  field: FieldDefinition,
  lookups: StoreLookups = new StoreLookups(store),
): FieldDefinition | undefined {
  return lookups.encryptedSource(
    field.FieldDefinitionId,
    () => sourceChain(store, field, lookups).find((s) => s.field.EncryptData)?.field,
  );
}
