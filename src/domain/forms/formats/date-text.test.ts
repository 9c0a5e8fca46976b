import fc from 'fast-check';
import moment from 'moment';
import { expect, it } from 'vitest';
import { isCalendarDay, minuteOf, parseDateTimeText } from './date-text';

/** What moment reads of an ISO text (strict ISO 8601, its offset ignored), which the parser must agree with. */
function momentIso(text: string) {
  const parsed = moment.parseZone(text, moment.ISO_8601, true);
  if (!parsed.isValid()) return null;
  return {
    date: { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() },
    time: { hour: parsed.hour(), minute: parsed.minute(), second: parsed.second() },
  };
}

const two = (n: number) => String(n).padStart(2, '0');

it('reads ISO texts as moment reads them, real days only, 24:00 as the next midnight', () => {
  const isoText = fc
    .record({
      year: fc.integer({ min: 0, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      time: fc.option(
        fc.tuple(
          fc.integer({ min: 0, max: 25 }),
          fc.integer({ min: 0, max: 60 }),
          fc.option(fc.integer({ min: 0, max: 60 })),
        ),
      ),
      fraction: fc.option(fc.stringMatching(/^\d{1,9}$/)),
      separator: fc.constantFrom('T', ' '),
      zone: fc.oneof(
        fc.constantFrom('', 'Z'),
        fc
          .tuple(
            fc.constantFrom('+', '-'),
            fc.integer({ min: 0, max: 16 }),
            fc.integer({ min: 0, max: 99 }),
            fc.constantFrom(':', ''),
          )
          .map(([sign, hours, minutes, colon]) => `${sign}${two(hours)}${colon}${two(minutes)}`),
      ),
    })
    .map(({ year, month, day, time, fraction, separator, zone }) => {
      const date = `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
      if (!time) return date;
      const [hour, minute, second] = time;
      const seconds = second === null ? '' : `:${two(second)}${fraction === null ? '' : `.${fraction}`}`;
      return `${date}${separator}${two(hour)}:${two(minute)}${seconds}${zone}`;
    });
  fc.assert(
    fc.property(isoText, (text) => {
      expect(parseDateTimeText(text)).toEqual(momentIso(text));
    }),
    { numRuns: 3000 },
  );
  expect(parseDateTimeText('2024-02-29T24:00')).toEqual({
    date: { year: 2024, month: 3, day: 1 },
    time: { hour: 0, minute: 0, second: 0 },
  });
  expect(parseDateTimeText('2024-01-01Z')).toBeNull();
  expect(
    [
      '2024-01-01T10:00+14:00',
      '2024-01-01T10:00-12:00',
      '2024-01-01T10:00+14:01',
      '2024-01-01T10:00+00:60',
    ].map((t) => parseDateTimeText(t) !== null),
  ).toEqual([true, true, false, false]);
  expect(parseDateTimeText('2024-01-01T24:00:00.0009')).not.toBeNull();
  expect(parseDateTimeText('2024-01-01T24:00:00.5')).toBeNull();
});

it('knows the calendar as moment does, leap years and years before 100 included', () => {
  const day = fc.tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  );
  fc.assert(
    fc.property(day, ([year, month, date]) => {
      expect(isCalendarDay(year, month, date)).toBe(
        moment.utc({ year, month: month - 1, day: date }).isValid(),
      );
    }),
    { numRuns: 3000 },
  );
  expect([
    isCalendarDay(2024, 2, 29),
    isCalendarDay(2023, 2, 29),
    isCalendarDay(1900, 2, 29),
    isCalendarDay(24, 2, 29),
  ]).toEqual([true, false, false, true]);
});

it('counts whole minutes as moment does, a time alone on 1 January 2000', () => {
  const minutes = (y: number, mo: number, d: number, h: number, mi: number) =>
    Math.floor(moment.utc({ year: y, month: mo - 1, day: d, hour: h, minute: mi }).valueOf() / 60000);
  expect(minuteOf('3/14/2024 1:05 PM')).toBe(minutes(2024, 3, 14, 13, 5));
  expect(minuteOf('13:05:59')).toBe(minutes(2000, 1, 1, 13, 5));
  expect(minuteOf('2/30/2024')).toBeNull();
  expect(minuteOf('0024-02-29T10:00')).toBe(minutes(24, 2, 29, 10, 0));
});
