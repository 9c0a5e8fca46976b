/**
 * The dashboard's counting rules (docs/dashboard.md), shared by the page and the mock backend: which tasks are the
 * member's, which day "today" is in the workspace's time zone, what "this week" and a completion week are.
 */
import moment from 'moment-timezone';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../reports/report-schedule';
import { DASHBOARD_LIMITS, type TaskBucket } from './dashboard.entity';

export interface DashboardTaskFacts {
  AssigneeIds: readonly number[];
  DueDate: string | null;
  IsCompleted: boolean;
  CompletedOn: string | null;
}

/** The days a summary is counted on, in the workspace's zone. */
export interface DashboardDays {
  /** YYYY-MM-DD. */
  today: string;
  /** The last day of "due this week": today + DASHBOARD_LIMITS.daysAhead. */
  weekEnd: string;
  zone: string;
}

export const zoneOrDefault = (zone: string | null | undefined): string =>
  isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;

export function dashboardDays(now: number, zone: string | null | undefined): DashboardDays {
  const z = zoneOrDefault(zone);
  const day = moment.tz(now, z);
  return {
    today: day.format('YYYY-MM-DD'),
    weekEnd: day.clone().add(DASHBOARD_LIMITS.daysAhead, 'days').format('YYYY-MM-DD'),
    zone: z,
  };
}

/** A task is the member's when they are one of its assignees (created by them or in their team is not enough). */
export const isMine = (task: Pick<DashboardTaskFacts, 'AssigneeIds'>, userId: number): boolean =>
  task.AssigneeIds.includes(userId);

/**
 * Where an open task of the member goes: overdue (due before today), today, or this week (due in the seven days after
 * today); null for a completed task, one without a due date, or one due later.
 */
export function taskBucket(task: DashboardTaskFacts, days: DashboardDays): TaskBucket | null {
  if (task.IsCompleted || task.DueDate === null) return null;
  if (task.DueDate < days.today) return 'overdue';
  if (task.DueDate === days.today) return 'today';
  return task.DueDate <= days.weekEnd ? 'week' : null;
}

/** The Monday (YYYY-MM-DD) of the week an instant falls in, in `zone`. */
export function weekStartOf(at: number, zone: string): string {
  return moment.tz(at, zone).startOf('isoWeek').format('YYYY-MM-DD');
}

/**
 * The member's completed tasks per week, for the last `weeks` weeks (the current one last), by the day each was
 * completed in the workspace's zone. Weeks without a completion count 0.
 */
export function completedPerWeek(
  tasks: Iterable<DashboardTaskFacts>,
  userId: number,
  now: number,
  zone: string,
  weeks: number = DASHBOARD_LIMITS.weeks,
): Array<{ WeekStart: string; Count: number }> {
  const current = moment.tz(now, zone).startOf('isoWeek');
  const counts = new Map<string, number>();
  for (let i = weeks - 1; i >= 0; i--)
    counts.set(current.clone().subtract(i, 'weeks').format('YYYY-MM-DD'), 0);
  for (const task of tasks) {
    if (!task.IsCompleted || task.CompletedOn === null || !isMine(task, userId)) continue;
    const week = weekStartOf(Date.parse(task.CompletedOn), zone);
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return [...counts].map(([WeekStart, Count]) => ({ WeekStart, Count }));
}

/**
 * The order of the deliveries widget: a filter whose last delivery failed first, then by the next delivery, soonest
 * first, the unscheduled last.
 */
export function compareDeliveries(
  a: { LastStatus: string | null; NextDate: string | null; FilterId: number },
  b: { LastStatus: string | null; NextDate: string | null; FilterId: number },
): number {
  const failed = (d: { LastStatus: string | null }) => (d.LastStatus === 'failed' ? 0 : 1);
  if (failed(a) !== failed(b)) return failed(a) - failed(b);
  if (a.NextDate !== b.NextDate) {
    if (a.NextDate === null) return 1;
    if (b.NextDate === null) return -1;
    return a.NextDate < b.NextDate ? -1 : 1;
  }
  return a.FilterId - b.FilterId;
}
