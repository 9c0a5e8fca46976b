import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/key-value-store.port';

/**
 * For unit tests: one browser's storage shared by its tabs. `tab()` opens a tab's view of it; what a tab writes or
 * removes is reported to the watchers of the OTHER open tabs, as the browser's storage events are; `close()` ends a
 * tab (closed, crashed): it hears nothing more.
 */
export class InMemoryBrowserStorage {
  readonly values = new Map<string, string>();
  private readonly open = new Set<InMemoryTabStore>();

  tab(): InMemoryTabStore {
    const tab = new InMemoryTabStore(this.values, (key, value) => {
      for (const other of [...this.open]) if (other !== tab) other.heard(key, value);
    });
    this.open.add(tab);
    tab.closed = () => this.open.delete(tab);
    return tab;
  }
}

/** One tab's view of an InMemoryBrowserStorage. */
export class InMemoryTabStore implements KeyValueStore {
  private readonly watchers = new Map<string, Set<(value: string | null) => void>>();
  closed: () => void = () => undefined;

  constructor(
    protected readonly values: Map<string, string>,
    private readonly changed: (key: string, value: string | null) => void,
  ) {}

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): void {
    const before = this.values.get(key);
    this.values.set(key, value);
    // Browsers fire no storage event when the value stays the same.
    if (before !== value) this.changed(key, value);
  }

  remove(key: string): void {
    if (!this.values.delete(key)) return;
    this.changed(key, null);
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

  /** The tab is closed or crashed: it hears nothing more. */
  close(): void {
    this.closed();
  }

  /** A storage event from another tab. */
  heard(key: string, value: string | null): void {
    for (const listener of [...(this.watchers.get(key) ?? [])]) listener(value);
  }
}

/** For unit tests: one tab alone, whose storage `otherTabWrites` changes as another browser tab would. */
@injectable()
export class InMemoryKeyValueStore extends InMemoryTabStore {
  constructor() {
    super(new Map(), () => undefined);
  }

  otherTabWrites(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    this.heard(key, value);
  }
}
