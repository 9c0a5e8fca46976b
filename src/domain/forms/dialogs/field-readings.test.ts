import { describe, expect, it } from 'vitest';
import { readColSpan, readTextAreaRows } from './field-readings';

describe("the designer's column span: 1 to 100, otherwise 1", () => {
  it.each([
    [1, 1],
    [2, 2],
    [99, 99],
    [100, 100],
    ['7', 7],
    [' 12 ', 12],
    [2.9, 2],
    [0, 1],
    [101, 1],
    [-3, 1],
    [NaN, 1],
    [Infinity, 1],
    ['x', 1],
    ['3px', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [{}, 1],
  ])('%j -> %i', (value, span) => expect(readColSpan(value)).toBe(span));
});

describe('text-area rows: 1 to 99, otherwise 3', () => {
  it.each([
    [1, 1],
    [5, 5],
    [99, 99],
    ['12', 12],
    [0, 3],
    [100, 3],
    [2.5, 3],
    ['abc', 3],
    ['', 3],
    [null, 3],
    ['100', 3],
  ])('%j -> %i', (value, rows) => expect(readTextAreaRows(value)).toBe(rows));
});
