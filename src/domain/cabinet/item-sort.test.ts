import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SORT, SORT_OPTIONS, sortItems, sortOptionById } from './item-sort';

const item = (ItemId: number, ItemType: 1 | 2, Name: string, Size: number, ModifiedOn: string) => ({
  ItemId,
  ItemType,
  Name,
  Size,
  ModifiedOn,
});
const items = [
  item(1, 2, 'file 10.txt', 300, '2024-01-03T00:00:00Z'),
  item(2, 1, 'Zeta', 0, '2024-01-01T00:00:00Z'),
  item(3, 2, 'File 2.txt', 100, '2024-01-02T00:00:00Z'),
  item(4, 1, 'alpha', 50, '2024-01-05T00:00:00Z'),
  item(5, 2, 'Ärger.pdf', 200, '2024-01-04T00:00:00Z'),
];
const names = (order: string) => sortItems(items, sortOptionById(order)).map((i) => i.Name);

describe('sorting a folder (platform spec §9 sort pairs)', () => {
  it('offers the three pairs, both ways, with the spec names first', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'A to Z',
      'Z to A',
      'Smallest to Largest',
      'Largest to Smallest',
      'Oldest to Newest',
      'Newest to Oldest',
    ]);
    expect(DEFAULT_SORT.label).toBe('A to Z');
    expect(sortOptionById('nonsense')).toBe(DEFAULT_SORT);
  });

  it('puts folders first in every order', () => {
    for (const option of SORT_OPTIONS) {
      const sorted = sortItems(items, option);
      expect(
        sorted.slice(0, 2).every((i) => i.ItemType === 1),
        option.label,
      ).toBe(true);
    }
  });

  it('sorts names naturally, ignoring case and accents', () => {
    expect(names('name-asc')).toEqual(['alpha', 'Zeta', 'Ärger.pdf', 'File 2.txt', 'file 10.txt']);
    expect(names('name-desc')).toEqual(['Zeta', 'alpha', 'file 10.txt', 'File 2.txt', 'Ärger.pdf']);
  });

  it('sorts by size and by date, both ways', () => {
    expect(names('size-asc')).toEqual(['Zeta', 'alpha', 'File 2.txt', 'Ärger.pdf', 'file 10.txt']);
    expect(names('size-desc')).toEqual(['alpha', 'Zeta', 'file 10.txt', 'Ärger.pdf', 'File 2.txt']);
    expect(names('date-asc')).toEqual(['Zeta', 'alpha', 'File 2.txt', 'file 10.txt', 'Ärger.pdf']);
    expect(names('date-desc')).toEqual(['alpha', 'Zeta', 'Ärger.pdf', 'file 10.txt', 'File 2.txt']);
  });

  it('never changes the list it is given, and keeps every item', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ItemId: fc.nat(),
            ItemType: fc.constantFrom(1, 2),
            Name: fc.string(),
            Size: fc.nat(),
            ModifiedOn: fc.constant('2024-01-01T00:00:00Z'),
          }),
        ),
        fc.constantFrom(...SORT_OPTIONS),
        (list, order) => {
          const copy = JSON.stringify(list);
          const sorted = sortItems(list, order);
          expect(JSON.stringify(list)).toBe(copy);
          expect(sorted).toHaveLength(list.length);
          const firstFile = sorted.findIndex((i) => i.ItemType === 2);
          if (firstFile >= 0) expect(sorted.slice(firstFile).every((i) => i.ItemType === 2)).toBe(true);
        },
      ),
    );
  });
});
