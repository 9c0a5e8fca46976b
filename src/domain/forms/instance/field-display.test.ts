import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { percentReadingOf, showsNegativeInRed, valueDisplayText } from './field-display';
import { field, num, text } from './instance.test-helper';

describe('valueDisplayText: what a value field shows when it is not being edited', () => {
  it('formats a valid value with the field’s formatting type', () => {
    expect(valueDisplayText(num(1, { FormattingType: 17 }), '1200')).toBe('$1,200.00');
    expect(valueDisplayText(num(1, { ValidationPatternType: 3, FormattingType: 1 }), '6')).toBe('6');
  });

  it('shows what was typed while it is invalid, never a rounded number (issue 12, item 2)', () => {
    const hours = num(1, { ValidationPatternType: 3, FormattingType: 1 });
    expect(valueDisplayText(hours, '2.5')).toBe('2.5');
    expect(valueDisplayText(num(1, { ValidationPatternType: 15, FormattingType: 17 }), '$12')).toBe('$12');
  });

  it('reads a plain number in a percentage field as the percent (issue 12, item 1)', () => {
    const discount = num(1, { FormattingType: 11 });
    expect(valueDisplayText(discount, '25')).toBe('25.00%');
    expect(valueDisplayText(discount, '25%')).toBe('25.00%');
    expect(valueDisplayText(discount, '0.5')).toBe('0.50%');
    expect(valueDisplayText(num(1, { FormattingType: 10, ValidationPatternType: 15 }), '7')).toBe('7%');
  });

  it('shows text fields and masked fields as typed', () => {
    expect(valueDisplayText(text(1, { FormattingType: 17 }), '1200')).toBe('1200');
    expect(valueDisplayText(num(1, { MaskType: 8, FormattingType: 39 }), '501')).toBe('501');
    expect(valueDisplayText(num(1), '')).toBe('');
  });

  it('shows a linked formula’s value as a formula shows its result (issue 12, item 6)', () => {
    const total = field(9, FieldType.Formula, { FormattingType: 17 });
    expect(valueDisplayText(total, '1630.50')).toBe('$1,630.50');
    expect(valueDisplayText(field(9, FieldType.Formula), '1630.5')).toBe('1630.50');
    expect(
      ['Error', '#REF', 'Infinity', '-Infinity', 'junk', ''].map((raw) => valueDisplayText(total, raw)),
    ).toEqual(['Error', '#REF', 'Infinity', '-Infinity', 'Error', '']);
  });
});

describe('percentReadingOf: what a percentage field will use, while it is typed', () => {
  const discount = num(1, { FormattingType: 11 });
  it.each([
    ['25', '25.00%'],
    ['25%', '25.00%'],
    ['0.5', '0.50%'],
    ['', null],
    ['abc', null],
    ['abc%', null],
    ['5.', null],
  ])('%j -> %j', (typed, reading) => expect(percentReadingOf(discount, typed)).toBe(reading));

  it('says nothing for other formats', () => {
    expect(percentReadingOf(num(1, { FormattingType: 17 }), '25')).toBeNull();
    expect(percentReadingOf(num(1), '25')).toBeNull();
  });
});

describe('showsNegativeInRed: a negative value in a format with red negatives (docs/formats.md)', () => {
  it('is true for a negative value shown in a [Red] format only', () => {
    const redCurrency = num(1, { FormattingType: 19 });
    expect(showsNegativeInRed(redCurrency, valueDisplayText(redCurrency, '-75'))).toBe(true);
    expect(showsNegativeInRed(redCurrency, valueDisplayText(redCurrency, '75'))).toBe(false);
    expect(showsNegativeInRed(num(1, { FormattingType: 12 }), '-12.50%')).toBe(true);
    expect(showsNegativeInRed(redCurrency, '($75.00)')).toBe(true);
    expect(showsNegativeInRed(redCurrency, '-Infinity')).toBe(true);
    expect(showsNegativeInRed(redCurrency, 'Error')).toBe(false);
    expect(showsNegativeInRed(redCurrency, '-')).toBe(false);
    expect(showsNegativeInRed(num(1, { FormattingType: 17 }), '-$75.00')).toBe(false);
    expect(showsNegativeInRed(num(1, {}), '-75')).toBe(false);
  });
});
