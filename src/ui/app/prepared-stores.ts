/**
 * Stores a route's loader opened before React's first render (ADR 0007's amendment, issue 36), each waiting for the
 * page that shows it: the page takes its store here instead of building one, so the data it was opened on is not
 * asked for again. A store is taken once; a later visit to the same page builds its own.
 */
const prepared = new Map<string, unknown>();

/** Keeps a store opened early for the page that `key` names (for example `form-instance/302`). */
export function keepPrepared(key: string, store: unknown): void {
  prepared.set(key, store);
}

/**
 * The store opened early for `key`, if any, given once. (React calls a state's initialiser once per mount in a
 * production build; in Strict Mode it calls it twice and keeps the first result, the one that took the store.)
 */
export function takePrepared<T>(key: string): T | undefined {
  const store = prepared.get(key) as T | undefined;
  prepared.delete(key);
  return store;
}
