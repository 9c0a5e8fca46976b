/**
 * The words of one workspace's index with the number of documents holding each (docs/search.md, "The start of a
 * word"): what the start of a word expands to, and how rare each of those words is, without scoring anything.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { searchWords } from '../../../src/domain/search/search-query.rules';

/** MiniSearch's weights for a word found by its start or with a typo (its defaults, which the index keeps). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** A word the last word of a phrase stands for, with the weight MiniSearch gives its matches. */
export interface Expansion {
  term: string;
  weight: number;
  documents: number;
}

const distinctWords = (title: string, text: string) => new Set([...searchWords(title), ...searchWords(text)]);

export class SearchTerms {
  private readonly terms = new SearchableMap<number>();
  private documents = 0;

  /** How many documents hold `term` as a whole word. */
  documentsWith(term: string): number {
    return this.terms.get(term) ?? 0;
  }

  added(title: string, text: string): void {
    this.documents++;
    for (const term of distinctWords(title, text)) this.terms.update(term, (n = 0) => n + 1);
  }

  removed(title: string, text: string): void {
    this.documents--;
    for (const term of distinctWords(title, text)) {
      const n = this.terms.get(term) ?? 0;
      if (n <= 1) this.terms.delete(term);
      else this.terms.set(term, n - 1);
    }
  }

  /**
   * The longer words starting with `start`, and (a start of five letters or more) the words one typo away, each
   * with MiniSearch's weight for it, as MiniSearch would expand the last word of a phrase.
   */
  expansions(start: string): Expansion[] {
    const found = new Map<string, Expansion>();
    for (const [term, documents] of this.terms.atPrefix(start)) {
      if (term === start) continue;
      const distance = term.length - start.length;
      found.set(term, {
        term,
        documents,
        weight: (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance),
      });
    }
    if (start.length >= 5)
      for (const [term, [documents, distance]] of this.terms.fuzzyGet(start, 1)) {
        if (term === start || found.has(term)) continue;
        found.set(term, { term, documents, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance) });
      }
    return [...found.values()];
  }

  /**
   * The best a document can score from one word: its weight times its rarity (BM25's inverse document frequency).
   * A rare word scores higher than a common one, so the best matches of a word start are those of its rarest words.
   */
  bestScoreOf(expansion: Expansion): number {
    const n = this.documents;
    const df = expansion.documents;
    return expansion.weight * Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }
}
