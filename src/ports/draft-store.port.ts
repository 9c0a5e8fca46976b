import type { FormDraft } from '../domain/forms/instance/form-draft';

/**
 * Unsaved form-instance entries kept in the browser, one draft per instance, so that they survive a reload
 * or a crashed tab. Reading checks the stored shape: a damaged or foreign entry reads as null.
 */
export interface DraftStore {
  read(instanceId: number): FormDraft | null;
  /** Returns false when the browser refused to keep it (the entries then live only in this tab). */
  write(draft: FormDraft): boolean;
  remove(instanceId: number): void;
}
export const DraftStore = Symbol('DraftStore');
