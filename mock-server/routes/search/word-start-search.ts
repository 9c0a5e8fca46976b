/**
 * The start of a common word (docs/search.md): three letters can begin words held by most documents, and MiniSearch
 * would score and sort every one. Here the other words of the phrase are looked up first, and the start of the word
 * only among their matches, in its rarest words first (they score highest), until those hold enough documents.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';
import type { SearchTerms } from './search-terms';

/** A scored match as MiniSearch gives it: its id and stored fields, its score, the index's words it matched. */
export type WordStartMatch = Pick<SearchResult, 'id' | 'score' | 'terms'> & Record<string, unknown>;

/** MiniSearch multiplies a match's score by the query words it matched: the sum of its words' scores. */
const raw = (r: SearchResult) => r.score / Math.max(1, r.queryTerms.length);

/**
 * The matches of `words` (all must match; the last also by its start), best first, or null when the last word's
 * longer words hold at most `prefixDocuments` documents: then MiniSearch expands it whole.
 */
export function searchWordStart(
  mini: MiniSearch,
  terms: SearchTerms,
  words: string[],
  prefixDocuments: number,
): WordStartMatch[] | null {
  const last = words[words.length - 1]!;
  if (last.length < 3) return null;
  const expansions = terms.expansions(last);
  if (expansions.reduce((n, e) => n + e.documents, 0) <= prefixDocuments) return null;
  const rest = words.slice(0, -1);
  const restResults =
    rest.length === 0 ? null : mini.search({ combineWith: 'AND', prefix: false, queries: rest });
  if (restResults?.length === 0) return [];
  const within = restResults && new Set(restResults.map((r) => r.id));
  // The other words leave fewer documents: the start of the word may then be looked up in that many times more.
  const budget = prefixDocuments * (within ? mini.documentCount / within.size : 1);
  const chosen: Query[] = [];
  let documents = 0;
  for (const e of expansions
    .map((x) => ({ ...x, best: terms.bestScoreOf(x) }))
    .sort((a, b) => b.best - a.best)) {
    if (documents >= budget) break;
    documents += e.documents;
    chosen.push({ queries: [e.term], boostTerm: () => e.weight });
  }
  const lastResults = mini.search(
    { combineWith: 'OR', prefix: false, fuzzy: false, queries: [last, ...chosen] },
    within ? { boostDocument: (id) => (within.has(id) ? 1 : 0) } : {},
  );
  const quality = new Set(words).size;
  if (!restResults) return lastResults.map((r) => ({ ...r, score: raw(r) * quality }));
  const restById = new Map(restResults.map((r) => [r.id, r]));
  const matches: WordStartMatch[] = [];
  for (const r of lastResults) {
    const other = restById.get(r.id);
    if (!other) continue;
    matches.push({
      ...r,
      score: (raw(other) + raw(r)) * quality,
      terms: [...new Set([...other.terms, ...r.terms])],
    });
  }
  return matches.sort((a, b) => b.score - a.score);
}
