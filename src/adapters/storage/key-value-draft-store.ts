import { inject, injectable } from 'inversify';
import { MAX_DRAFT_CHARS, parseDraft, type FormDraft } from '../../domain/forms/instance/form-draft';
import type { DraftStore } from '../../ports/draft-store.port';
import { KeyValueStore } from '../../ports/key-value-store.port';

/** Key of an instance's draft in the browser's storage. */
export const draftKey = (instanceId: number) => `gridwork.form-draft.${instanceId}`;

/** Drafts in the KeyValueStore (localStorage, or memory when storage is unavailable), as JSON. */
@injectable()
export class KeyValueDraftStore implements DraftStore {
  constructor(@inject(KeyValueStore) private readonly store: KeyValueStore) {}

  read(instanceId: number): FormDraft | null {
    return parseDraft(this.store.read(draftKey(instanceId)), instanceId);
  }

  write(draft: FormDraft): boolean {
    const text = JSON.stringify(draft);
    if (text.length > MAX_DRAFT_CHARS) return false;
    this.store.write(draftKey(draft.instanceId), text);
    return true;
  }

  remove(instanceId: number): void {
    this.store.remove(draftKey(instanceId));
  }
}
