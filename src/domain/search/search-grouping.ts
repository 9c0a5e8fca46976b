import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind } from './search-hit.entity';

/** Best first; equal scores by title, so an answer is the same every time. */
export function byRank(a: SearchHit, b: SearchHit): number {
  return b.Score - a.Score || a.Title.localeCompare(b.Title) || a.Id - b.Id;
}

/**
 * Groups ranked hits by kind: the group with the best hit first (equal ones in SEARCH_KINDS order), each group's
 * hits best first, at most `perKind` of them, with the count of all.
 */
export function groupHits(hits: readonly SearchHit[], perKind: number): SearchGroup[] {
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const hit of [...hits].sort(byRank)) {
    const list = byKind.get(hit.Kind);
    if (list) list.push(hit);
    else byKind.set(hit.Kind, [hit]);
  }
  return [...byKind.entries()]
    .sort(
      ([kindA, a], [kindB, b]) =>
        b[0]!.Score - a[0]!.Score || SEARCH_KINDS.indexOf(kindA) - SEARCH_KINDS.indexOf(kindB),
    )
    .map(([Kind, list]) => ({ Kind, Count: list.length, Hits: list.slice(0, perKind) }));
}
