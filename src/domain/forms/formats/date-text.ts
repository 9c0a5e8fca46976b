import type moment from 'moment';
import { formLibrary } from '../libraries/form-libraries';

/**
 * Reads the date and time texts a field can hold (without moment, which only shows them: a form without date
 * formats does without it, ADR 0011) and renders them with moment. Everything is done in UTC on the wall-clock
 * values written, so no time zone or daylight-saving shift creeps in and nothing depends on the current date.
 */
export interface DateTimeParts {
  readonly date: { readonly year: number; readonly month: number; readonly day: number } | null;
  readonly time: { readonly hour: number; readonly minute: number; readonly second: number } | null;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp])[Mm])?$/;
/**
 * ISO 8601 as moment's strict ISO_8601 reads it: an offset only after a time, from -12:00 to +14:00. Groups: year,
 * month, day, hour, minute, second, fraction, offset sign, offset hours, offset minutes.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))?)?$/;
const OFFSET_MINUTES = { min: -12 * 60, max: 14 * 60 };

/** Whether year, month (1-12) and day name a day of the (proleptic Gregorian) calendar: 2/30 does not. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The parts of an ISO text, or null when it is no real date and time (24:00 is the next day's midnight). */
function parseIso(match: RegExpExecArray): DateTimeParts | null {
  const [year, month, day] = [1, 2, 3].map((i) => Number(match[i]));
  const [hour, minute, second] = [4, 5, 6].map((i) => Number(match[i] ?? '0'));
  if (!isCalendarDay(year, month, day) || minute > 59 || second > 59) return null;
  if (match[8]) {
    const offsetMinute = Number(match[10]);
    const offset = (match[8] === '-' ? -1 : 1) * (Number(match[9]) * 60 + offsetMinute);
    if (offsetMinute > 59 || offset < OFFSET_MINUTES.min || offset > OFFSET_MINUTES.max) return null;
  }
  if (hour < 24) return { date: { year, month, day }, time: { hour, minute, second } };
  // 24:00 is the end of the day, to the millisecond: the fraction's first three digits must be zeros.
  const milliseconds = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (hour > 24 || minute > 0 || second > 0 || milliseconds > 0) return null;
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, day + 1);
  return {
    date: { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    time: { hour: 0, minute: 0, second: 0 },
  };
}

function parseUsDate(text: string): DateTimeParts['date'] {
  const match = US_DATE.exec(text);
  if (!match) return null;
  const short = match[3].length === 2 ? Number(match[3]) : null;
  // Two-digit years pivot like Excel and moment: 00-68 -> 20xx, 69-99 -> 19xx.
  const year = short === null ? Number(match[3]) : short + (short > 68 ? 1900 : 2000);
  return { year, month: Number(match[1]), day: Number(match[2]) };
}

function parseTime(text: string): DateTimeParts['time'] {
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const meridiem = match[4]?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'P' ? 12 : 0);
  }
  const minute = Number(match[2]);
  const second = Number(match[3] ?? '0');
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null;
}

/**
 * Splits a value into its date and time parts. Accepts M/D/YYYY or M/D/YY, optionally followed by a time
 * (H:mm, H:mm:ss, either with AM/PM), a time alone, or ISO 8601 (its offset is ignored: the wall-clock
 * time written is shown). Null when the text is none of these or not a real date.
 */
export function parseDateTimeText(raw: string): DateTimeParts | null {
  const text = raw.trim();
  const iso = ISO.exec(text);
  if (iso) return parseIso(iso);
  const space = text.search(/\s/);
  const head = space < 0 ? text : text.slice(0, space);
  const tail = space < 0 ? '' : text.slice(space).trim();
  const date = parseUsDate(head);
  if (date) {
    const time = tail === '' ? { hour: 0, minute: 0, second: 0 } : parseTime(tail);
    if (!time || !isCalendarDay(date.year, date.month, date.day)) return null;
    return { date, time };
  }
  const time = parseTime(text);
  return time ? { date: null, time } : null;
}

/** A UTC moment of the parts; a value without a date sits on 1 January 2000 (only its time is shown). */
export function toMoment(parts: DateTimeParts): moment.Moment {
  const date = parts.date ?? { year: 2000, month: 1, day: 1 };
  const time = parts.time ?? { hour: 0, minute: 0, second: 0 };
  return formLibrary('dates')
    .utc({ ...time, year: date.year, month: date.month - 1, day: date.day })
    .locale('en');
}

/** Whole minutes since year 0, for comparing values "to the minute"; null when unreadable. */
export function minuteOf(raw: string): number | null {
  const parts = parseDateTimeText(raw);
  if (!parts) return null;
  const date = parts.date ?? { year: 2000, month: 1, day: 1 };
  const time = parts.time ?? { hour: 0, minute: 0, second: 0 };
  const at = new Date(0);
  at.setUTCFullYear(date.year, date.month - 1, date.day);
  at.setUTCHours(time.hour, time.minute, time.second);
  return Math.floor(at.getTime() / 60000);
}
