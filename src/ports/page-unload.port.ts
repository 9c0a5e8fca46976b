/** The browser's leave-page prompt on unload, and the page going away. */
export interface PageUnload {
  /** While the predicate is true, closing or reloading the page asks the user first. */
  guard(isDirty: () => boolean): () => void;
  /** The page is going away: closed, reloaded, left for another site, or put in the back-forward cache (pagehide). */
  left(listener: () => void): () => void;
}
export const PageUnload = Symbol('PageUnload');
