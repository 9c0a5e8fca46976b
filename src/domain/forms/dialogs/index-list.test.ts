import { describe, expect, it } from 'vitest';
import { MAX_GRID_INDEX, analyzeIndexList, parseIndexList } from './index-list';

describe('parseIndexList', () => {
  it.each([
    ['1,3-5', undefined, [1, 3, 4, 5]],
    ['5,1', undefined, [1, 5]],
    ['2-2', undefined, [2]],
    ['1-3,2-4', undefined, [1, 2, 3, 4]],
    ['5-3', undefined, []],
    ['5-3,7', undefined, [7]],
    [' 1 - 2 ', undefined, [1, 2]],
    ['', undefined, []],
    ['1,3-5', 4, [1]],
    ['0,1', 10, [1]],
  ] as const)('%j (count %j) -> %j', (text, count, expected) =>
    expect(parseIndexList(text, count)).toEqual(expected),
  );

  it('never expands past the grid limit', () => {
    expect(parseIndexList('1-99999999999')).toEqual([]);
    expect(analyzeIndexList('1-99999999999').outOfRange).toBe(true);
    expect(parseIndexList(`${MAX_GRID_INDEX}`)).toEqual([MAX_GRID_INDEX]);
  });

  it('reports malformed entries and out-of-range ones', () => {
    expect(analyzeIndexList('1,x,9', 5)).toEqual({ indices: [1], outOfRange: true, malformed: true });
  });
});
