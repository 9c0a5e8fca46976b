import { describe, expect, it } from 'vitest';
import { formatExcel } from './excel-number-format';

/** The spreadsheet serial of a wall-clock date and time (month 1-12). */
const serial = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  (Date.UTC(year, month - 1, day, hour, minute) - Date.UTC(1899, 11, 30)) / 86_400_000;

const num = (value: number) => ({ kind: 'number' as const, value });
const date = (value: number) => ({ kind: 'date' as const, value });

describe('formatExcel', () => {
  it.each([
    ['"£"#,##0.0;[Red]-"£"#,##0.0', 1200, '£1,200.0', false],
    ['"£"#,##0.0;[Red]-"£"#,##0.0', -1200.04, '-£1,200.0', true],
    ['"£"#,##0.0;[Red]-"£"#,##0.0', 0, '£0.0', false],
    ['$#,##0.00', 1234.5, '$1,234.50', false],
    ['$#,##0.00', -1234.5, '-$1,234.50', false],
    ['#,##0', 1234567.6, '1,234,568', false],
    ['#,##0.000 "EUR"', 1234.5, '1,234.500 EUR', false],
    ['0.00', 0.5, '0.50', false],
    ['0%', 0.125, '13%', false],
    ['0.0%', 0.125, '12.5%', false],
    ['#,##0;(#,##0);"zero"', -42, '(42)', false],
    ['#,##0;(#,##0);"zero"', 0, 'zero', false],
    ['[$€-407] #,##0.00', 5, '€ 5.00', false],
    ['#.##', 3.1, '3.1', false],
    ['General', 1234.5, '1234.5', false],
    ['0.00\\ \\k\\g', 2, '2.00 kg', false],
  ])('%s of %d is %s', (format, value, text, red) => {
    expect(formatExcel(format, num(value))).toEqual({ text, red });
  });

  it.each([
    ['dddd d mmmm yyyy', serial(2024, 3, 4), 'Monday 4 March 2024'],
    ['mm/dd/yyyy', serial(2024, 3, 4), '03/04/2024'],
    ['d mmm yy', serial(2026, 11, 29), '29 Nov 26'],
    ['hh:mm', serial(1899, 12, 30, 13, 5), '13:05'],
    ['h:mm AM/PM', serial(1899, 12, 30, 13, 5), '1:05 PM'],
    ['yyyy-mm-dd hh:mm:ss', serial(2024, 12, 31, 23, 59), '2024-12-31 23:59:00'],
  ])('%s of a date is %s', (format, value, text) => {
    expect(formatExcel(format, date(value))).toEqual({ text, red: false });
  });

  it('shows text as it is unless a text section says otherwise, and empty as empty', () => {
    expect(formatExcel('0.00', { kind: 'text', value: 'n/a' })).toEqual({ text: 'n/a', red: false });
    expect(formatExcel('0;-0;0;"Note: "@', { kind: 'text', value: 'late' })).toEqual({
      text: 'Note: late',
      red: false,
    });
    expect(formatExcel('0.00', { kind: 'empty' })).toEqual({ text: '', red: false });
  });

  it('reads a format as text, never as code', () => {
    expect(formatExcel('"${process.exit()}"0', num(1)).text).toBe('${process.exit()}1');
  });
});
