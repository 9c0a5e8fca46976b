/**
 * The mock backend's full-text index (MiniSearch; docs/search.md): one index over every kind, kept in step with the
 * data by a diff of each document's indexed text, so a write re-indexes only what it changed.
 */
import MiniSearch from 'minisearch';
import type { SearchKind } from '../../../src/domain/search/search-hit.entity';
import { SEARCH_LIMITS, searchWords } from '../../../src/domain/search/search-query.rules';
import { SearchTerms } from './search-terms';
import { searchWordStart } from './word-start-search';

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

/** What a document was indexed with: a write that leaves these as they were needs no re-indexing. */
interface Indexed {
  workspaceId: number;
  title: string;
  text: string;
  /** The last `sync` that found the document: one not found by the latest is gone. */
  pass: number;
}

const unchanged = (before: Indexed | undefined, doc: SearchDocument) =>
  before !== undefined &&
  before.workspaceId === doc.workspaceId &&
  before.title === doc.title &&
  before.text === doc.text;

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

/**
 * How many documents the start of a word is looked up in at most (for a phrase of one word; the other words of a
 * longer phrase leave fewer, so it grows by how much they narrow): its rarest words first, which score highest.
 * Three times the matches a search checks for access (`SEARCH_LIMITS.checkedMax`), so the best of them are all in.
 */
export const PREFIX_DOCUMENTS = 3 * SEARCH_LIMITS.checkedMax;

const newMiniSearch = () =>
  new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'ref', 'field', 'workspaceId'],
    tokenize: (text) => searchWords(text),
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => searchWords(text) },
  });

interface Workspace {
  mini: MiniSearch<SearchDocument>;
  terms: SearchTerms;
}

/** One MiniSearch per workspace: a search reads only its own workspace's index, however many others there are. */
export class SearchIndex {
  private readonly workspaces = new Map<number, Workspace>();
  private readonly indexed = new Map<string, Indexed>();
  private passes = 0;

  /** `prefixDocuments`: Infinity lets the start of a word expand to every word (the benchmark's A/B). */
  constructor(private readonly prefixDocuments = PREFIX_DOCUMENTS) {}

  get size(): number {
    return this.indexed.size;
  }

  private of(workspaceId: number): Workspace {
    let space = this.workspaces.get(workspaceId);
    if (!space)
      this.workspaces.set(workspaceId, (space = { mini: newMiniSearch(), terms: new SearchTerms() }));
    return space;
  }

  private discard(id: string, before: Indexed): void {
    const space = this.of(before.workspaceId);
    space.mini.discard(id);
    space.terms.removed(before.title, before.text);
  }

  /**
   * Makes the index hold exactly `documents`: new ones are added, changed ones replaced, missing ones discarded.
   * Returns how many of each, so a caller can tell a no-op.
   */
  sync(documents: Iterable<SearchDocument>): { added: number; changed: number; removed: number } {
    const pass = ++this.passes;
    let seen = 0;
    let added = 0;
    let changed = 0;
    for (const doc of documents) {
      const before = this.indexed.get(doc.id);
      if (before?.pass === pass) continue;
      seen++;
      if (unchanged(before, doc)) {
        before!.pass = pass;
        continue;
      }
      if (before === undefined) added++;
      else {
        this.discard(doc.id, before);
        changed++;
      }
      const space = this.of(doc.workspaceId);
      space.mini.add(doc);
      space.terms.added(doc.title, doc.text);
      this.indexed.set(doc.id, { workspaceId: doc.workspaceId, title: doc.title, text: doc.text, pass });
    }
    let removed = 0;
    // Only when fewer documents came than are indexed: a pass over what is indexed, to find the ones gone.
    if (seen < this.indexed.size)
      for (const [id, before] of this.indexed) {
        if (before.pass === pass) continue;
        this.discard(id, before);
        this.indexed.delete(id);
        removed++;
      }
    return { added, changed, removed };
  }

  /**
   * Matches of a phrase in one workspace, best first, at most `limit`. The start of a common word is looked up in
   * its rarest words only (`PREFIX_DOCUMENTS`), scored as MiniSearch scores them.
   */
  search(phrase: string, workspaceId: number, limit = Infinity): IndexMatch[] {
    const space = this.workspaces.get(workspaceId);
    const words = searchWords(phrase);
    if (!space || words.length === 0) return [];
    const results =
      searchWordStart(space.mini, space.terms, words, this.prefixDocuments) ?? space.mini.search(phrase);
    return results.slice(0, limit).map((r) => ({
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
