import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './number-input';

describe('parseNumberInput (section 5: percent / 100; currency symbols, commas and spaces stripped)', () => {
  it.each<[string | number | null | undefined, number]>([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['$1,234.50', 1234.5],
    ['-$5', -5],
    ['$-5', -5],
    ['€ 3', 3],
    ['£1,000,000', 1000000],
    ['¥ 12', 12],
    [' 1 000 ', 1000],
    ['1\u00a0000', 1000],
    ['12.5%', 0.125],
    ['50 %', 0.5],
    ['0.07%', 0.0007],
    ['-$1,250%', -12.5],
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
    [12.5, 12.5],
  ])('%j -> %s', (raw, expected) => {
    expect(parseNumberInput(raw)).toBe(expected);
  });

  it.each([
    'abc',
    '12abc',
    '1.2.3',
    '--5',
    '5-',
    '(5)',
    '1e3',
    'Infinity',
    'NaN',
    '%',
    '5%%',
    '%5',
    '0x10',
    '$',
    '1 2.3.4',
  ])('%j is not a number (Error)', (raw) => {
    expect(parseNumberInput(raw)).toBeNaN();
  });
});
