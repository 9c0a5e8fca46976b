/**
 * What a write changed, for the search (docs/search.md, "The index"): `Store.save()` does not say which records a
 * write touched, so each collection the index reads is walked beside what the last pass saw (each record looked for
 * where it was, one further on, or by a map of the last places), without building anything for a record that is as
 * it was (the same object, the same indexed texts). Only the records found changed, added or gone give documents to
 * the index and entries to the record maps: a write no longer lists every document of the data for the next search.
 *
 * The documents come out in the order a full listing gives them (`SearchChangeTracker.documents`, a first pass), so
 * the index adds them in the order a full pass would have (ties at the cut are kept in that order).
 */
import type { CabinetItemRecord, FormInstanceRecord, FormRecord, SeedData } from '../../../fixtures/types';
import type { FieldDefinition } from '../../../src/domain/forms/form.entity';
import type { Store } from '../../store';
import { indexableField, searchDocument, VALUE_CHARS_MAX, valueDocumentId } from './search-documents';
import type { SearchDocument } from './search-index';

/** The collections the index reads, in the order they are listed. */
export const SEARCHED_COLLECTIONS = [
  'projects',
  'formGroups',
  'forms',
  'formInstances',
  'tasks',
  'cabinetItems',
  'reports',
  'reportFilters',
] as const satisfies readonly (keyof SeedData)[];

export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number];

/** One collection's changes: the records that were at changed positions before, and those there now. */
export interface CollectionChange {
  name: SearchedCollection;
  before: readonly unknown[];
  after: readonly unknown[];
}

/** What one pass found: the documents of changed records, the ids their old documents had, the records moved. */
export interface SearchChanges {
  documents: SearchDocument[];
  /** Ids of documents the changed or gone records held; those not among `documents` are gone. */
  formerIds: string[];
  collections: CollectionChange[];
}

/** What a record gave the index at the last pass. */
type Snapshot = unknown;

/** How one collection's records become documents, and whether a record is as its snapshot says. */
interface Reader<T> {
  /** The record's documents now, and what to keep of it to know it unchanged next time. */
  read(record: T): { documents: SearchDocument[]; snapshot: Snapshot };
  unchanged(record: T, snapshot: Snapshot): boolean;
  formerIds(snapshot: Snapshot): string[];
}

/** A document's text as `searchDocument` takes it (its default for none). */
const orEmpty = (text: string | undefined) => (text === undefined ? '' : text);

/** A record indexed as one document: its snapshot is that document. */
function oneDocument<T>(
  of: (record: T) => SearchDocument,
  unchanged: (record: T, doc: SearchDocument) => boolean,
) {
  return {
    read: (record: T) => {
      const doc = of(record);
      return { documents: [doc], snapshot: doc };
    },
    unchanged: (record: T, snapshot: Snapshot) => unchanged(record, snapshot as SearchDocument),
    formerIds: (snapshot: Snapshot) => [(snapshot as SearchDocument).id],
  } satisfies Reader<T>;
}

/** An instance as indexed: its name document's inputs and, per value of an indexable field, its field and data. */
interface InstanceSnapshot {
  ref: number;
  name: string;
  projectId: number;
  workspaceId: number | undefined;
  values: FormInstanceRecord['values'];
  length: number;
  /**
   * `[fieldId, data, fieldId, data, …]` of the values whose field may be indexed: those with data gave the value
   * documents.
   */
  indexable: Array<number | string | null | undefined>;
}

/** The facts every instance's documents depend on: each project's workspace, each field and whether it is indexed. */
class InstanceContext {
  readonly workspaceOf: Map<number, number>;
  readonly fields = new Map<number, FieldDefinition>();
  readonly indexable = new Map<number, boolean>();

  constructor(store: Store, data: SeedData) {
    this.workspaceOf = new Map(data.projects.map((p) => [p.ProjectId, p.workspaceId]));
    for (const form of data.forms) for (const f of form.Fields) this.fields.set(f.FieldDefinitionId, f);
    for (const [id, field] of this.fields) this.indexable.set(id, indexableField(store, field));
  }

  /** Whether every instance's documents would come out as under `other`. */
  sameAs(other: InstanceContext): boolean {
    return sameMap(this.workspaceOf, other.workspaceOf) && sameMap(this.indexable, other.indexable);
  }
}

function sameMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value || !b.has(key)) return false;
  return true;
}

function instanceReader(context: InstanceContext): Reader<FormInstanceRecord> {
  return {
    read(instance) {
      const workspaceId = context.workspaceOf.get(instance.ProjectId);
      const snapshot: InstanceSnapshot = {
        ref: instance.InstanceId,
        name: instance.Name,
        projectId: instance.ProjectId,
        workspaceId,
        values: instance.values,
        length: instance.values.length,
        indexable: [],
      };
      const documents: SearchDocument[] = [];
      for (const value of instance.values)
        if (context.indexable.get(value.FieldDefinitionId))
          snapshot.indexable.push(value.FieldDefinitionId, value.Data);
      if (workspaceId === undefined) return { documents, snapshot };
      documents.push(searchDocument('instance', instance.InstanceId, workspaceId, instance.Name));
      for (const value of instance.values) {
        const field = context.fields.get(value.FieldDefinitionId);
        if (!field || !value.Data || !context.indexable.get(field.FieldDefinitionId)) continue;
        documents.push({
          id: valueDocumentId(instance.InstanceId, field.FieldDefinitionId),
          kind: 'instance',
          ref: instance.InstanceId,
          field: field.FieldDefinitionId,
          workspaceId,
          title: '',
          text: value.Data.slice(0, VALUE_CHARS_MAX),
        });
      }
      return { documents, snapshot };
    },
    unchanged(instance, s) {
      const snapshot = s as InstanceSnapshot;
      if (
        instance.InstanceId !== snapshot.ref ||
        instance.Name !== snapshot.name ||
        instance.ProjectId !== snapshot.projectId ||
        instance.values !== snapshot.values ||
        instance.values.length !== snapshot.length
      )
        return false;
      let at = 0;
      for (const value of instance.values) {
        if (!context.indexable.get(value.FieldDefinitionId)) continue;
        if (snapshot.indexable[at] !== value.FieldDefinitionId || snapshot.indexable[at + 1] !== value.Data)
          return false;
        at += 2;
      }
      return at === snapshot.indexable.length;
    },
    formerIds(s) {
      const snapshot = s as InstanceSnapshot;
      const ids = [`instance:${snapshot.ref}`];
      for (let at = 0; at < snapshot.indexable.length; at += 2)
        if (snapshot.indexable[at + 1])
          ids.push(valueDocumentId(snapshot.ref, snapshot.indexable[at] as number));
      return ids;
    },
  };
}

/** The last pass of one collection: its records by position, and what each gave the index. */
interface Seen {
  records: readonly unknown[];
  snapshots: Snapshot[];
}

/** Follows the data for the search index, one pass per refresh (see the top of this file). */
export class SearchChangeTracker {
  private readonly seen = new Map<SearchedCollection, Seen>();
  private context: InstanceContext | null = null;

  constructor(
    private readonly store: Store,
    private readonly textOf: (item: CabinetItemRecord) => string,
    /** Whether a text file's bytes could not be read yet: it is read again at the next pass. */
    private readonly pending: (item: CabinetItemRecord) => boolean,
  ) {}

  private readers(context: InstanceContext): { [K in SearchedCollection]: Reader<SeedData[K][number]> } {
    return {
      projects: oneDocument(
        (p) => searchDocument('project', p.ProjectId, p.workspaceId, p.Name, p.Description),
        (p, d) =>
          p.ProjectId === d.ref &&
          p.workspaceId === d.workspaceId &&
          p.Name === d.title &&
          orEmpty(p.Description) === d.text,
      ),
      formGroups: oneDocument(
        (g) => searchDocument('formGroup', g.GroupId, g.workspaceId, g.Name),
        (g, d) => g.GroupId === d.ref && g.workspaceId === d.workspaceId && g.Name === d.title,
      ),
      forms: oneDocument(
        (f: FormRecord) => searchDocument('form', f.FormId, f.workspaceId, f.FormName),
        (f, d) => f.FormId === d.ref && f.workspaceId === d.workspaceId && f.FormName === d.title,
      ),
      formInstances: instanceReader(context),
      tasks: oneDocument(
        (t) => searchDocument('task', t.TaskId, t.workspaceId, t.Title, t.Description),
        (t, d) =>
          t.TaskId === d.ref &&
          t.workspaceId === d.workspaceId &&
          t.Title === d.title &&
          orEmpty(t.Description) === d.text,
      ),
      cabinetItems: oneDocument(
        (item) =>
          searchDocument(
            item.ItemType === 1 ? 'folder' : 'file',
            item.ItemId,
            item.workspaceId,
            item.Name,
            this.textOf(item),
          ),
        (item, d) =>
          item.ItemId === d.ref &&
          (item.ItemType === 1 ? 'folder' : 'file') === d.kind &&
          item.workspaceId === d.workspaceId &&
          item.Name === d.title &&
          !this.pending(item) &&
          this.textOf(item) === d.text,
      ),
      reports: oneDocument(
        (r) => searchDocument('report', r.ReportId, r.workspaceId, r.ReportName),
        (r, d) => r.ReportId === d.ref && r.workspaceId === d.workspaceId && r.ReportName === d.title,
      ),
      reportFilters: oneDocument(
        (f) => searchDocument('filter', f.Id, f.workspaceId, f.Name),
        (f, d) => f.Id === d.ref && f.workspaceId === d.workspaceId && f.Name === d.title,
      ),
    };
  }

  /** Every document of the data, in listing order, as a first pass finds them (the bench counts them). */
  static documents(store: Store, textOf: (item: CabinetItemRecord) => string): SearchDocument[] {
    return new SearchChangeTracker(store, textOf, () => false).changes().documents;
  }

  /** The changes since the last pass (everything at the first). */
  changes(): SearchChanges {
    const data = this.store.data;
    const context = new InstanceContext(this.store, data);
    // Another project's workspace or another indexable field: every instance is read again.
    const rereadInstances = this.context !== null && !context.sameAs(this.context);
    this.context = context;
    const readers = this.readers(context);
    const out: SearchChanges = { documents: [], formerIds: [], collections: [] };
    for (const name of SEARCHED_COLLECTIONS)
      this.pass(
        name,
        data[name] as readonly unknown[],
        readers[name] as Reader<unknown>,
        out,
        name === 'formInstances' && rereadInstances,
      );
    return out;
  }

  /** One collection's pass; `all` reads every record again (what their documents depend on changed). */
  private pass(
    name: SearchedCollection,
    records: readonly unknown[],
    reader: Reader<unknown>,
    out: SearchChanges,
    all = false,
  ) {
    const seen = this.seen.get(name) ?? { records: [], snapshots: [] };
    const old = seen.records;
    const snapshots: Snapshot[] = new Array<Snapshot>(records.length);
    const before: unknown[] = [];
    const after: unknown[] = [];
    // Each record is looked for where the last pass saw it: at the same place, one further (one deleted before it),
    // else by a map of the last pass's places, built only then (records added, deleted or reordered).
    const matched = new Uint8Array(old.length);
    let places: Map<unknown, number> | undefined;
    let j = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      let k = old[j] === record ? j : old[j + 1] === record ? j + 1 : -1;
      if (k < 0 && old.length > 0) {
        places ??= new Map(old.map((r, at) => [r, at]));
        k = places.get(record) ?? -1;
      }
      if (k >= 0 && matched[k] === 0) {
        matched[k] = 1;
        j = k + 1;
        if (!all && reader.unchanged(record, seen.snapshots[k])) {
          snapshots[i] = seen.snapshots[k];
          continue;
        }
        before.push(old[k]);
        out.formerIds.push(...reader.formerIds(seen.snapshots[k]));
      }
      after.push(record);
      const { documents, snapshot } = reader.read(record);
      snapshots[i] = snapshot;
      for (const doc of documents) out.documents.push(doc);
    }
    // The records of the last pass not met again: deleted (or put in twice).
    for (let k = 0; k < old.length; k++)
      if (matched[k] === 0) {
        before.push(old[k]);
        out.formerIds.push(...reader.formerIds(seen.snapshots[k]));
      }
    this.seen.set(name, { records: records.slice(), snapshots });
    if (before.length > 0 || after.length > 0) out.collections.push({ name, before, after });
  }
}
