import { describe, expect, it } from 'vitest';
import { activityFilterProblem, inActivityFilter, isDay, type ActivityEntry } from './activity.entity';

const entry: ActivityEntry = {
  ActivityId: 1,
  OccurredOn: '2024-04-01T23:30:00.000Z',
  UserId: 2,
  UserName: 'Mel Member',
  Area: 'forms',
  Action: 'Saved',
};

describe('activity filters', () => {
  it('filters by user, area and the reader’s day', () => {
    expect(inActivityFilter(entry, { userId: 2, area: 'forms' })).toBe(true);
    expect(inActivityFilter(entry, { userId: 1 })).toBe(false);
    expect(inActivityFilter(entry, { area: 'users' })).toBe(false);
    expect(inActivityFilter(entry, { from: '2024-04-01', to: '2024-04-01' })).toBe(true);
    // 23:30 UTC is already 1 April's next day in Paris (UTC+2 in April).
    expect(inActivityFilter(entry, { from: '2024-04-02' }, 120)).toBe(true);
    expect(inActivityFilter(entry, { to: '2024-04-01' }, 120)).toBe(false);
  });

  it('refuses days that do not exist and a range the wrong way round', () => {
    expect([isDay('2024-02-29'), isDay('2023-02-29'), isDay('2024-4-1')]).toEqual([true, false, false]);
    expect(activityFilterProblem({ from: '2024-04-02', to: '2024-04-01' })).toBe(
      'From must not be after To.',
    );
    expect(activityFilterProblem({ from: '2024-13-01' })).toBe('From must be a date (YYYY-MM-DD).');
    expect(activityFilterProblem({})).toBeNull();
  });
});
