import type { FormDraft } from '../domain/forms/instance/form-draft';

/**
 * Unsaved form-instance entries kept in the browser, one draft per user and instance, so that they survive a
 * reload or a crashed tab. Drafts are scoped to the user who typed them: another user signing in on the same
 * browser never reads them. Reading checks the stored shape: a damaged or foreign entry reads as null.
 *
 * The storage is shared by the browser's tabs. `watch` and `watchQuestions` report what OTHER tabs do (as the
 * session time-out does, over the KeyValueStore's storage events): a page still editing an instance learns that
 * another tab removed its draft, and answers a tab that asks whether it is still open (keep-form-draft.md).
 */
export interface DraftStore {
  /** This page among the browser's tabs: random, new at every page load. */
  readonly tab: string;
  read(instanceId: number, userId: number): FormDraft | null;
  /** Returns false when the browser refused to keep it (the entries then live only in this tab). */
  write(draft: FormDraft & { readonly userId: number }): boolean;
  remove(instanceId: number, userId: number): void;
  /** Another tab wrote (the draft) or removed (null) this draft. */
  watch(instanceId: number, userId: number, listener: (draft: FormDraft | null) => void): () => void;
  /** Asks the page `tab` whether it is still open with this draft's entries unsaved. */
  ask(instanceId: number, userId: number, tab: string): void;
  /** This page (the asked one) answers yes. */
  answer(instanceId: number, userId: number): void;
  /** Takes the question away once answered or given up on (by the asking page). */
  unask(instanceId: number, userId: number): void;
  /** Another tab asked about the page `tab`, answered for it, or took the question away (null). */
  watchQuestions(
    instanceId: number,
    userId: number,
    listener: (question: DraftQuestion | null) => void,
  ): () => void;
}

/** A question from one tab to another, through the storage they share. */
export interface DraftQuestion {
  /** The page asked about. */
  readonly tab: string;
  readonly answered: boolean;
}
export const DraftStore = Symbol('DraftStore');
