/**
 * How a match scores (docs/search.md): MiniSearch's options for the index, and MiniSearch 7.2's own arithmetic
 * (BM25+, its prefix and typo weights, field boosts), which the postings index repeats so that its ranking is
 * MiniSearch's to the last bit (`search-index.test.ts` compares the two on generated text).
 */

/** The indexed fields, in MiniSearch's order: a document's title, then its text. */
export const SEARCH_FIELDS = ['title', 'text'] as const;

/**
 * Words: all must match (AND), the last one of three letters or more also as the start of a longer word (typing
 * "insp" finds "Inspection"), words of five letters or more also with one typo. Titles count double.
 */
export const SEARCH_OPTIONS = {
  combineWith: 'AND' as const,
  prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
  boost: { title: 2 } as Record<string, number>,
};

/** Each field's boost, by its position in `SEARCH_FIELDS` (MiniSearch: a field without one counts once). */
export const FIELD_BOOSTS = SEARCH_FIELDS.map((field) => SEARCH_OPTIONS.boost[field] || 1);

/** MiniSearch's defaults: BM25+ parameters, and the weights of a word found by its start or with a typo. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { prefix: 0.375, fuzzy: 0.45 };

/** A word found by the start `start` weighs less the more letters it adds. */
export const prefixWeight = (term: string, start: string) =>
  (WEIGHTS.prefix * term.length) / (term.length + 0.3 * (term.length - start.length));

/** A word found with `distance` typos. */
export const fuzzyWeight = (term: string, distance: number) =>
  (WEIGHTS.fuzzy * term.length) / (term.length + distance);

/** Rarity of a word held by `matching` of `total` documents in one field (BM25's inverse document frequency). */
export const inverseFrequency = (matching: number, total: number) =>
  Math.log(1 + (total - matching + 0.5) / (matching + 0.5));

/** BM25+ of a word held `termFrequency` times in a field of `fieldLength` distinct words, written as MiniSearch. */
export function bm25(idf: number, termFrequency: number, fieldLength: number, averageLength: number): number {
  const { k, b, d } = BM25;
  return (
    idf * (d + (termFrequency * (k + 1)) / (termFrequency + k * (1 - b + (b * fieldLength) / averageLength)))
  );
}

/** A field's average length after a document of `length` joins the `count` others (MiniSearch's running mean). */
export const averageAfterAdd = (average: number, count: number, length: number) =>
  (average * count + length) / (count + 1);

/** A field's average length after a document of `length` leaves the `count` documents. */
export const averageAfterRemove = (average: number, count: number, length: number) =>
  count === 1 ? 0 : (average * count - length) / (count - 1);
