/**
 * A phrase's best matches in one workspace's postings (docs/search.md), ranked as MiniSearch ranks them: the same
 * words found (the word, its longer words, its typos), the same BM25+ sums in the same order, the same AND, the same
 * "quality" multiplier and the same order for equal scores. What differs is the work: MiniSearch builds an object per
 * matching document and sorts them all; here the postings are walked into flat arrays, and only the best `limit`
 * are sorted and given their words.
 */
import type { Postings, WorkspacePostings } from './search-postings';
import { SearchScratch } from './search-scratch';
import {
  bm25,
  FIELD_BOOSTS,
  fuzzyWeight,
  inverseFrequency,
  prefixWeight,
  SEARCH_OPTIONS,
} from './search-scoring';

/** A document's slot, its score and the index's words it matched. */
export interface RankedMatch {
  slot: number;
  score: number;
  terms: string[];
}

/** A word of the index a query word stands for, with MiniSearch's weight for it. */
interface Derived {
  term: string;
  weight: number;
  postings: Postings;
}

/** The words `word` stands for, in MiniSearch's order: itself, its longer words, then its typos. */
function derivedWords(space: WorkspacePostings, word: string, i: number, words: string[]): Derived[] {
  const derived: Derived[] = [];
  const exact = space.words.get(word);
  if (exact) derived.push({ term: word, weight: 1, postings: exact });
  const longer = new Set<string>();
  if (SEARCH_OPTIONS.prefix(word, i, words))
    for (const [term, postings] of space.words.atPrefix(word)) {
      if (term.length === word.length) continue;
      longer.add(term);
      derived.push({ term, weight: prefixWeight(term, word), postings });
    }
  const typos = SEARCH_OPTIONS.fuzzy(word);
  if (typos)
    for (const [term, [postings, distance]] of space.words.fuzzyGet(word, typos)) {
      if (distance === 0 || longer.has(term)) continue;
      derived.push({ term, weight: fuzzyWeight(term, distance), postings });
    }
  return derived;
}

const volume = (derived: Derived[]) =>
  derived.reduce((n, d) => n + d.postings.lists.reduce((m, list) => m + list.length, 0), 0);

/**
 * The documents holding every query word (in any of the words it stands for): `count[slot] === base + words` marks
 * them. The query words are taken least postings first, each only among the documents the earlier ones left.
 */
function intersect(space: WorkspacePostings, queries: Derived[][], scratch: SearchScratch): number[] {
  const order = queries
    .map((derived) => ({ derived, volume: volume(derived) }))
    .sort((a, b) => a.volume - b.volume);
  const { count, base } = scratch;
  const matched: number[] = [];
  for (let rank = 0; rank < order.length; rank++) {
    let promoted = 0;
    const last = rank === order.length - 1;
    for (const { postings } of order[rank]!.derived)
      for (const list of postings.lists)
        for (let k = 0; k < list.length; k += 2) {
          const slot = list[k]!;
          if (
            rank === 0 ? count[slot]! > base || space.documents[slot] === null : count[slot] !== base + rank
          )
            continue;
          count[slot] = base + rank + 1;
          promoted++;
          if (last) matched.push(slot);
        }
    if (promoted === 0) return [];
  }
  return matched;
}

/** Per slot: the score, and when the last query word first met the document (MiniSearch's order for ties). */
interface Scores {
  score: Float64Array;
  first: Int32Array;
}

/** One query word's sums per document (`own`, restarted at `stamp`), and the order it met them (`first`). */
interface WordSums {
  own: Float64Array;
  seen: Uint32Array;
  stamp: number;
  first: Int32Array | null;
  met: number;
}

/**
 * Adds one word's postings in one field to the query word's sums, for the documents `count` marks (`full`), or for
 * every indexed one (`count` null: they are added to `matched` as met; `withRemoved` when the list still holds
 * removed documents). `weightBoost` is MiniSearch's
 * `termWeight * termBoost * fieldBoost` (its term boost is 1), multiplied by BM25+ as MiniSearch multiplies it.
 */
function addPostings(
  space: WorkspacePostings,
  list: number[],
  field: number,
  weightBoost: number,
  idf: number,
  sums: WordSums,
  count: Uint32Array | null,
  full: number,
  matched: number[],
  withRemoved: boolean,
): void {
  const lengths = space.lengths[field]!;
  const average = space.averages[field]!;
  const { own, seen, stamp, first } = sums;
  for (let k = 0; k < list.length; k += 2) {
    const slot = list[k]!;
    if (count ? count[slot] !== full : withRemoved && space.documents[slot] === null) continue;
    const s = weightBoost * bm25(idf, list[k + 1]!, lengths[slot]!, average);
    if (seen[slot] === stamp) own[slot] += s;
    else {
      seen[slot] = stamp;
      own[slot] = s;
      if (first) first[slot] = sums.met++;
      if (!count) matched.push(slot);
    }
  }
}

/**
 * Scores the matched documents as MiniSearch does: per query word, the sum over the words it stands for and over the
 * fields, in that order; the query words' sums added left to right; times the number of distinct query words.
 * The matched documents are those `intersect` marked; for one word (`single`), every indexed document in its
 * postings, added to `matched` as met.
 */
function score(
  space: WorkspacePostings,
  queries: Derived[][],
  scratch: SearchScratch,
  single: boolean,
  matched: number[],
  quality: number,
): Scores {
  const { total, first, base } = scratch;
  const count = single ? null : scratch.count;
  const sums: WordSums = { own: scratch.own, seen: scratch.seen, stamp: 0, first: null, met: 0 };
  const n = queries.length;
  for (let q = 0; q < n; q++) {
    sums.stamp = base + q + 1;
    sums.first = q === n - 1 ? first : null;
    for (const { weight, postings } of queries[q]!)
      for (let field = 0; field < postings.lists.length; field++) {
        const list = postings.lists[field]!;
        if (list.length === 0) continue;
        const live = postings.live[field]!;
        const idf = inverseFrequency(live, space.count);
        const withRemoved = list.length !== 2 * live;
        addPostings(
          space,
          list,
          field,
          weight * FIELD_BOOSTS[field]!,
          idf,
          sums,
          count,
          base + n,
          matched,
          withRemoved,
        );
      }
    const own = sums.own;
    for (const slot of matched) total[slot] = q === 0 ? own[slot]! : total[slot]! + own[slot]!;
  }
  for (const slot of matched) total[slot] = total[slot]! * quality;
  return { score: total, first };
}

/** The `k`-th largest of `values` (1 for the largest), reordering them: Hoare's selection, linear on average. */
function kthLargest(values: Float64Array, k: number): number {
  const target = k - 1;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

/** The best `limit` of `matched`, best first (equal scores in the order MiniSearch met them). */
function best(matched: number[], { score, first }: Scores, limit: number): number[] {
  const byRank = (a: number, b: number) => score[b]! - score[a]! || first[a]! - first[b]!;
  if (matched.length <= limit) return matched.sort(byRank);
  const values = new Float64Array(matched.length);
  for (let i = 0; i < matched.length; i++) values[i] = score[matched[i]!]!;
  const threshold = kthLargest(values, limit);
  const above: number[] = [];
  const at: number[] = [];
  for (const slot of matched)
    if (score[slot]! > threshold) above.push(slot);
    else if (score[slot] === threshold) at.push(slot);
  // Many documents can score the threshold alike: the first met of them (one word's matches are in that order).
  if (above.length + at.length > limit) {
    if (at.some((slot, i) => i > 0 && first[slot]! < first[at[i - 1]!]!))
      at.sort((a, b) => first[a]! - first[b]!);
    at.length = limit - above.length;
  }
  return above.concat(at).sort(byRank);
}

/**
 * The index's words each of `slots` matched, in MiniSearch's order (the order of `Object.keys` of its `match`: the
 * query words' words in the order met, numbers first).
 */
function matchedTerms(queries: Derived[][], slots: number[], rankOf: Int32Array): string[][] {
  // Each query word stands for one word of the index: every match holds them all.
  if (queries.every((derived) => derived.length === 1)) {
    const all = Object.create(null) as Record<string, true>;
    for (const [{ term }] of queries as Array<[Derived]>) all[term] = true;
    return slots.map(() => Object.keys(all));
  }
  slots.forEach((slot, rank) => (rankOf[slot] = rank + 1));
  const met = slots.map(() => Object.create(null) as Record<string, true>);
  for (const derived of queries)
    for (const { term, postings } of derived)
      for (const list of postings.lists)
        for (let k = 0; k < list.length; k += 2) {
          const rank = rankOf[list[k]!]!;
          if (rank > 0) met[rank - 1]![term] = true;
        }
  for (const slot of slots) rankOf[slot] = 0;
  return met.map((terms) => Object.keys(terms));
}

/** Searches run one at a time: they share one set of working arrays. */
const scratch = new SearchScratch();

/** The best `limit` matches of `words` (all must match), best first. */
export function rankedSearch(space: WorkspacePostings, words: string[], limit: number): RankedMatch[] {
  const queries = words.map((word, i) => derivedWords(space, word, i, words));
  if (queries.length === 0 || queries.some((derived) => derived.length === 0)) return [];
  scratch.begin(space.documents.length, queries.length);
  // One word: every document in its postings matches, found while scoring.
  const single = queries.length === 1;
  const matched = single ? [] : intersect(space, queries, scratch);
  if (!single && matched.length === 0) return [];
  const scores = score(space, queries, scratch, single, matched, new Set(words).size);
  const slots = best(matched, scores, limit);
  const terms = matchedTerms(queries, slots, scratch.rankOf);
  return slots.map((slot, rank) => ({ slot, score: scores.score[slot]!, terms: terms[rank]! }));
}
