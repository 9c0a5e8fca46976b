import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastOnWhite, MIN_TEXT_CONTRAST } from '../forms/dialogs/label-contrast';
import { isoFromTyped, isOverdue, typedFromIso } from '../tasks/due-date';
import { SetupMessage, firstProblem, hasProblems, nameProblem, workflowProblems } from './setup-rules';
import { TAG_COLORS, isColor, nameTaken } from './setup.entity';
import { firstStatus, moveAnnouncement, moveItem, orderedItems, renumber } from './workflow-order';

const items = [
  { WorkflowStatusId: 503, Name: 'Build', Order: 3 },
  { WorkflowStatusId: 501, Name: 'Planning', Order: 1 },
  { WorkflowStatusId: 502, Name: 'Design', Order: 2 },
];

describe('workflow order', () => {
  it('reads statuses by Order; the first is where a project starts', () => {
    expect(orderedItems(items).map((i) => i.Name)).toEqual(['Planning', 'Design', 'Build']);
    expect(firstStatus(items)?.Name).toBe('Planning');
    expect(firstStatus([])).toBeNull();
  });

  it('moves a status and numbers the list 1..n', () => {
    const moved = renumber(moveItem(orderedItems(items), 2, 0));
    expect(moved.map((i) => [i.Name, i.Order])).toEqual([
      ['Build', 1],
      ['Planning', 2],
      ['Design', 3],
    ]);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
  });

  it('keeps every status when moving, whatever the positions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 20 }),
        fc.integer({ min: -3, max: 25 }),
        fc.integer({ min: -3, max: 25 }),
        (list, from, to) => {
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          if (from >= 0 && from < list.length)
            expect(moved[Math.min(Math.max(0, to), list.length - 1)]).toBe(list[from]);
        },
      ),
    );
  });

  it('says where a status went, or why it did not move', () => {
    expect(moveAnnouncement('Design', 1, 0, 3)).toBe('Design moved to position 1 of 3.');
    expect(moveAnnouncement('Planning', 0, -1, 3)).toBe('Planning is already first.');
    expect(moveAnnouncement('Build', 2, 3, 3)).toBe('Build is already last.');
  });
});

describe('setup input rules', () => {
  it('uses the specification’s name messages', () => {
    expect(nameProblem('  ')).toBe('Required!');
    expect(nameProblem('x'.repeat(255))).toBe('Max characters length (254) exceeded!');
    expect(nameProblem(` ${'x'.repeat(254)} `)).toBeNull();
  });

  it('checks a workflow: a name, at least one status, each status named once', () => {
    const problems = workflowProblems({
      Name: '',
      WorkflowItems: [{ Name: 'Open' }, { Name: ' open ' }, { Name: '' }],
    });
    expect(problems).toEqual({
      name: 'Required!',
      items: [undefined, SetupMessage.duplicateStatus, 'Required!'],
    });
    expect(firstProblem(problems)).toBe('Name: Required!');
    expect(workflowProblems({ Name: 'Audit', WorkflowItems: [] }).list).toBe(
      SetupMessage.workflowNeedsStatus,
    );
    expect(
      workflowProblems({
        Name: 'Audit',
        WorkflowItems: Array.from({ length: 51 }, (_, i) => ({ Name: `S${i}` })),
      }).list,
    ).toBe(SetupMessage.tooManyStatuses);
    expect(hasProblems(workflowProblems({ Name: 'Audit', WorkflowItems: [{ Name: 'Open' }] }))).toBe(false);
  });

  it('finds a taken name, but not the item’s own', () => {
    const tags = [{ id: 1, name: 'Safety' }];
    expect(
      nameTaken(
        tags,
        ' SAFETY ',
        (t) => t.id,
        (t) => t.name,
      ),
    ).toBe(true);
    expect(
      nameTaken(
        tags,
        'Safety',
        (t) => t.id,
        (t) => t.name,
        1,
      ),
    ).toBe(false);
  });
});

describe('tag colours', () => {
  it.each(TAG_COLORS)('%s keeps white text readable (WCAG 2.2 SC 1.4.3, at least 4.5:1)', (color) => {
    expect(isColor(color)).toBe(true);
    expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('due dates', () => {
  it('reads a typed date as the forms do and writes it back', () => {
    expect(isoFromTyped('12/04/2026')).toBe('2026-12-04');
    expect(isoFromTyped('1/5/2027')).toBe('2027-01-05');
    expect(isoFromTyped(' ')).toBeNull();
    expect(isoFromTyped('31/12/2026')).toBeUndefined();
    expect(typedFromIso('2026-12-04')).toBe('12/04/2026');
    expect(typedFromIso(null)).toBe('');
  });

  it('knows an overdue task', () => {
    expect(isOverdue({ DueDate: '2026-11-24', IsCompleted: false }, '2026-11-25')).toBe(true);
    expect(isOverdue({ DueDate: '2026-11-24', IsCompleted: true }, '2026-11-25')).toBe(false);
    expect(isOverdue({ DueDate: '2026-11-25', IsCompleted: false }, '2026-11-25')).toBe(false);
  });
});
