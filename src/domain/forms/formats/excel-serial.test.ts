import { describe, expect, it } from 'vitest';
import { parseDateTimeText } from './date-text';
import { excelSerial } from './excel-serial';

const serialOf = (text: string) => excelSerial(parseDateTimeText(text)!);
/**
 * What a spreadsheet shows of a time: the minutes of the day, cut, not rounded, from the value taken to 15
 * significant digits (as LibreOffice does): 0.3958333333321207, what exceljs made of a Date at 09:30, shows 09:29.
 */
const shownMinutes = (serial: number) => Math.floor(Number(((serial % 1) * 1440).toPrecision(15)));

describe('the spreadsheet serial of a date or time', () => {
  it('puts a time alone on day 0, and it reads back to the minute it was typed', () => {
    expect(serialOf('09:30')).toBe(34_200 / 86_400);
    expect(shownMinutes(serialOf('09:30'))).toBe(9 * 60 + 30);
    expect(shownMinutes(0.3958333333321207)).toBe(9 * 60 + 29);
    for (let minute = 0; minute < 1440; minute += 1) {
      const text = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(shownMinutes(serialOf(text)), text).toBe(minute);
    }
  });

  it('counts whole days from 30 December 1899, as Excel does for dates after February 1900', () => {
    expect(serialOf('1900-03-01')).toBe(61);
    expect(serialOf('2026-11-29')).toBe(46_355);
    expect(serialOf('11/29/2026 6:45 PM')).toBe(46_355 + (18 * 60 + 45) / 1440);
    expect(shownMinutes(serialOf('11/29/2026 6:45 PM'))).toBe(18 * 60 + 45);
  });
});
