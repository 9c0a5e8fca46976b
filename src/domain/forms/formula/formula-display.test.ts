import { describe, expect, it } from 'vitest';
import { formulaDisplayText, formulaExcelFormat } from './formula-display';

const result = (value: number | 'Error' | '#REF', display: string) => ({ value, display });

describe('a formula result: one text on screen and in every export (issue 12, item 6)', () => {
  it.each<[number | null | undefined, string]>([
    [17, '$1,630.50'],
    [4, '1,630.50'],
    [1, '1631'],
    [11, '163050.00%'],
    [37, '1.63E+03'],
    [0, '1630.50'],
    [null, '1630.50'],
    [undefined, '1630.50'],
    // Not a number format: the result keeps the specification's 0.00#.
    [22, '1630.50'],
    [38, '1630.50'],
    [999, '1630.50'],
  ])('formatting type %s shows %j', (type, shown) => {
    expect(formulaDisplayText(result(1630.5, '1630.50'), type)).toBe(shown);
  });

  it('rounds the decimal value, as the 0.00# display and Excel do', () => {
    expect(formulaDisplayText(result(0.1 + 0.2, '0.30'), 17)).toBe('$0.30');
    expect(formulaDisplayText(result(1.005, '1.005'), 2)).toBe('1.01');
    expect(formulaDisplayText(result(-12.345, '-12.345'), 19)).toBe('-$12.35');
  });

  it('shows Error, #REF and infinities as they are, whatever the format', () => {
    expect(formulaDisplayText(result('Error', 'Error'), 17)).toBe('Error');
    expect(formulaDisplayText(result('#REF', '#REF'), 17)).toBe('#REF');
    expect(formulaDisplayText(result(Infinity, 'Infinity'), 17)).toBe('Infinity');
    expect(formulaDisplayText(result(-Infinity, '-Infinity'), 17)).toBe('-Infinity');
    expect(formulaDisplayText(undefined, 17)).toBe('');
  });

  it('writes the same format into a spreadsheet cell', () => {
    expect(formulaExcelFormat(17)).toBe('$#,##0.00');
    expect(formulaExcelFormat(12)).toBe('0.00%;[Red]-0.00%');
    expect(formulaExcelFormat(0)).toBe('0.00#');
    expect(formulaExcelFormat(22)).toBe('0.00#');
    expect(formulaExcelFormat(undefined)).toBe('0.00#');
  });
});
