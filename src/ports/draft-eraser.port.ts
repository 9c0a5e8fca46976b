/**
 * Forgets the unsaved form entries kept in this browser when a session ends (sign-out, forced logout, expiry,
 * a 401), so that nothing typed stays readable in the browser's storage afterwards. A platform port: it needs
 * none of the forms area's code, which loads on demand.
 */
export interface DraftEraser {
  /** Erases the drafts of `userId` (and unscoped ones of earlier versions); null, when the user is unknown: every draft. */
  eraseDrafts(userId: number | null): void;
}
export const DraftEraser = Symbol('DraftEraser');
