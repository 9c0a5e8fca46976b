/**
 * One workspace's inverted index (docs/search.md, "The index"): each word with, per field, the documents holding it
 * and how often, in the order they were added. The words are kept in MiniSearch's own radix tree
 * (`SearchableMap`), which finds the words a word start or a typo stands for; the postings are flat arrays of
 * numbers, so a query walks them without building an object per document (`ranked-search.ts`).
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchKind } from '../../../src/domain/search/search-hit.entity';
import { searchWords } from '../../../src/domain/search/search-query.rules';
import { averageAfterAdd, averageAfterRemove, SEARCH_FIELDS } from './search-scoring';

/** What a match gives back of its document. */
export interface StoredDocument {
  id: string;
  kind: SearchKind;
  ref: number;
  field: number | null;
}

/** A document as the postings read it: its stored keys, and the text of each of `SEARCH_FIELDS`. */
export interface PostedDocument extends StoredDocument {
  title: string;
  text: string;
}

/**
 * One word's documents: per field, `[slot, termFrequency, slot, termFrequency, …]`, and how many of them are
 * still indexed (BM25's document frequency). A removed document stays in the arrays until they are half dead.
 */
export interface Postings {
  lists: number[][];
  live: number[];
}

/** The distinct words of a field with the times each occurs, in the order they first occur. */
function frequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of searchWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

const fieldTexts = (doc: { title: string; text: string }) => [doc.title, doc.text];

export class WorkspacePostings {
  readonly words = new SearchableMap<Postings>();
  /** Per slot (a document's number, in the order added): its stored keys, null once removed. */
  readonly documents: Array<StoredDocument | null> = [];
  /** Per field, per slot: the number of distinct words (MiniSearch's field length). */
  readonly lengths: number[][] = SEARCH_FIELDS.map(() => []);
  /** Per field: the average length over the indexed documents. */
  readonly averages: number[] = SEARCH_FIELDS.map(() => 0);
  /** Documents indexed now. */
  count = 0;

  /** Indexes `doc`; returns its slot, which `remove` takes. */
  add(doc: PostedDocument): number {
    const slot = this.documents.length;
    this.documents.push({ id: doc.id, kind: doc.kind, ref: doc.ref, field: doc.field });
    this.count++;
    fieldTexts(doc).forEach((text, field) => {
      const counts = frequencies(text);
      this.lengths[field]![slot] = counts.size;
      this.averages[field] = averageAfterAdd(this.averages[field]!, this.count - 1, counts.size);
      for (const [word, times] of counts) {
        let postings = this.words.get(word);
        if (!postings)
          this.words.set(
            word,
            (postings = { lists: SEARCH_FIELDS.map(() => []), live: SEARCH_FIELDS.map(() => 0) }),
          );
        postings.lists[field]!.push(slot, times);
        postings.live[field]!++;
      }
    });
    return slot;
  }

  /** Removes the document at `slot`, indexed with `doc`'s texts. */
  remove(slot: number, doc: { title: string; text: string }): void {
    const texts = fieldTexts(doc);
    texts.forEach((_, field) => {
      this.averages[field] = averageAfterRemove(
        this.averages[field]!,
        this.count,
        this.lengths[field]![slot]!,
      );
    });
    this.documents[slot] = null;
    this.count--;
    texts.forEach((text, field) => {
      for (const word of frequencies(text).keys()) {
        const postings = this.words.get(word);
        if (!postings) continue;
        postings.live[field]!--;
        if (postings.live.every((n) => n === 0)) this.words.delete(word);
        else if (postings.lists[field]!.length > 4 * postings.live[field]!)
          this.compact(postings.lists[field]!);
      }
    });
  }

  /** Drops removed documents from a list, keeping the order of the others. */
  private compact(list: number[]): void {
    let kept = 0;
    for (let i = 0; i < list.length; i += 2)
      if (this.documents[list[i]!] !== null) {
        list[kept++] = list[i]!;
        list[kept++] = list[i + 1]!;
      }
    list.length = kept;
  }
}
