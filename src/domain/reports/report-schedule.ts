/**
 * When a scheduled report filter is delivered (reports spec §3 RecurringType, §9 "Estimated delivery of scheduled
 * reports: 3:00 am PST"), with moment-timezone for the arithmetic. Both the filter dialog (the next five deliveries,
 * the Upcoming column) and the mock backend's scheduler use these functions.
 *
 * Delivery n is computed from the starting date, never from the previous delivery: `start + n × period` at 03:00 in
 * the schedule's zone. So a monthly filter started on the 31st delivers on the last day of shorter months and
 * returns to the 31st, and 03:00 stays 03:00 across both DST changes (docs/reports.md, "Schedules").
 */
import moment from 'moment-timezone';
import { isIsoDate } from '../projects/date-criteria';

/** RecurringType (spec §3, §9): 0 daily, 1 weekly, 2 monthly, 3 quarterly, 4 yearly. */
export const RecurringType = { Daily: 0, Weekly: 1, Monthly: 2, Quarterly: 3, Yearly: 4 } as const;
export type RecurringTypeId = (typeof RecurringType)[keyof typeof RecurringType];

export const RECURRING_LABELS: Readonly<Record<RecurringTypeId, string>> = {
  0: 'Daily',
  1: 'Weekly',
  2: 'Monthly',
  3: 'Quarterly',
  4: 'Yearly',
};

export const isRecurringType = (value: unknown): value is RecurringTypeId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4;

/** The spec's "3:00 am PST": Pacific time, which is PDT in summer. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const DELIVERY_HOUR = 3;

/** True for a time zone moment-timezone knows by its IANA name. */
export const isTimeZone = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 64 && moment.tz.zone(value) !== null;

export interface Schedule {
  /** First delivery day, YYYY-MM-DD, in the schedule's zone. */
  StartingDate: string;
  RecurringType: RecurringTypeId;
  /** IANA name; DEFAULT_TIME_ZONE when absent. */
  TimeZone?: string | null;
}

const STEP: Readonly<Record<RecurringTypeId, [number, moment.unitOfTime.DurationConstructor]>> = {
  0: [1, 'days'],
  1: [1, 'weeks'],
  2: [1, 'months'],
  3: [3, 'months'],
  4: [1, 'years'],
};

const zoneOf = (schedule: Schedule) =>
  isTimeZone(schedule.TimeZone) ? schedule.TimeZone : DEFAULT_TIME_ZONE;

function start(schedule: Schedule): moment.Moment {
  return moment.tz(
    `${schedule.StartingDate} 0${DELIVERY_HOUR}:00`,
    'YYYY-MM-DD HH:mm',
    true,
    zoneOf(schedule),
  );
}

/** Delivery n (0 is the starting date) as epoch milliseconds. */
export function deliveryAt(schedule: Schedule, n: number): number {
  const [size, unit] = STEP[schedule.RecurringType];
  return start(schedule)
    .add(n * size, unit)
    .valueOf();
}

/** The approximate number of periods between the start and an instant, to jump near it without walking. */
function periodsBefore(schedule: Schedule, at: number): number {
  const [size, unit] = STEP[schedule.RecurringType];
  const diff = moment.tz(at, zoneOf(schedule)).diff(start(schedule), unit, true) / size;
  return Math.max(0, Math.floor(diff) - 1);
}

/**
 * The next `count` deliveries at or after `from` (epoch ms), as epoch ms. Invalid schedules have none.
 * `until` (epoch ms, optional) ends the list early.
 */
export function nextDeliveries(schedule: Schedule, from: number, count: number, until?: number): number[] {
  if (
    !isIsoDate(schedule.StartingDate) ||
    !isRecurringType(schedule.RecurringType) ||
    !start(schedule).isValid()
  )
    return [];
  const result: number[] = [];
  let n = periodsBefore(schedule, from);
  while (result.length < count) {
    const at = deliveryAt(schedule, n);
    if (until !== undefined && at > until) break;
    if (at >= from) result.push(at);
    n += 1;
  }
  return result;
}

/** The next delivery at or after `from`, or null. */
export function nextDelivery(schedule: Schedule, from: number): number | null {
  return nextDeliveries(schedule, from, 1)[0] ?? null;
}

/** The deliveries that fell due in (after, upTo]: what a scheduler that was asleep owes. */
export function dueDeliveries(schedule: Schedule, after: number, upTo: number, max = 100): number[] {
  return nextDeliveries(schedule, after + 1, max, upTo);
}

/** "Mar 9, 2026 3:00 AM PDT": an instant in a zone, with that zone's abbreviation at that instant. */
export function formatInZone(at: number, zone: string): string {
  return moment.tz(at, isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE).format('MMM D, YYYY h:mm A z');
}

/**
 * The label of a delivery: in the schedule's zone, plus the viewer's local time when the viewer is elsewhere
 * ("Mar 9, 2026 3:00 AM PDT (6:00 AM EDT your time)").
 */
export function deliveryLabel(
  at: number,
  scheduleZone: string | null | undefined,
  viewerZone: string,
): string {
  const zone = isTimeZone(scheduleZone) ? scheduleZone : DEFAULT_TIME_ZONE;
  const there = formatInZone(at, zone);
  if (!isTimeZone(viewerZone) || moment.tz(at, viewerZone).format() === moment.tz(at, zone).format())
    return there;
  const sameDay = moment.tz(at, viewerZone).format('YYYY-MM-DD') === moment.tz(at, zone).format('YYYY-MM-DD');
  const local = moment.tz(at, viewerZone).format(sameDay ? 'h:mm A z' : 'MMM D, h:mm A z');
  return `${there} (${local} your time)`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone: the delivery day a "Use Date of Report Delivery" filter ends on. */
export function dayInZone(at: number, zone: string | null | undefined): string {
  return moment.tz(at, isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE).format('YYYY-MM-DD');
}
