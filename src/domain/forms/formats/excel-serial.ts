import type { DateTimeParts } from './date-text';

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  return date.getTime();
}

/** Excel's day 0 (30 December 1899): a time alone sits on it. */
const DAY_ZERO = utcMidnight(1899, 12, 30);

/**
 * The spreadsheet serial of a wall-clock date and time: whole days since 30 December 1899 plus the fraction of the
 * day. Written as a number with the column's date or time format, it opens as that date or time. It is worked out
 * from whole seconds in one division, so a time reads back to the second: 09:30 is 34200 / 86400, where a Date
 * handed to exceljs became 0.3958333333321207 (its epoch arithmetic loses digits) and LibreOffice showed 09:29.
 */
export function excelSerial(parts: DateTimeParts): number {
  const days = parts.date
    ? Math.round((utcMidnight(parts.date.year, parts.date.month, parts.date.day) - DAY_ZERO) / DAY_MS)
    : 0;
  const time = parts.time ?? { hour: 0, minute: 0, second: 0 };
  return (days * DAY_SECONDS + time.hour * 3600 + time.minute * 60 + time.second) / DAY_SECONDS;
}
