/**
 * The mock backend's full-text index (MiniSearch; docs/search.md): one index over every kind, kept in step with the
 * data by a diff of each document's signature, so a write re-indexes only what it changed.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchKind } from '../../../src/domain/search/search-hit.entity';
import { searchWords } from '../../../src/domain/search/search-query.rules';

/** One indexed text: a record, or one field value of a form instance (`field`). */
export interface SearchDocument {
  /** `${kind}:${ref}`, or `value:${instanceId}:${fieldId}`. */
  id: string;
  kind: SearchKind;
  /** The record's id. */
  ref: number;
  /** The instance field a value document holds; null otherwise. */
  field: number | null;
  workspaceId: number;
  title: string;
  text: string;
}

/** A match, best first: the document's stored keys and the index's words that matched. */
export interface IndexMatch {
  id: string;
  kind: SearchKind;
  ref: number;
  field: number | null;
  workspaceId: number;
  score: number;
  terms: string[];
}

const signatureOf = (d: SearchDocument) => `${d.workspaceId}\u0001${d.title}\u0001${d.text}`;

/**
 * Words: all must match (AND), the last one of three letters or more also as the start of a longer word (typing
 * "insp" finds "Inspection"), words of five letters or more also with one typo. Titles count double.
 */
const SEARCH_OPTIONS = {
  combineWith: 'AND' as const,
  prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
  boost: { title: 2 },
};

const newMiniSearch = () =>
  new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'ref', 'field', 'workspaceId'],
    tokenize: (text) => searchWords(text),
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text) },
  });

/** One MiniSearch per workspace: a search reads only its own workspace's index, however many others there are. */
export class SearchIndex {
  private readonly workspaces = new Map<number, MiniSearch<SearchDocument>>();
  private readonly indexed = new Map<string, { signature: string; workspaceId: number }>();

  get size(): number {
    return this.indexed.size;
  }

  private of(workspaceId: number): MiniSearch<SearchDocument> {
    let mini = this.workspaces.get(workspaceId);
    if (!mini) this.workspaces.set(workspaceId, (mini = newMiniSearch()));
    return mini;
  }

  /**
   * Makes the index hold exactly `documents`: new ones are added, changed ones replaced, missing ones discarded.
   * Returns how many of each, so a caller can tell a no-op.
   */
  sync(documents: Iterable<SearchDocument>): { added: number; changed: number; removed: number } {
    const seen = new Set<string>();
    let added = 0;
    let changed = 0;
    for (const doc of documents) {
      seen.add(doc.id);
      const signature = signatureOf(doc);
      const before = this.indexed.get(doc.id);
      if (before?.signature === signature) continue;
      if (before === undefined) added++;
      else {
        this.of(before.workspaceId).discard(doc.id);
        changed++;
      }
      this.of(doc.workspaceId).add(doc);
      this.indexed.set(doc.id, { signature, workspaceId: doc.workspaceId });
    }
    let removed = 0;
    for (const [id, { workspaceId }] of [...this.indexed]) {
      if (seen.has(id)) continue;
      this.of(workspaceId).discard(id);
      this.indexed.delete(id);
      removed++;
    }
    return { added, changed, removed };
  }

  /** Matches of a phrase in one workspace, best first. */
  search(phrase: string, workspaceId: number): IndexMatch[] {
    const mini = this.workspaces.get(workspaceId);
    if (!mini || searchWords(phrase).length === 0) return [];
    return mini.search(phrase).map((r: SearchResult) => ({
      id: String(r.id),
      kind: r.kind as SearchKind,
      ref: r.ref as number,
      field: (r.field as number | null) ?? null,
      workspaceId,
      score: r.score,
      terms: r.terms,
    }));
  }
}
