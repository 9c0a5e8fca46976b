import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/key-value-store.port';

/**
 * localStorage, shared by the browser's tabs; when storage is unavailable (private mode, quota,
 * blocked cookies) values live in memory for this tab only.
 */
@injectable()
export class LocalStorageKeyValueStore implements KeyValueStore {
  private readonly memory = new Map<string, string>();
  /** Keys whose last write storage refused (quota): memory holds the newer value. */
  private readonly memoryOnly = new Set<string>();
  private readonly storage: Storage | null = usableStorage();

  read(key: string): string | null {
    if (this.storage && !this.memoryOnly.has(key)) {
      try {
        return this.storage.getItem(key);
      } catch {
        // fall back to memory below
      }
    }
    return this.memory.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      this.storage?.setItem(key, value);
      this.memoryOnly.delete(key);
    } catch {
      this.memoryOnly.add(key);
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    this.memoryOnly.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // memory already forgot it
    }
  }

  keys(prefix: string): string[] {
    const keys = new Set([...this.memory.keys()]);
    try {
      for (let i = 0; this.storage && i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (key !== null) keys.add(key);
      }
    } catch {
      // memory's keys are all we know
    }
    return [...keys].filter((key) => key.startsWith(prefix));
  }

  watch(key: string, listener: (value: string | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }
}

function usableStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = '__gridwork_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
