import { describe, expect, it } from 'vitest';
import { columnNumberFormat, numericColumns, previewCell, previewText, typedCell } from './report-cells';
import { CUSTOM_FORMAT_TYPE } from './report.entity';

/** The spreadsheet serial of a wall-clock date and time (month 1-12): whole days since 30 December 1899 plus the day's fraction. */
const serial = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  (((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000) * 86_400 +
    hour * 3600 +
    minute * 60) /
  86_400;

describe('report cells', () => {
  it('reads numbers as typed number cells', () => {
    expect(typedCell('$1,234.50', 'number')).toEqual({ kind: 'number', value: 1234.5 });
    expect(typedCell('(12)', 'number')).toEqual({ kind: 'number', value: -12 });
    expect(typedCell('12.5%', 'number')).toEqual({ kind: 'number', value: 0.125 });
    expect(typedCell('n/a', 'number')).toEqual({ kind: 'text', value: 'n/a' });
    expect(typedCell('  ', 'number')).toEqual({ kind: 'empty' });
  });

  it('reads dates and times as date cells at the wall-clock time written', () => {
    expect(typedCell('3/4/2024', 'date')).toEqual({ kind: 'date', value: serial(2024, 3, 4) });
    expect(typedCell('2026-11-25', 'date')).toEqual({
      kind: 'date',
      value: serial(2026, 11, 25),
    });
    expect(typedCell('1:05 PM', 'date')).toEqual({ kind: 'date', value: serial(1899, 12, 30, 13, 5) });
  });

  it('gives each column its number format: the formatting type, or the custom format', () => {
    expect(columnNumberFormat({ FormatType: 17, Format: '' }, 'number')).toBe('$#,##0.00');
    expect(columnNumberFormat({ FormatType: CUSTOM_FORMAT_TYPE, Format: '0.000' }, 'number')).toBe('0.000');
    expect(columnNumberFormat({ FormatType: 0, Format: '' }, 'date')).toBe('mm/dd/yyyy');
  });

  it('previews with the form engine formatter', () => {
    expect(previewText({ FormatType: 17, Format: '' }, '1234.5')).toBe('$1,234.50');
    expect(previewText({ FormatType: 26, Format: '' }, '3/4/2024')).toBe('Mar 4, 2024');
  });

  it('previews a custom format as the workbook shows it (issue 32 #3)', () => {
    const pounds = { FormatType: CUSTOM_FORMAT_TYPE, Format: '"£"#,##0.0;[Red]-"£"#,##0.0' };
    expect(previewCell(pounds, '1200')).toEqual({ text: '£1,200.0', red: false });
    expect(previewCell(pounds, '-1200')).toEqual({ text: '-£1,200.0', red: true });
    const longDate = { FormatType: CUSTOM_FORMAT_TYPE, Format: 'dddd d mmmm yyyy' };
    expect(previewText(longDate, '3/4/2024')).toBe('Monday 4 March 2024');
    expect(previewText({ FormatType: CUSTOM_FORMAT_TYPE, Format: '0.000' }, 'n/a')).toBe('n/a');
  });
});

describe('numericColumns', () => {
  it('marks a column numeric when every value it has reads as a number', () => {
    const rows = [
      ['Jordan Lee', '$1,200.00', '10%', '04/02/2024', null, '12'],
      ['Dana', '350.50', '', '05/14/2024', null, 'n/a'],
    ];
    expect(numericColumns(rows, 6)).toEqual([false, true, true, false, false, false]);
  });

  it('leaves a column of codes with leading zeros as text, and still reads 0 and 0.5 as numbers', () => {
    const rows = [
      ['02139', '0', '007'],
      ['10001', '0.5', '-0.25'],
    ];
    expect(numericColumns(rows, 3)).toEqual([false, true, false]);
    const custom = { FormatType: CUSTOM_FORMAT_TYPE, Format: '0.00' };
    expect(previewText(custom, '02139')).toBe('02139');
    expect(previewText(custom, '0.5')).toBe('0.50');
    expect(previewText({ FormatType: CUSTOM_FORMAT_TYPE, Format: 'hh:mm' }, '00:30')).toBe('00:30');
  });
});
