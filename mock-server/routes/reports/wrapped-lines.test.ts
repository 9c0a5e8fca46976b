import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_PT, wrappedLines, wrappedRowHeight } from './wrapped-lines';

describe('wrapped lines (a wrap column’s row heights)', () => {
  it.each([
    ['', 40, 1],
    ['Fine', 40, 1],
    ['x'.repeat(38), 40, 1],
    ['x'.repeat(39), 40, 2],
    [
      'The north stairwell handrail is loose on the second landing and the fire door closer needs adjusting',
      40,
      3,
    ],
    ['one two', 6, 2],
    ['one\ntwo\n\nthree', 40, 4],
    ['a'.repeat(100), 12, 10],
  ])('%j in a column %i wide takes %i lines', (text, width, lines) => {
    expect(wrappedLines(text, width)).toBe(lines);
  });

  it('makes a row as tall as its most wrapped cell, and leaves a one-line row alone', () => {
    expect(wrappedRowHeight([{ text: 'Fine', width: 40 }])).toBeUndefined();
    expect(
      wrappedRowHeight([
        { text: 'one two three', width: 7 },
        { text: 'a b', width: 3 },
      ]),
    ).toBe(3 * LINE_HEIGHT_PT);
  });
});
