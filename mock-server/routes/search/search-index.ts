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
        this.of(before.workspaceId).remove(before.slot, before);
        changed++;
      }
      const slot = this.of(doc.workspaceId).add(doc);
      this.indexed.set(doc.id, {
        workspaceId: doc.workspaceId,
        title: doc.title,
        text: doc.text,
        slot,
        pass,
      });
    }
    let removed = 0;
    // Only when fewer documents came than are indexed: a pass over what is indexed, to find the ones gone.
    if (seen < this.indexed.size)
      for (const [id, before] of this.indexed) {
        if (before.pass === pass) continue;
        this.of(before.workspaceId).remove(before.slot, before);
        this.indexed.delete(id);
        removed++;
      }
    return { added, changed, removed };
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
