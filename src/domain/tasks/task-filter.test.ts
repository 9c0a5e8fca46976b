import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ASSIGNEE,
  EVERY_TASK,
  TaskProjectsFilterType,
  TaskStarredFilterType,
  TaskStatusFilterType,
  compareTasks,
  filterTypeOf,
  pageOf,
  selectTasks,
  taskMatches,
  type TaskCriteria,
  type TaskFacts,
} from './task-filter';

const task = (facts: Partial<TaskFacts> = {}): TaskFacts => ({
  Title: 'Order floor tiles',
  ProjectId: 100,
  AssigneeIds: [2],
  IsCompleted: false,
  IsStarred: false,
  DueDate: '2026-12-04',
  ...facts,
});
const only = (criteria: Partial<TaskCriteria>): TaskCriteria => ({ ...EVERY_TASK, ...criteria });

describe('the report filter constants (reports spec §9)', () => {
  it('are the specification’s numbers', () => {
    expect(TaskStatusFilterType).toEqual({ All: 1, Completed: 2, NotCompleted: 3 });
    expect(TaskStarredFilterType).toEqual({ Both: 1, Starred: 2, NotStarred: 3 });
    expect(TaskProjectsFilterType).toEqual({ WithAndWithout: 1, With: 2, Without: 3 });
    expect(EMPTY_ASSIGNEE).toBe(0);
  });

  it('reads filter types written as text, as saved filters carry them', () => {
    expect(filterTypeOf('2', [1, 2, 3])).toBe(2);
    expect(filterTypeOf(3, [1, 2, 3])).toBe(3);
    expect(['4', '', 'x', '2.0', null, 2.5].map((v) => filterTypeOf(v, [1, 2, 3]))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('taskMatches', () => {
  it.each<[string, Partial<TaskCriteria>, Partial<TaskFacts>, boolean]>([
    ['all statuses', {}, { IsCompleted: true }, true],
    ['completed: a completed task', { TaskStatusFilterType: 2 }, { IsCompleted: true }, true],
    ['completed: an open task', { TaskStatusFilterType: 2 }, {}, false],
    ['not completed: a completed task', { TaskStatusFilterType: 3 }, { IsCompleted: true }, false],
    ['starred: a starred task', { TaskStarredFilterType: 2 }, { IsStarred: true }, true],
    ['starred: not starred', { TaskStarredFilterType: 2 }, {}, false],
    ['not starred: a starred task', { TaskStarredFilterType: 3 }, { IsStarred: true }, false],
    ['with projects: without one', { TaskProjectsFilterType: 2 }, { ProjectId: null }, false],
    ['without projects: with one', { TaskProjectsFilterType: 3 }, {}, false],
    ['without projects: without one', { TaskProjectsFilterType: 3 }, { ProjectId: null }, true],
    ['one project: another', { ProjectId: 101 }, {}, false],
    ['selected projects: another', { ProjectIds: [101] }, {}, false],
    ['selected projects: a task without a project stays', { ProjectIds: [101] }, { ProjectId: null }, true],
    ['mine: assigned to me among others', { TaskAssignees: [2] }, { AssigneeIds: [5, 2] }, true],
    ['mine: someone else’s', { TaskAssignees: [2] }, { AssigneeIds: [5] }, false],
    ['mine: nobody’s', { TaskAssignees: [2] }, { AssigneeIds: [] }, false],
    ['the empty assignee: nobody’s', { TaskAssignees: [EMPTY_ASSIGNEE] }, { AssigneeIds: [] }, true],
    ['the empty assignee: someone’s', { TaskAssignees: [EMPTY_ASSIGNEE] }, {}, false],
    ['mine or nobody’s: nobody’s', { TaskAssignees: [2, EMPTY_ASSIGNEE] }, { AssigneeIds: [] }, true],
    [
      'TaskWithNoAssignee: nobody’s',
      { TaskAssignees: [5], TaskWithNoAssignee: true },
      { AssigneeIds: [] },
      true,
    ],
    ['search: every word, any case', { Search: 'TILES order' }, {}, true],
    ['search: a missing word', { Search: 'tiles paint' }, {}, false],
    [
      'dates: due in range',
      { Dates: { AllDates: false, FromDate: '2026-12-01', ToDate: '2026-12-31' } },
      {},
      true,
    ],
    [
      'dates: due after the range',
      { Dates: { AllDates: false, FromDate: '2026-11-01', ToDate: '2026-11-30' } },
      {},
      false,
    ],
    ['dates: no due date', { Dates: { AllDates: false, FromDate: '2026-11-01' } }, { DueDate: null }, false],
    ['all dates: no due date', { Dates: { AllDates: true } }, { DueDate: null }, true],
  ])('%s', (_name, criteria, facts, expected) => {
    expect(taskMatches(task(facts), only(criteria))).toBe(expected);
  });

  it('ends the range on the delivery day when asked (UseDeliveryEndDate)', () => {
    const criteria = only({
      Dates: { AllDates: false, UseDeliveryEndDate: true, FromDate: '2026-11-01', ToDate: '2026-11-02' },
    });
    expect(taskMatches(task(), criteria, '2026-12-04')).toBe(true);
    expect(taskMatches(task(), criteria, '2026-12-03')).toBe(false);
  });

  const facts = fc.record({
    Title: fc.string(),
    ProjectId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    AssigneeIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    IsCompleted: fc.boolean(),
    IsStarred: fc.boolean(),
    DueDate: fc.constantFrom(null, '2026-01-01', '2026-06-30'),
  });

  it('splits every list in two: completed and not, starred and not, with and without a project', () => {
    fc.assert(
      fc.property(facts, (t) => {
        const pairs: Array<[Partial<TaskCriteria>, Partial<TaskCriteria>]> = [
          [{ TaskStatusFilterType: 2 }, { TaskStatusFilterType: 3 }],
          [{ TaskStarredFilterType: 2 }, { TaskStarredFilterType: 3 }],
          [{ TaskProjectsFilterType: 2 }, { TaskProjectsFilterType: 3 }],
        ];
        for (const [a, b] of pairs) expect(taskMatches(t, only(a)) !== taskMatches(t, only(b))).toBe(true);
        expect(taskMatches(t, EVERY_TASK)).toBe(true);
      }),
    );
  });

  it('finds a task by any one of its assignees, and a task without assignees only by the empty assignee', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 6 }), (t, someone) => {
        expect(taskMatches(t, only({ TaskAssignees: [someone] }))).toBe(t.AssigneeIds.includes(someone));
        expect(taskMatches(t, only({ TaskAssignees: [EMPTY_ASSIGNEE] }))).toBe(t.AssigneeIds.length === 0);
      }),
    );
  });
});

describe('order and pages', () => {
  it('puts open tasks first, then by due date with undated last, then the newest', () => {
    const tasks = [
      { ...task({ IsCompleted: true, DueDate: '2026-01-01' }), TaskId: 1 },
      { ...task({ DueDate: null }), TaskId: 2 },
      { ...task({ DueDate: '2026-12-04' }), TaskId: 3 },
      { ...task({ DueDate: '2026-11-01' }), TaskId: 4 },
      { ...task({ DueDate: '2026-12-04' }), TaskId: 5 },
    ];
    expect([...tasks].sort(compareTasks).map((t) => t.TaskId)).toEqual([4, 5, 3, 2, 1]);
  });

  it('selects one page of the matching tasks in order, with their total', () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ TaskId: i + 1, done: i % 2 === 0 }));
    const selected = selectTasks(
      items,
      (item) => task({ IsCompleted: item.done, DueDate: null }),
      (t) => !t.IsCompleted,
      1,
      50,
    );
    expect(selected.total).toBe(60);
    expect(selected.page).toBe(1);
    expect(selected.items.map((i) => i.TaskId)).toEqual(Array.from({ length: 10 }, (_, i) => 20 - 2 * i));
  });

  it('pages, keeping a page past the end on the last one', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(items, 0, 50).items).toHaveLength(50);
    expect(pageOf(items, 2, 50)).toEqual({ items: items.slice(100), page: 2 });
    expect(pageOf(items, 9, 50).page).toBe(2);
    expect(pageOf([], 3, 50)).toEqual({ items: [], page: 0 });
  });
});
