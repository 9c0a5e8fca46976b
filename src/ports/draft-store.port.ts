import type { FormDraft } from '../domain/forms/instance/form-draft';

/**
 * Unsaved form-instance entries kept in the browser, one draft per user and instance, so that they survive a
 * reload or a crashed tab. Drafts are scoped to the user who typed them: another user signing in on the same
 * browser never reads them. Reading checks the stored shape: a damaged or foreign entry reads as null.
 */
export interface DraftStore {
  read(instanceId: number, userId: number): FormDraft | null;
  /** Returns false when the browser refused to keep it (the entries then live only in this tab). */
  write(draft: FormDraft & { readonly userId: number }): boolean;
  remove(instanceId: number, userId: number): void;
}
export const DraftStore = Symbol('DraftStore');
