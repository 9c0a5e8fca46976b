import { inject, injectable } from 'inversify';
import { MAX_DRAFT_CHARS, parseDraft, type FormDraft } from '../../domain/forms/instance/form-draft';
import type { DraftStore } from '../../ports/draft-store.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { draftKey } from './draft-keys';

/** Drafts in the KeyValueStore (localStorage, or memory when storage is unavailable), as JSON, one key per user and instance. */
@injectable()
export class KeyValueDraftStore implements DraftStore {
  constructor(@inject(KeyValueStore) private readonly store: KeyValueStore) {}

  read(instanceId: number, userId: number): FormDraft | null {
    const draft = parseDraft(this.store.read(draftKey(instanceId, userId)), instanceId);
    return draft && draft.userId === userId ? draft : null;
  }

  write(draft: FormDraft & { readonly userId: number }): boolean {
    const text = JSON.stringify(draft);
    if (text.length > MAX_DRAFT_CHARS) return false;
    this.store.write(draftKey(draft.instanceId, draft.userId), text);
    return true;
  }

  remove(instanceId: number, userId: number): void {
    this.store.remove(draftKey(instanceId, userId));
  }
}
