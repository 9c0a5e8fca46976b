import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excelFormatFor, formatValue } from './format-value';

const typeIds = fc.oneof(fc.integer({ min: -2, max: 45 }), fc.double(), fc.constant(undefined));
const numberText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.stringMatching(/^[-+($]{0,2}\d{0,20}(?:\.\d{0,10})?(?:[eE][-+]?\d{1,4})?[%)]?$/),
);
const dateText = fc.stringMatching(
  /^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}(?:[ T]\d{1,2}:\d{1,2}(?::\d{1,2})?(?: ?[AP]M)?)?$/,
);

describe('formatValue never throws and always gives text', () => {
  it('for any type and any text', () => {
    fc.assert(
      fc.property(typeIds, fc.oneof(fc.string(), numberText, dateText), (id, raw) => {
        expect(typeof formatValue(id, raw)).toBe('string');
        expect(typeof excelFormatFor(id)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: the same input gives the same text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 42 }), numberText, (id, raw) => {
        expect(formatValue(id, raw)).toBe(formatValue(id, raw));
      }),
    );
  });

  it('shows any two-decimal number unchanged under 0.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const raw = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(formatValue(2, raw)).toBe(raw);
      }),
    );
  });
});
