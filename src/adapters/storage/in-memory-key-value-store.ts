import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/key-value-store.port';

/** For unit tests: `otherTabWrites` plays the part of another browser tab. */
@injectable()
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  private readonly watchers = new Map<string, Set<(value: string | null) => void>>();

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  keys(prefix: string): string[] {
    return [...this.values.keys()].filter((key) => key.startsWith(prefix));
  }

  watch(key: string, listener: (value: string | null) => void): () => void {
    const set = this.watchers.get(key) ?? new Set();
    set.add(listener);
    this.watchers.set(key, set);
    return () => set.delete(listener);
  }

  otherTabWrites(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of this.watchers.get(key) ?? []) listener(value);
  }
}
