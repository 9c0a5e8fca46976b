import { existsSync, readFileSync } from 'node:fs';
import jsonServer from 'json-server';
import type { ScopeRecord, SeedData, UserRecord, WorkspaceRecord } from '../fixtures/types';
import { removeLeftoverTempFiles, writeFileAtomic } from './data-file';

/** The lowdb 1 instance json-server's router wraps, always in memory: `Store.save()` writes the data file. */
export type MockDb = jsonServer.JsonServerRouter<SeedData>['db'];

/** Writes `data` as the JSON data file, atomically (data-file.ts), creating its folder. */
export function writeDataFile(path: string, data: SeedData): void {
  writeFileAtomic(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Opens the database in memory, from `initial` when `dataFile` is null, else from the JSON file (created from
 * `initial` when missing; collections added to the fixtures since the file was written are filled in from
 * `initial`; temporary files of writes killed midway are removed). lowdb's own file adapter rewrites the file in
 * place, which a reader can see half written and a crash can truncate: the Store writes it instead.
 */
export function openDb(dataFile: string | null, initial: SeedData): MockDb {
  if (dataFile === null) return jsonServer.router<SeedData>(initial).db;
  removeLeftoverTempFiles(dataFile);
  if (!existsSync(dataFile)) writeDataFile(dataFile, initial);
  const onDisk = JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<SeedData>;
  const missing = Object.keys(initial).filter((key) => !(key in onDisk));
  const data = { ...initial, ...onDisk };
  if (missing.length > 0) writeDataFile(dataFile, data);
  return jsonServer.router<SeedData>(data).db;
}

/**
 * Typed access to the database. Mutate the records `data` returns, then call `save()`, which writes the data file
 * (when there is one) atomically.
 */
export class Store {
  private readonly saveListeners: Array<() => void> = [];

  constructor(
    readonly db: MockDb,
    private readonly dataFile: string | null = null,
  ) {}

  get data(): SeedData {
    return this.db.getState();
  }

  save(): void {
    this.db.write();
    if (this.dataFile !== null) writeDataFile(this.dataFile, this.data);
    for (const listener of this.saveListeners) listener();
  }

  /** Calls `listener` after every save (every write goes through `save`): the search index follows the data so. */
  onSave(listener: () => void): void {
    this.saveListeners.push(listener);
  }

  replace(data: SeedData): void {
    this.db.setState(data);
    this.save();
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.data.users.find((user) => user.email.toLowerCase() === wanted);
  }

  userById(id: number): UserRecord | undefined {
    return this.data.users.find((user) => user.id === id);
  }

  workspace(id: number): WorkspaceRecord | undefined {
    return this.data.workspaces.find((workspace) => workspace.id === id);
  }

  scope(workspaceId: number, id: number): ScopeRecord | undefined {
    return this.data.scopes.find((scope) => scope.workspaceId === workspaceId && scope.id === id);
  }

  /** Scopes of the user's workspace the user is a member of, in fixture order. */
  scopesOf(user: UserRecord): ScopeRecord[] {
    return this.data.scopes.filter(
      (scope) => scope.workspaceId === user.workspaceId && user.scopeIds.includes(scope.id),
    );
  }

  /** Active users of the workspace who are members of the scope (0: the whole workspace); deactivated users are left out. */
  membersOf(workspaceId: number, scopeId: number): UserRecord[] {
    return this.data.users.filter(
      (user) => user.workspaceId === workspaceId && user.scopeIds.includes(scopeId) && !user.deactivatedOn,
    );
  }

  /** One above the highest id of a collection's records (1 for an empty one). */
  nextId<T>(records: readonly T[], id: (record: T) => number): number {
    return records.reduce((max, record) => Math.max(max, id(record)), 0) + 1;
  }
}
