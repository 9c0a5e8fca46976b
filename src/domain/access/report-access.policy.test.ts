import { describe, expect, it } from 'vitest';
import { AccessVerb } from './access-verb';
import { reportListActions } from './report-access.policy';

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
