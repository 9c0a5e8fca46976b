import { describe, expect, it } from 'vitest';
import {
  RecurringType,
  dayInZone,
  deliveryAt,
  deliveryLabel,
  dueDeliveries,
  nextDeliveries,
  nextDelivery,
  type Schedule,
} from './report-schedule';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);
const la = (StartingDate: string, type: Schedule['RecurringType']): Schedule => ({
  StartingDate,
  RecurringType: type,
  TimeZone: 'America/Los_Angeles',
});

describe('deliveries at 3:00 am in the schedule zone (spec §9, issue 15)', () => {
  it('keeps 03:00 across the 2026 spring change (March 8): PST is UTC-8, PDT UTC-7', () => {
    const daily = la('2026-03-06', RecurringType.Daily);
    expect([0, 1, 2, 3].map((n) => iso(deliveryAt(daily, n)))).toEqual([
      '2026-03-06T11:00:00.000Z',
      '2026-03-07T11:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-03-09T10:00:00.000Z',
    ]);
  });

  it('keeps 03:00 across the 2026 autumn change (November 1)', () => {
    const daily = la('2026-10-31', RecurringType.Daily);
    expect([0, 1, 2].map((n) => iso(deliveryAt(daily, n)))).toEqual([
      '2026-10-31T10:00:00.000Z',
      '2026-11-01T11:00:00.000Z',
      '2026-11-02T11:00:00.000Z',
    ]);
  });

  it('keeps 03:00 across both changes of 2027 (March 14, November 7), weekly', () => {
    const weekly = la('2027-03-07', RecurringType.Weekly);
    expect([0, 1].map((n) => iso(deliveryAt(weekly, n)))).toEqual([
      '2027-03-07T11:00:00.000Z',
      '2027-03-14T10:00:00.000Z',
    ]);
    const autumn = la('2027-10-31', RecurringType.Weekly);
    expect([0, 1].map((n) => iso(deliveryAt(autumn, n)))).toEqual([
      '2027-10-31T10:00:00.000Z',
      '2027-11-07T11:00:00.000Z',
    ]);
  });

  it('labels the estimate PST in winter and PDT in summer', () => {
    expect(deliveryLabel(at('2026-01-15T11:00:00Z'), 'America/Los_Angeles', 'America/Los_Angeles')).toBe(
      'Jan 15, 2026 3:00 AM PST',
    );
    expect(deliveryLabel(at('2026-07-15T10:00:00Z'), 'America/Los_Angeles', 'America/Los_Angeles')).toBe(
      'Jul 15, 2026 3:00 AM PDT',
    );
  });

  it("adds the viewer's local time when the viewer is in another zone", () => {
    expect(deliveryLabel(at('2026-01-15T11:00:00Z'), 'America/Los_Angeles', 'America/New_York')).toBe(
      'Jan 15, 2026 3:00 AM PST (6:00 AM EST your time)',
    );
    // Berlin changes on March 29, Los Angeles on March 8: in between the gap is 8 hours, not 9.
    expect(deliveryLabel(at('2026-03-20T10:00:00Z'), 'America/Los_Angeles', 'Europe/Berlin')).toBe(
      'Mar 20, 2026 3:00 AM PDT (11:00 AM CET your time)',
    );
    expect(deliveryLabel(at('2026-01-15T11:00:00Z'), 'America/Los_Angeles', 'Asia/Tokyo')).toBe(
      'Jan 15, 2026 3:00 AM PST (8:00 PM JST your time)',
    );
    // In Auckland it is already the next day: the label names it.
    expect(deliveryLabel(at('2026-01-15T11:00:00Z'), 'America/Los_Angeles', 'Pacific/Auckland')).toBe(
      'Jan 15, 2026 3:00 AM PST (Jan 16, 12:00 AM NZDT your time)',
    );
  });

  it('uses Pacific time when the zone is missing or unknown', () => {
    expect(iso(deliveryAt({ StartingDate: '2026-01-15', RecurringType: 0 }, 0))).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(
      iso(deliveryAt({ StartingDate: '2026-01-15', RecurringType: 0, TimeZone: 'Mars/Olympus' }, 0)),
    ).toBe('2026-01-15T11:00:00.000Z');
  });

  it('honours another zone: 03:00 in Berlin', () => {
    expect(
      iso(deliveryAt({ StartingDate: '2026-07-01', RecurringType: 0, TimeZone: 'Europe/Berlin' }, 0)),
    ).toBe('2026-07-01T01:00:00.000Z');
  });
});

describe('month ends and leap years: each delivery from the starting date', () => {
  const days = (s: Schedule, n: number) =>
    Array.from({ length: n }, (_, i) => dayInZone(deliveryAt(s, i), s.TimeZone));

  it('a monthly filter started on the 31st delivers on the last day of shorter months and returns to the 31st', () => {
    expect(days(la('2026-01-31', RecurringType.Monthly), 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('February 29 in a leap year', () => {
    expect(days(la('2028-01-31', RecurringType.Monthly), 3)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(days(la('2028-02-29', RecurringType.Yearly), 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('quarterly from November 30: February 28, then back to the 30th', () => {
    expect(days(la('2026-11-30', RecurringType.Quarterly), 4)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
    ]);
  });
});

describe('the next deliveries', () => {
  it('lists the next five after an instant (the dialog preview)', () => {
    const s = la('2026-01-31', RecurringType.Monthly);
    expect(nextDeliveries(s, at('2026-04-30T10:00:01Z'), 5).map((ms) => dayInZone(ms, s.TimeZone))).toEqual([
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
    ]);
  });

  it('includes the delivery at the very instant, and starts at the starting date in the future', () => {
    const s = la('2026-12-01', RecurringType.Daily);
    expect(iso(nextDelivery(s, at('2026-12-01T11:00:00Z'))!)).toBe('2026-12-01T11:00:00.000Z');
    expect(iso(nextDelivery(s, at('2026-11-25T20:00:00Z'))!)).toBe('2026-12-01T11:00:00.000Z');
  });

  it('jumps near far dates without walking every day', () => {
    const s = la('2026-01-01', RecurringType.Daily);
    expect(iso(nextDelivery(s, at('2036-06-15T12:00:00Z'))!)).toBe('2036-06-16T10:00:00.000Z');
  });

  it('has none for an invalid schedule', () => {
    expect(nextDeliveries({ StartingDate: '2026-02-30', RecurringType: 0 }, 0, 5)).toEqual([]);
    expect(nextDeliveries({ StartingDate: '2026-02-01', RecurringType: 9 as 0 }, 0, 5)).toEqual([]);
  });

  it('says which deliveries fell due while the scheduler slept', () => {
    const s = la('2026-03-06', RecurringType.Daily);
    expect(dueDeliveries(s, at('2026-03-06T11:00:00Z'), at('2026-03-08T10:00:00Z')).map(iso)).toEqual([
      '2026-03-07T11:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
    ]);
    expect(dueDeliveries(s, at('2026-03-08T10:00:00Z'), at('2026-03-09T09:59:59Z'))).toEqual([]);
  });
});
