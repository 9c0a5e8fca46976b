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
 * Words: all must match (AND), the last one also as the start of a longer word (typing "insp" finds "Inspection"),
 * words of five letters or more also with a typo (fuzzy 0.2). Titles count double.
 */
const SEARCH_OPTIONS = {
  combineWith: 'AND' as const,
  prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 2,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 2 },
};

export class SearchIndex {
  private readonly mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'ref', 'field', 'workspaceId'],
    tokenize: (text) => searchWords(text),
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text) },
  });
  private readonly signatures = new Map<string, string>();

  get size(): number {
    return this.signatures.size;
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
      const before = this.signatures.get(doc.id);
      if (before === signature) continue;
      if (before === undefined) {
        this.mini.add(doc);
        added++;
      } else {
        this.mini.replace(doc);
        changed++;
      }
      this.signatures.set(doc.id, signature);
    }
    let removed = 0;
    for (const id of [...this.signatures.keys()]) {
      if (seen.has(id)) continue;
      this.mini.discard(id);
      this.signatures.delete(id);
      removed++;
    }
    return { added, changed, removed };
  }

  /** Matches of a phrase in one workspace, best first. */
  search(phrase: string, workspaceId: number): IndexMatch[] {
    if (searchWords(phrase).length === 0) return [];
    const results = this.mini.search(phrase, {
      filter: (result: SearchResult) => result.workspaceId === workspaceId,
    });
    return results.map((r) => ({
      id: String(r.id),
      kind: r.kind as SearchKind,
      ref: r.ref as number,
      field: (r.field as number | null) ?? null,
      workspaceId: r.workspaceId as number,
      score: r.score,
      terms: r.terms,
    }));
  }
}
