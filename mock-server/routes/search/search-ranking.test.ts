import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../src/domain/search/search-query.rules';
import { SearchIndex, type SearchDocument } from './search-index';
import { SEARCH_FIELDS, SEARCH_OPTIONS } from './search-scoring';

/** Words with longer words starting alike, one typo apart, numbers, and an Object property name. */
const VOCABULARY = [
  'a',
  'an',
  'and',
  'the',
  'then',
  'they',
  'tile',
  'tiles',
  'tiler',
  'titles',
  'floor',
  'floors',
  'flour',
  'insp',
  'inspect',
  'inspection',
  'inspector',
  'inspectors',
  'inspectorate',
  'report',
  'reports',
  'repost',
  'stair',
  'stairs',
  'star',
  'start',
  'grout',
  '12',
  '7781',
  '77810',
  'constructor',
];

/** MiniSearch over the same documents, with the index's options: the reference ranking (every match scored). */
function miniSearchOf(docs: SearchDocument[]): MiniSearch<SearchDocument> {
  const tokenize = (text: string) => searchWords(text);
  const mini = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    storeFields: ['kind', 'ref', 'field'],
    tokenize,
    searchOptions: { ...SEARCH_OPTIONS, tokenize },
  });
  mini.addAll(docs);
  return mini;
}

const text = (max: number) =>
  fc.array(fc.constantFrom(...VOCABULARY), { maxLength: max }).map((words) => words.join(' '));

const documents = fc
  .array(fc.record({ title: text(6), text: text(30), workspaceId: fc.constantFrom(1, 1, 2) }), {
    minLength: 1,
    maxLength: 60,
  })
  .map((records) =>
    records.map((r, i): SearchDocument => ({ id: `task:${i}`, kind: 'task', ref: i, field: null, ...r })),
  );

/** A query word: a word of the vocabulary, the start of one, or one with a letter changed. */
const queryWord = fc.oneof(
  fc.constantFrom(...VOCABULARY),
  fc.tuple(fc.constantFrom(...VOCABULARY), fc.nat()).map(([word, n]) => word.slice(0, 1 + (n % word.length))),
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.nat(), fc.constantFrom('e', 'x', 'o'))
    .map(([word, n, c]) => word.slice(0, n % word.length) + c + word.slice((n % word.length) + 1)),
);
const phrase = fc.array(queryWord, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

const ranking = (matches: Array<{ id: unknown; score: number; terms: string[] }>) =>
  matches.map(({ id, score, terms }) => ({ id, score, terms }));

describe('SearchIndex ranks as MiniSearch', () => {
  it('finds the same documents with the same scores, terms and order, and its first `limit` are those', () => {
    fc.assert(
      fc.property(documents, fc.array(phrase, { minLength: 1, maxLength: 8 }), (docs, phrases) => {
        const index = new SearchIndex();
        index.sync(docs);
        const mini = miniSearchOf(docs.filter((d) => d.workspaceId === 1));
        for (const q of phrases) {
          const expected = ranking(mini.search(q));
          expect(ranking(index.search(q, 1)), q).toEqual(expected);
          expect(ranking(index.search(q, 1, 3)), q).toEqual(expected.slice(0, 3));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('after writes, finds what MiniSearch finds over the new documents, scored alike', () => {
    fc.assert(
      fc.property(
        documents,
        documents,
        fc.array(phrase, { minLength: 1, maxLength: 5 }),
        (before, after, phrases) => {
          const index = new SearchIndex();
          index.sync(before);
          index.sync(after);
          const mini = miniSearchOf(after.filter((d) => d.workspaceId === 1));
          for (const q of phrases) {
            const expected = new Map(mini.search(q).map((r) => [r.id, r]));
            const found = index.search(q, 1);
            expect(found.map((m) => m.id).sort(), q).toEqual([...expected.keys()].sort());
            for (const m of found) {
              expect(m.score, q).toBeCloseTo(expected.get(m.id)!.score, 9);
              expect([...m.terms].sort(), q).toEqual([...expected.get(m.id)!.terms].sort());
            }
            const scores = found.map((m) => m.score);
            expect(scores).toEqual([...scores].sort((a, b) => b - a));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps, of many equal scores at the cut, the documents MiniSearch met first', () => {
    // "tiler" and "tiles" weigh alike and are held by as many documents: the eight with "floor" score alike.
    // MiniSearch meets the "tiles" ones first (its word tree's order), though the "tiler" ones were added first.
    const texts = ['tiler', 'tiles', ...Array(4).fill('floor tiler'), ...Array(4).fill('floor tiles')];
    const docs = [...texts, ...Array(10).fill('floor')].map((text, i): SearchDocument => ({
      id: `task:${i}`,
      kind: 'task',
      ref: i,
      field: null,
      workspaceId: 1,
      title: '',
      text,
    }));
    const index = new SearchIndex();
    index.sync(docs);
    const expected = ranking(miniSearchOf(docs).search('floor tile')).slice(0, 3);
    expect(ranking(index.search('floor tile', 1, 3))).toEqual(expected);
    expect(index.search('floor tile', 1, 3).map((m) => m.ref)).toEqual([6, 7, 8]);
    expect(index.search('floor tile', 1, 6).map((m) => m.ref)).toEqual([6, 7, 8, 9, 2, 3]);
  });
});
