/** The browser's leave-page prompt on unload. */
export interface PageUnload {
  /** While the predicate is true, closing or reloading the page asks the user first. */
  guard(isDirty: () => boolean): () => void;
}
export const PageUnload = Symbol('PageUnload');
