import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatExact, formatFormulaNumber, roundDecimal, roundDecimalExact } from './number-format';

describe('formatFormulaNumber: format 0.00# (at least 2, at most 3 decimals)', () => {
  it.each<[number, string]>([
    [1, '1.00'],
    [1.2345, '1.235'],
    [-1.2345, '-1.235'],
    [1.2, '1.20'],
    [1.23, '1.23'],
    [1.234, '1.234'],
    [1.2344, '1.234'],
    [1.0005, '1.001'],
    [2.675, '2.675'],
    [2.0005, '2.001'],
    [-2.0005, '-2.001'],
    [1234.5675, '1234.568'],
    [0.0015, '0.002'],
    [25000.0005, '25000.001'],
    [0.9995, '1.00'],
    [999.9996, '1000.00'],
    [0.1 + 0.2, '0.30'],
    [1.1 * 3, '3.30'],
    [0, '0.00'],
    [-0, '0.00'],
    [-0.0001, '0.00'],
    [0.0005, '0.001'],
    [123456789.125, '123456789.125'],
    [1e21, '1000000000000000000000.00'],
    [1e-7, '0.00'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [Number.NaN, 'Error'],
  ])('%s -> %s', (value, expected) => {
    expect(formatFormulaNumber(value)).toBe(expected);
  });
});

describe('roundDecimal: ROUND, half away from zero on the decimal value', () => {
  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [1.45, 1, 1.5],
    [8.345, 2, 8.35],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.285, 2, 0.29],
    [1.2345, 3, 1.235],
    [1250, -2, 1300],
    [1249, -2, 1200],
    [123.456, -5, 0],
    [1.5, 0.9, 2],
    [7, 2, 7],
    [1e300, 2, 1e300],
    [0, 3, 0],
  ])('ROUND(%s, %s) = %s', (x, places, expected) => {
    expect(roundDecimal(x, places)).toBe(expected);
  });

  it('keeps no negative zero, and passes NaN and infinities through', () => {
    expect(Object.is(roundDecimal(-0.4), 0)).toBe(true);
    expect(roundDecimal(Number.NaN, 2)).toBeNaN();
    expect(roundDecimal(1, Number.NaN)).toBeNaN();
    expect(roundDecimal(Infinity, 2)).toBe(Infinity);
    expect(roundDecimal(-Infinity, 2)).toBe(-Infinity);
  });
});

describe('fast and exact paths agree', () => {
  // Values on and next to .0005 / .005 ties are where binary and decimal disagree.
  const ties = fc
    .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(0, 1, -1, 2))
    .map(([k, ulps]) => {
      let x = k / 1000 + 0.0005;
      for (let i = 0; i < Math.abs(ulps); i++)
        x = ulps > 0 ? x + Number.EPSILON * Math.abs(x) : x - Number.EPSILON * Math.abs(x);
      return x;
    });
  const anyDouble = fc.oneof(fc.double({ min: -1e13, max: 1e13, noNaN: true }), ties);

  it('formatFormulaNumber equals the string path', () => {
    fc.assert(
      fc.property(anyDouble, (x) => {
        expect(formatFormulaNumber(x)).toBe(formatExact(x));
      }),
      { numRuns: 5000 },
    );
  });

  it('roundDecimal equals the string path', () => {
    fc.assert(
      fc.property(anyDouble, fc.integer({ min: 0, max: 6 }), (x, p) => {
        expect(roundDecimal(x, p)).toBe(roundDecimalExact(x, p));
      }),
      { numRuns: 5000 },
    );
  });
});
