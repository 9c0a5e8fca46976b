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

const indexOf = (docs: SearchDocument[]) => {
  const index = new SearchIndex();
  index.sync(docs);
  return index;
};

describe('SearchIndex: the start of a common word', () => {
  it('finds every word it begins, the rarest ones first (BM25), and only the best `limit`', () => {
    const whole = indexOf(tasks()).search('insp', 1);
    expect(whole).toHaveLength(601);
    // The rare task ranks first; the tasks with a rarer word ("inspectors", 12 tasks) come next, before the 588
    // with only a common one.
    expect(whole[0]).toMatchObject({ ref: 1000, terms: ['inspectorate'] });
    expect(
      whole
        .slice(0, 13)
        .map((m) => m.ref)
        .sort((a, b) => a - b),
    ).toEqual([1, 51, 101, 151, 201, 251, 301, 351, 401, 451, 501, 551, 1000]);
    expect(indexOf(tasks()).search('insp', 1, 13)).toEqual(whole.slice(0, 13));
  });

  it('keeps the other words of the phrase', () => {
    const index = indexOf(tasks());
    expect(index.search('report insp', 1)).toHaveLength(12);
    expect(index.search('nowhere insp', 1)).toEqual([]);
    // "tiles" is in nearly every task.
    expect(index.search('tiles insp', 1)).toHaveLength(588);
    expect(index.search('insp', 2)).toEqual([]);
  });

  it('follows a write: a new rare word is found by its start, a removed one no more', () => {
    const docs = tasks();
    const index = indexOf(docs);
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
