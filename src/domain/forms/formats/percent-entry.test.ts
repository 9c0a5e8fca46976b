import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value';
import { isPercentFormat, percentEntryOf } from './percent-entry';

describe('typing into a percentage field: the number typed is the percent', () => {
  it('knows the percentage formats', () => {
    expect([10, 11, 12].map(isPercentFormat)).toEqual([true, true, true]);
    expect([0, 2, 17, 22, 37, null, undefined, 99].map(isPercentFormat)).toEqual(Array(8).fill(false));
  });

  it.each([
    ['25', '25%', '25.00%'],
    ['25%', '25%', '25.00%'],
    [' 25 ', '25%', '25.00%'],
    ['0.5', '0.5%', '0.50%'],
    ['12.5 %', '12.5 %', '12.50%'],
    ['-3', '-3%', '-3.00%'],
    ['(4)', '(4%)', '-4.00%'],
    ['1,250', '1,250%', '1250.00%'],
    ['abc', 'abc', 'abc'],
    ['', '', ''],
  ])('%j means %j, shown %j', (typed, meant, shown) => {
    expect(percentEntryOf(11, typed)).toBe(meant);
    expect(formatValue(11, percentEntryOf(11, typed))).toBe(shown);
  });

  it('leaves values of other formats alone', () => {
    expect(percentEntryOf(17, '25')).toBe('25');
    expect(percentEntryOf(0, '25')).toBe('25');
    expect(percentEntryOf(undefined, '25')).toBe('25');
  });
});
