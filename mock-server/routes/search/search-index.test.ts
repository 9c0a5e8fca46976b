import { describe, expect, it } from 'vitest';
import { SearchIndex, type SearchDocument } from './search-index';

const task = (ref: number, title: string, text = ''): SearchDocument => ({
  id: `task:${ref}`,
  kind: 'task',
  ref,
  field: null,
  workspaceId: 1,
  title,
  text,
});

/** 600 tasks: a common word starting "insp" in most, a few rarer ones, and one task with the rarest. */
function tasks(): SearchDocument[] {
  const common = ['inspection', 'inspect', 'inspector'];
  const docs = Array.from({ length: 600 }, (_, i) =>
    task(i + 1, `${common[i % 3]} of floor ${i}`, i % 50 === 0 ? 'inspectors report' : 'tiles and grout'),
  );
  docs.push(task(1000, 'Inspectorate visit', 'the inspectorate comes on Monday'));
  return docs;
}

const indexOf = (docs: SearchDocument[], prefixDocuments?: number) => {
  const index = new SearchIndex(prefixDocuments);
  index.sync(docs);
  return index;
};

describe('SearchIndex: the start of a common word', () => {
  it('looks up only its rarest words, whose tasks are the best matches of the whole expansion', () => {
    const capped = indexOf(tasks(), 50).search('insp', 1);
    const whole = indexOf(tasks(), Infinity).search('insp', 1);
    expect(whole).toHaveLength(601);
    expect(capped.length).toBeLessThan(whole.length);
    expect(capped.length).toBeGreaterThanOrEqual(50);
    // The rare task ranks first either way.
    expect(capped[0]).toMatchObject({ ref: 1000, terms: ['inspectorate'] });
    expect(whole[0]!.ref).toBe(1000);
    expect(capped[0]!.score).toBeCloseTo(whole[0]!.score, 9);
    // The tasks with a rarer word ("inspectors", 12 tasks) come next in both, before the 588 with only a common one.
    const best = (matches: typeof whole) =>
      matches
        .slice(0, 13)
        .map((m) => m.ref)
        .sort((a, b) => a - b);
    expect(best(capped)).toEqual(best(whole));
    expect(best(whole)).toEqual([1, 51, 101, 151, 201, 251, 301, 351, 401, 451, 501, 551, 1000]);
  });

  it('expands to every word when they hold few documents, and keeps the other words of the phrase', () => {
    const docs = tasks();
    expect(indexOf(docs).search('insp', 1)).toEqual(indexOf(docs, Infinity).search('insp', 1));
    // The other words first: the start of the word among their matches only, scored as the whole expansion scores.
    const scored = (matches: ReturnType<SearchIndex['search']>) =>
      matches.map((m) => [m.ref, m.score.toFixed(9), [...m.terms].sort()]);
    for (const phrase of ['report insp', 'floor 7 insp'])
      expect(scored(indexOf(docs, 50).search(phrase, 1)), phrase).toEqual(
        scored(indexOf(docs, Infinity).search(phrase, 1)),
      );
    // "tiles" is in nearly every task: the start of the word in its rarest words only, the best of the whole.
    const capped = indexOf(docs, 50).search('tiles insp', 1);
    const whole = indexOf(docs, Infinity).search('tiles insp', 1);
    expect(capped.length).toBeLessThan(whole.length);
    expect(scored(capped.slice(0, 20))).toEqual(scored(whole.slice(0, 20)));
    expect(indexOf(docs, 50).search('report insp', 1)).toHaveLength(12);
    expect(indexOf(docs, 50).search('nowhere insp', 1)).toEqual([]);
  });

  it('follows a write: a new rare word is found by its start, a removed one no more', () => {
    const docs = tasks();
    const index = indexOf(docs, 50);
    expect(index.sync(docs)).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(index.sync([...docs, task(2000, 'Inspiration board')])).toEqual({
      added: 1,
      changed: 0,
      removed: 0,
    });
    expect(
      index
        .search('insp', 1)
        .slice(0, 3)
        .map((m) => m.ref),
    ).toContain(2000);
    const renamed = docs.map((d) => (d.ref === 7 ? { ...d, title: 'Renamed' } : d));
    expect(index.sync(renamed)).toEqual({ added: 0, changed: 1, removed: 1 });
    expect(index.sync(renamed)).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(index.search('insp', 1).some((m) => m.ref === 2000 || m.ref === 7)).toBe(false);
    expect(index.search('inspira', 1)).toEqual([]);
  });
});
