import { describe, expect, it } from 'vitest';
import { groupDeletion, groupNameError } from './report-group.rules';

const groups = [
  { ReportGroupId: 70, Name: 'Operations' },
  { ReportGroupId: 71, Name: 'Finance' },
];
const admin = { access: 15, userId: 1, deletesOthers: true };
const field = { access: 15, userId: 5, deletesOthers: false };

describe('a report group’s name (issue 32 #15)', () => {
  it('is required, at most 100 characters, and unique in the workspace whatever its case', () => {
    expect(groupNameError('  ', groups)).toBe('Required!');
    expect(groupNameError('x'.repeat(100), groups)).toBeNull();
    expect(groupNameError('x'.repeat(101), groups)).toBe('Max characters length (100) exceeded!');
    expect(groupNameError(' finance ', groups)).toBe('A report group named “Finance” already exists.');
    expect(groupNameError('Safety', groups)).toBeNull();
  });

  it('may stay the same, or change case, when the group itself is renamed', () => {
    expect(groupNameError('FINANCE', groups, 71)).toBeNull();
    expect(groupNameError('Operations', groups, 71)).toBe(
      'A report group named “Operations” already exists.',
    );
  });
});

describe('deleting a report group (issue 32 #15)', () => {
  it('is refused while the group holds reports, saying what to do', () => {
    expect(groupDeletion(admin, { CreatedById: null }, 2)).toEqual({
      allowed: false,
      reason: 'It holds 2 reports: move or delete them first.',
    });
    expect(groupDeletion(admin, { CreatedById: null }, 1)).toMatchObject({
      reason: 'It holds 1 report: move or delete it first.',
    });
    expect(groupDeletion(admin, { CreatedById: null }, 0)).toEqual({ allowed: true });
  });

  it('is its creator’s or an administrator’s, as for reports', () => {
    expect(groupDeletion(field, { CreatedById: 5 }, 0)).toEqual({ allowed: true });
    expect(groupDeletion(field, { CreatedById: null }, 0)).toMatchObject({ allowed: false });
    expect(groupDeletion(field, { CreatedById: 1 }, 0)).toMatchObject({ allowed: false });
  });
});
