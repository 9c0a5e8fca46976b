/**
 * The mock backend's full-text index (docs/search.md): per workspace, the postings of every word
 * (`search-postings.ts`, words in MiniSearch's radix tree), ranked with MiniSearch's arithmetic
 * (`ranked-search.ts`), kept in step with the data by a diff of each document's indexed text, so a write
 * re-indexes only what it changed.
 */
import type { SearchKind } from '../../../src/domain/search/search-hit.entity';
import { searchWords } from '../../../src/domain/search/search-query.rules';
import { rankedSearch } from './ranked-search';
import { WorkspacePostings } from './search-postings';

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
  /** Its number in its workspace's postings. */
  slot: number;
  /** The last `sync` that found the document: one not found by the latest is gone. */
  pass: number;
  /** When it was first indexed (its place in `indexed`). */
  order: number;
}

const unchanged = (before: Indexed | undefined, doc: SearchDocument) =>
  before !== undefined &&
  before.workspaceId === doc.workspaceId &&
  before.title === doc.title &&
  before.text === doc.text;

/** One index per workspace: a search reads only its own workspace's, however many others there are. */
export class SearchIndex {
  private readonly workspaces = new Map<number, WorkspacePostings>();
  private readonly indexed = new Map<string, Indexed>();
  private passes = 0;
  private orders = 0;

  get size(): number {
    return this.indexed.size;
  }

  private of(workspaceId: number): WorkspacePostings {
    let space = this.workspaces.get(workspaceId);
    if (!space) this.workspaces.set(workspaceId, (space = new WorkspacePostings()));
    return space;
  }

  /**
   * Makes the index hold exactly `documents`: new ones are added, changed ones replaced, missing ones discarded.
   * Returns how many of each, so a caller can tell a no-op.
   */
  sync(documents: Iterable<SearchDocument>): { added: number; changed: number; removed: number } {
    const pass = ++this.passes;
    const counts = { added: 0, changed: 0, removed: 0 };
    let seen = 0;
    for (const doc of documents) if (this.take(doc, pass, counts)) seen++;
    // Only when fewer documents came than are indexed: a pass over what is indexed, to find the ones gone.
    if (seen < this.indexed.size)
      for (const [id, before] of this.indexed) if (before.pass !== pass) this.drop(id, before, counts);
    return counts;
  }

  /**
   * Takes the documents of the records a write changed (`search-changes.ts`), and discards those of `formerIds`
   * that are not among them: the index ends as `sync` over every document would leave it, documents added in the
   * same order and gone ones discarded in the order they were first indexed.
   */
  update(
    documents: Iterable<SearchDocument>,
    formerIds: Iterable<string>,
  ): { added: number; changed: number; removed: number } {
    const pass = ++this.passes;
    const counts = { added: 0, changed: 0, removed: 0 };
    for (const doc of documents) this.take(doc, pass, counts);
    const gone = new Map<string, Indexed>();
    for (const id of formerIds) {
      const before = this.indexed.get(id);
      if (before !== undefined && before.pass !== pass) gone.set(id, before);
    }
    for (const [id, before] of [...gone].sort((a, b) => a[1].order - b[1].order))
      this.drop(id, before, counts);
    return counts;
  }

  /** Indexes `doc` unless it is as indexed or was taken in this pass already; false for the latter. */
  private take(doc: SearchDocument, pass: number, counts: { added: number; changed: number }): boolean {
    const before = this.indexed.get(doc.id);
    if (before?.pass === pass) return false;
    if (unchanged(before, doc)) {
      before!.pass = pass;
      return true;
    }
    if (before === undefined) counts.added++;
    else {
      this.of(before.workspaceId).remove(before.slot, before);
      counts.changed++;
    }
    const slot = this.of(doc.workspaceId).add(doc);
    this.indexed.set(doc.id, {
      workspaceId: doc.workspaceId,
      title: doc.title,
      text: doc.text,
      slot,
      pass,
      // A Map keeps a key's first place when it is set again: `sync` meets the gone ones in that order.
      order: before?.order ?? this.orders++,
    });
    return true;
  }

  private drop(id: string, before: Indexed, counts: { removed: number }): void {
    this.of(before.workspaceId).remove(before.slot, before);
    this.indexed.delete(id);
    counts.removed++;
  }

  /** Matches of a phrase in one workspace, best first, at most `limit`, ranked as MiniSearch ranks them. */
  search(phrase: string, workspaceId: number, limit = Infinity): IndexMatch[] {
    const space = this.workspaces.get(workspaceId);
    const words = searchWords(phrase);
    if (!space || words.length === 0) return [];
    return rankedSearch(space, words, limit).map(({ slot, score, terms }) => {
      const doc = space.documents[slot]!;
      return {
        id: doc.id,
        kind: doc.kind,
        ref: doc.ref,
        field: doc.field,
        workspaceId,
        score,
        terms,
      };
    });
  }
}
