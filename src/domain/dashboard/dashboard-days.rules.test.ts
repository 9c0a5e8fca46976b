import { describe, expect, it } from 'vitest';
import {
  compareDeliveries,
  completedPerWeek,
  dashboardDays,
  isMine,
  taskBucket,
} from './dashboard-days.rules';

const task = (
  DueDate: string | null,
  extra: Partial<{ IsCompleted: boolean; CompletedOn: string | null; AssigneeIds: number[] }> = {},
) => ({
  AssigneeIds: [2],
  DueDate,
  IsCompleted: false,
  CompletedOn: null,
  ...extra,
});

describe('the dashboard days', () => {
  // 2026-11-30 06:30 UTC is still Sunday 29 November in Los Angeles (UTC-8).
  const lateSunday = Date.parse('2026-11-30T06:30:00Z');

  it('count today in the workspace time zone, not UTC', () => {
    expect(dashboardDays(lateSunday, 'America/Los_Angeles')).toEqual({
      today: '2026-11-29',
      weekEnd: '2026-12-06',
      zone: 'America/Los_Angeles',
    });
    expect(dashboardDays(lateSunday, 'Europe/Berlin').today).toBe('2026-11-30');
    expect(dashboardDays(lateSunday, 'Not/AZone').zone).toBe('America/Los_Angeles');
  });

  it('put an open task overdue, today, this week (the next seven days) or nowhere', () => {
    const days = dashboardDays(lateSunday, 'America/Los_Angeles');
    expect(taskBucket(task('2026-11-28'), days)).toBe('overdue');
    expect(taskBucket(task('2026-11-29'), days)).toBe('today');
    expect(taskBucket(task('2026-11-30'), days)).toBe('week');
    expect(taskBucket(task('2026-12-06'), days)).toBe('week');
    expect(taskBucket(task('2026-12-07'), days)).toBeNull();
    expect(taskBucket(task(null), days)).toBeNull();
    expect(
      taskBucket(task('2026-11-01', { IsCompleted: true, CompletedOn: '2026-11-02T10:00:00Z' }), days),
    ).toBeNull();
  });

  it('takes a task as mine only when I am one of its assignees', () => {
    expect(isMine(task(null, { AssigneeIds: [5, 2] }), 2)).toBe(true);
    expect(isMine(task(null, { AssigneeIds: [5] }), 2)).toBe(false);
  });

  it('counts my completions per Monday-to-Sunday week in the zone, the current week last', () => {
    const done = (CompletedOn: string, AssigneeIds = [2]) =>
      task('2026-01-01', { IsCompleted: true, CompletedOn, AssigneeIds });
    const weeks = completedPerWeek(
      [
        // Monday 23 November 02:00 UTC is Sunday 22 November in Los Angeles: the week before.
        done('2026-11-23T02:00:00Z'),
        done('2026-11-24T18:00:00Z'),
        done('2026-11-24T18:00:00Z', [7]),
        done('2026-10-05T18:00:00Z'),
        // Before the eight weeks shown.
        done('2026-09-01T18:00:00Z'),
      ],
      2,
      lateSunday,
      'America/Los_Angeles',
      8,
    );
    expect(weeks.map((w) => w.WeekStart)).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weeks.map((w) => w.Count)).toEqual([1, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('orders deliveries: last one failed first, then the soonest next delivery, unscheduled last', () => {
    const rows = [
      { FilterId: 1, LastStatus: 'sent', NextDate: null },
      { FilterId: 2, LastStatus: 'sent', NextDate: '2026-12-01T11:00:00Z' },
      { FilterId: 3, LastStatus: 'failed', NextDate: '2026-12-09T11:00:00Z' },
      { FilterId: 4, LastStatus: null, NextDate: '2026-11-30T11:00:00Z' },
    ];
    expect([...rows].sort(compareDeliveries).map((r) => r.FilterId)).toEqual([3, 4, 2, 1]);
  });
});
