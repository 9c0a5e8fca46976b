import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchKind } from './search-hit.entity';
import { groupHits } from './search-grouping';
import { normalizedPhrase, searchWords, SEARCH_LIMITS } from './search-query.rules';

const hit = (Kind: SearchKind, Id: number, Score: number, Title = `${Kind} ${Id}`): SearchHit => ({
  Kind,
  Id,
  Title,
  Snippet: '',
  Terms: [],
  Path: '/',
  Score,
});

describe('groupHits', () => {
  it('groups by kind, the group with the best hit first, each group best first', () => {
    const groups = groupHits(
      [hit('task', 1, 2), hit('file', 2, 9), hit('task', 3, 5), hit('file', 4, 1)],
      10,
    );
    expect(groups.map((g) => [g.Kind, g.Count, g.Hits.map((h) => h.Id)])).toEqual([
      ['file', 2, [2, 4]],
      ['task', 2, [3, 1]],
    ]);
  });

  it('sends at most perKind hits and counts them all', () => {
    const hits = [1, 2, 3, 4].map((id) => hit('project', id, id));
    const [group] = groupHits(hits, 2);
    expect(group).toMatchObject({ Kind: 'project', Count: 4 });
    expect(group!.Hits.map((h) => h.Id)).toEqual([4, 3]);
  });

  it('orders equal scores by title and equal groups by kind', () => {
    const groups = groupHits([hit('task', 1, 1, 'b'), hit('project', 2, 1, 'z'), hit('task', 3, 1, 'a')], 10);
    expect(groups.map((g) => g.Kind)).toEqual(['project', 'task']);
    expect(groups[1]!.Hits.map((h) => h.Title)).toEqual(['a', 'b']);
  });
});

describe('the phrase', () => {
  it('is split into lower-case words; punctuation and regex specials separate them', () => {
    expect(searchWords('Tiles.* (North-Gate) [a]+?')).toEqual(['tiles', 'north', 'gate', 'a']);
    expect(searchWords('.*+?^${}()|[]\\')).toEqual([]);
  });

  it('is trimmed, its spaces collapsed and cut at the limit', () => {
    expect(normalizedPhrase('  a \n  b ')).toBe('a b');
    expect(normalizedPhrase('x'.repeat(500))).toHaveLength(SEARCH_LIMITS.phraseMax);
  });
});
