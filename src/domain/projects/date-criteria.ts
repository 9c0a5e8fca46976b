/**
 * The date criteria of a report filter (reports spec §3: ProjectsAllDates, ProjectsUseDeliveryEndDate,
 * ProjectsFromDate, ProjectsToDate and the same four for tasks), as one rule for projects and tasks. Dates are
 * ISO calendar dates (YYYY-MM-DD), compared as text. What each date means is docs/tasks.md.
 */
export interface DateCriteria {
  AllDates: boolean;
  /** "Use Date of Report Delivery as To Date": the range ends on the delivery day instead of ToDate. */
  UseDeliveryEndDate?: boolean;
  FromDate?: string | null;
  ToDate?: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** The range the criteria select, inclusive; an open end is null. `deliveryDate` is the report's delivery day. */
export function rangeOf(
  criteria: DateCriteria,
  deliveryDate?: string,
): { from: string | null; to: string | null } {
  const from = isIsoDate(criteria.FromDate) ? criteria.FromDate : null;
  const to =
    criteria.UseDeliveryEndDate && deliveryDate
      ? deliveryDate
      : isIsoDate(criteria.ToDate)
        ? criteria.ToDate
        : null;
  return { from, to };
}

/** Reports spec §4: "A date range is valid when All dates is chosen, or when the from date is not later than the to date." */
export function validDateRange(criteria: DateCriteria, deliveryDate?: string): boolean {
  if (criteria.AllDates) return true;
  const { from, to } = rangeOf(criteria, deliveryDate);
  return from === null || to === null || from <= to;
}

/** A single date (a task's due date) in the range; without a date it is in no range but "All dates". */
export function dateInRange(date: string | null, criteria: DateCriteria, deliveryDate?: string): boolean {
  if (criteria.AllDates) return true;
  if (!isIsoDate(date)) return false;
  const { from, to } = rangeOf(criteria, deliveryDate);
  return (from === null || date >= from) && (to === null || date <= to);
}

/**
 * A span (a project's start date to its delivery end date) that overlaps the range: the project runs during it.
 * A missing start or end leaves that side open; a span with neither date is in no range but "All dates".
 */
export function spanInRange(
  start: string | null,
  end: string | null,
  criteria: DateCriteria,
  deliveryDate?: string,
): boolean {
  if (criteria.AllDates) return true;
  const first = isIsoDate(start) ? start : null;
  const last = isIsoDate(end) ? end : null;
  if (first === null && last === null) return false;
  const { from, to } = rangeOf(criteria, deliveryDate);
  return (to === null || first === null || first <= to) && (from === null || last === null || last >= from);
}
