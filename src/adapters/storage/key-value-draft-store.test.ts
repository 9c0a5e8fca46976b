import { expect, it } from 'vitest';
import { draftOf } from '../../domain/forms/instance/form-draft';
import { InMemoryKeyValueStore } from './in-memory-key-value-store';
import { KeyValueDraftStore, draftKey } from './key-value-draft-store';

it('keeps one draft per instance under its own key, as JSON', () => {
  const storage = new InMemoryKeyValueStore();
  const drafts = new KeyValueDraftStore(storage);
  const draft = draftOf(300, 2, 1_700_000_000_000, new Map([[6, 'Jordan']]));
  expect(drafts.write(draft)).toBe(true);
  expect(JSON.parse(storage.read(draftKey(300)) ?? 'null')).toEqual(draft);
  expect(drafts.read(300)).toEqual(draft);
  expect(drafts.read(301)).toBeNull();
  drafts.remove(300);
  expect(storage.read(draftKey(300))).toBeNull();
});

it('reads damaged storage as no draft, and refuses a draft too large to keep', () => {
  const storage = new InMemoryKeyValueStore();
  const drafts = new KeyValueDraftStore(storage);
  storage.write(draftKey(300), '{"instanceId":300');
  expect(drafts.read(300)).toBeNull();
  expect(drafts.write(draftOf(300, 2, 1, new Map([[1, 'x'.repeat(2_000_001)]])))).toBe(false);
});
