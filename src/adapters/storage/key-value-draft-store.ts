import { inject, injectable } from 'inversify';
import { MAX_DRAFT_CHARS, parseDraft, type FormDraft } from '../../domain/forms/instance/form-draft';
import type { DraftQuestion, DraftStore } from '../../ports/draft-store.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { draftKey, draftQuestionKey } from './draft-keys';

/**
 * Drafts in the KeyValueStore (localStorage, or memory when storage is unavailable), as JSON, one key per user and
 * instance. A question to another tab is a key of its own next to the draft (`<draft key>.asked`), holding the asked
 * and the asking page; the asked page answers by writing it answered, and the asking page removes it. Both go with
 * the user's drafts at sign-out.
 */
@injectable()
export class KeyValueDraftStore implements DraftStore {
  readonly tab = pageId();

  constructor(@inject(KeyValueStore) private readonly store: KeyValueStore) {}

  read(instanceId: number, userId: number): FormDraft | null {
    return this.parse(this.store.read(draftKey(instanceId, userId)), instanceId, userId);
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

  watch(instanceId: number, userId: number, listener: (draft: FormDraft | null) => void): () => void {
    return this.store.watch(draftKey(instanceId, userId), (text) =>
      listener(this.parse(text, instanceId, userId)),
    );
  }

  ask(instanceId: number, userId: number, tab: string): void {
    this.store.write(draftQuestionKey(instanceId, userId), JSON.stringify({ tab, from: this.tab }));
  }

  answer(instanceId: number, userId: number): void {
    this.store.write(draftQuestionKey(instanceId, userId), JSON.stringify({ tab: this.tab, answered: true }));
  }

  unask(instanceId: number, userId: number): void {
    this.store.remove(draftQuestionKey(instanceId, userId));
  }

  watchQuestions(
    instanceId: number,
    userId: number,
    listener: (question: DraftQuestion | null) => void,
  ): () => void {
    return this.store.watch(draftQuestionKey(instanceId, userId), (text) => listener(parseQuestion(text)));
  }

  private parse(text: string | null, instanceId: number, userId: number): FormDraft | null {
    const draft = parseDraft(text, instanceId);
    return draft && draft.userId === userId ? draft : null;
  }
}

/** A stored question; a removed one, or one that is not ours, is null. */
function parseQuestion(text: string | null): DraftQuestion | null {
  if (text === null || text.length > 1_000) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const { tab, answered } = data as { tab?: unknown; answered?: unknown };
    return typeof tab === 'string' ? { tab, answered: answered === true } : null;
  } catch {
    return null;
  }
}

function pageId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
