import { describe, expect, it } from 'vitest';
import { AccessVerb } from './access-verb';
import { ACTORS } from './access-actors.fixture';
import { reportItemDeletion, reportListActions, reportRights } from './report-access.policy';

describe('the report list’s actions (spec §6 applied to reports)', () => {
  it('shows each action only with its bit', () => {
    expect(reportListActions(15)).toEqual({
      create: true,
      rename: true,
      move: true,
      copy: true,
      delete: true,
    });
    expect(reportListActions(AccessVerb.Read)).toEqual({
      create: false,
      rename: false,
      move: false,
      copy: false,
      delete: false,
    });
    // Copy needs Read and Create; Rename and Move need Update.
    expect(reportListActions(AccessVerb.Create)).toMatchObject({ create: true, copy: false, rename: false });
    expect(reportListActions(AccessVerb.Read | AccessVerb.Update)).toMatchObject({
      rename: true,
      move: true,
      copy: false,
    });
    expect(reportListActions(AccessVerb.Read | AccessVerb.Delete)).toMatchObject({
      delete: true,
      create: false,
    });
  });
});

describe('deleting a report, a filter or a group (issue 32 #1)', () => {
  const admin = reportRights(ACTORS.admin);
  const field = reportRights(ACTORS.field);
  const member = reportRights(ACTORS.member);

  it('lets its creator with the Delete bit, and an administrator, delete it', () => {
    expect(reportItemDeletion(field, ACTORS.field.userId)).toEqual({ allowed: true });
    expect(reportItemDeletion(admin, ACTORS.field.userId)).toEqual({ allowed: true });
    expect(reportItemDeletion(admin, null)).toEqual({ allowed: true });
  });

  it('refuses someone else’s item to a user who holds the Delete bit, with the reason', () => {
    expect(field.access & AccessVerb.Delete).toBe(AccessVerb.Delete);
    expect(reportItemDeletion(field, ACTORS.admin.userId)).toEqual({
      allowed: false,
      reason: 'Only whoever created it or a workspace administrator may delete it.',
    });
    expect(reportItemDeletion(field, null)).toMatchObject({ allowed: false });
  });

  it('refuses even their own item to a user without the Delete bit', () => {
    expect(reportItemDeletion(member, ACTORS.member.userId)).toEqual({
      allowed: false,
      reason: 'Your roles do not allow you to delete reports.',
    });
  });
});
