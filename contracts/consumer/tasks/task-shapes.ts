import { MatchersV3 } from '@pact-foundation/pact';
import { isoDate } from '../forms/forms-shapes';

const { eachLike, integer, string, boolean, regex } = MatchersV3;

export const day = (value: string) => regex(/^\d{4}-\d{2}-\d{2}$/, value);

/** A task as the API answers it (docs/api-tasks.md), with the values of demo task 800 as examples. */
export const taskShape = (overrides: Record<string, unknown> = {}) => ({
  TaskId: integer(800),
  Title: string('Order floor tiles for level 2'),
  Description: string('Grey porcelain, 600 x 600.'),
  ProjectId: integer(100),
  ProjectName: string('Office Renovation'),
  CategoryId: integer(702),
  CategoryName: string('Procurement'),
  Assignees: eachLike({ UserId: integer(2), FirstName: string('Mel'), LastName: string('Member') }),
  DueDate: day('2026-12-04'),
  IsCompleted: boolean(false),
  CompletedOn: null,
  IsStarred: boolean(true),
  CreatedOn: isoDate('2026-11-13T09:00:00.000Z'),
  CreatorName: string('Priya Patel'),
  Access: integer(5),
  ...overrides,
});
