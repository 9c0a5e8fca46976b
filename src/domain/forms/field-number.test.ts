import { describe, expect, it } from 'vitest';
import {
  fieldNumberFor,
  fieldNumberOf,
  isFreeFieldNumber,
  nextFieldNumber,
  numberedFieldName,
} from './field-number';

// Form 200 as the issue found it: fields 1 to 55 stored before numbers existed, then a new field stored under
// the store-wide id 2001.
const legacy = Array.from({ length: 55 }, (_, i) => ({ FieldDefinitionId: i + 1 }));
const withNew = [...legacy, { FieldDefinitionId: 2001, FieldNumber: 56 }];

describe('field numbers, per form (forms spec §4: one higher than the highest in the form)', () => {
  it('a field stored before numbers existed is numbered by its id; a new one by its FieldNumber', () => {
    expect(fieldNumberOf({ FieldDefinitionId: 12 })).toBe(12);
    expect(fieldNumberOf({ FieldDefinitionId: 2001, FieldNumber: 56 })).toBe(56);
    expect(fieldNumberOf({ FieldDefinitionId: 9, FieldNumber: 0 })).toBe(9);
  });

  it('the first new field of form 200 is F56, the next F57, whatever its stored id', () => {
    expect(nextFieldNumber(legacy)).toBe(56);
    expect(nextFieldNumber(withNew)).toBe(57);
    expect(nextFieldNumber([])).toBe(1);
  });

  it('a number is free when no other field of the form has it', () => {
    expect(isFreeFieldNumber(56, legacy)).toBe(true);
    expect(isFreeFieldNumber(56, withNew)).toBe(false);
    expect(isFreeFieldNumber(56, withNew, 2001)).toBe(true);
    expect(isFreeFieldNumber(12, withNew)).toBe(false);
    for (const bad of [0, -3, 1.5, '7', undefined]) expect(isFreeFieldNumber(bad, legacy)).toBe(false);
  });

  it('gives a new field the free number it asks for up to the next one, and the next one otherwise', () => {
    expect(fieldNumberFor(withNew, 30)).toBe(57);
    expect(fieldNumberFor([...legacy.slice(0, 29), ...legacy.slice(30)], 30)).toBe(30);
    expect(fieldNumberFor(withNew, 57)).toBe(57);
    expect(fieldNumberFor(withNew, 58)).toBe(57);
    expect(fieldNumberFor(withNew, 2147483647)).toBe(57);
    expect(fieldNumberFor(withNew, undefined)).toBe(57);
  });

  it("names a field for the dialogs' lists", () => {
    expect(numberedFieldName({ FieldDefinitionId: 2001, FieldNumber: 56, Name: 'Per hour raw' })).toBe(
      'F56 Per hour raw',
    );
  });
});
