import { autorun, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FieldEntries } from './field-entries';

/** Counts the runs of a reaction that reads these fields' entries, as a row of the field renderer does. */
function watch(entries: FieldEntries, ids: number[]) {
  const seen: string[][] = [];
  const stop = autorun(() => seen.push(ids.map((id) => entries.entry(id).value ?? '')));
  return { seen, stop };
}

describe('FieldEntries: one observable per row', () => {
  const fresh = () => {
    const entries = new FieldEntries();
    runInAction(() => entries.reset([[1, 2], [3]]));
    return entries;
  };

  it('a row reading its fields sees a change to any of them, once per patch', () => {
    const entries = fresh();
    const row = watch(entries, [1, 2]);
    runInAction(() =>
      entries.apply({
        values: new Map([
          [1, 'a'],
          [2, 'b'],
        ]),
        errors: new Map([[2, 'Required']]),
      }),
    );
    expect(row.seen).toEqual([
      ['', ''],
      ['a', 'b'],
    ]);
    expect(entries.entry(2)).toEqual({ value: 'b', error: 'Required' });
    row.stop();
  });

  it('a change to another row does not run it', () => {
    const entries = fresh();
    const row = watch(entries, [1, 2]);
    runInAction(() => entries.apply({ values: new Map([[3, 'c']]) }));
    expect(row.seen).toEqual([['', '']]);
    expect(entries.entry(3).value).toBe('c');
    row.stop();
  });

  it('keeps the parts a patch does not touch, and drops a message set to null', () => {
    const entries = fresh();
    runInAction(() => entries.apply({ values: new Map([[1, '5']]), errors: new Map([[1, 'Too big']]) }));
    runInAction(() => entries.apply({ errors: new Map([[1, null]]) }));
    expect(entries.entry(1)).toEqual({ value: '5' });
  });

  it('a field the form did not list gets its own row, and the snapshots list every entry that has the part', () => {
    const entries = fresh();
    runInAction(() =>
      entries.apply({
        values: new Map([
          [9, 'x'],
          [3, 'y'],
        ]),
        errors: new Map([[3, 'Wrong']]),
      }),
    );
    const stray = watch(entries, [9]);
    runInAction(() => entries.apply({ values: new Map([[9, 'z']]) }));
    expect(stray.seen).toEqual([['x'], ['z']]);
    runInAction(() => entries.apply({ values: new Map([[9, 'x']]) }));
    expect([...entries.values]).toEqual([
      [9, 'x'],
      [3, 'y'],
    ]);
    expect([...entries.errors]).toEqual([[3, 'Wrong']]);
    stray.stop();
  });

  it('reset starts over empty', () => {
    const entries = fresh();
    runInAction(() => entries.apply({ values: new Map([[1, 'a']]) }));
    runInAction(() => entries.reset([[1]]));
    expect(entries.entry(1)).toEqual({});
    expect(entries.values.size).toBe(0);
  });
});
