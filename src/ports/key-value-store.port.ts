/**
 * Browser storage shared by the tabs of one browser, falling back to memory when storage is
 * unavailable. `watch` reports changes made by OTHER tabs (null value: removed).
 */
export interface KeyValueStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** The stored keys that start with `prefix`. */
  keys(prefix: string): string[];
  watch(key: string, listener: (value: string | null) => void): () => void;
}
export const KeyValueStore = Symbol('KeyValueStore');
