import { describe, expect, it } from 'vitest';
import {
  NO_APPROVAL,
  TeamApprovalText,
  declineReasonProblem,
  needsApproval,
  requestKindOf,
  requestSubject,
} from './team-approval.rules';

describe('team approval rules (issue 35)', () => {
  it('makes a request wait only when its switch is on and a non-administrator asked', () => {
    const joinsOnly = { ...NO_APPROVAL, JoinNeedsApproval: true };
    expect(needsApproval(joinsOnly, 'Join', false)).toBe(true);
    expect(needsApproval(joinsOnly, 'Join', true)).toBe(false);
    expect(needsApproval(joinsOnly, 'TeamInvite', false)).toBe(false);
    expect(needsApproval({ ...NO_APPROVAL, AdminInviteNeedsApproval: true }, 'AdminInvite', false)).toBe(
      true,
    );
    expect(needsApproval(NO_APPROVAL, 'AdminInvite', false)).toBe(false);
  });

  it('tells a join from an invitation by whether the address is a workspace user', () => {
    expect(requestKindOf({ AsAdministrator: false }, true)).toBe('Join');
    expect(requestKindOf({ AsAdministrator: false }, false)).toBe('TeamInvite');
    expect(requestKindOf({ AsAdministrator: true }, false)).toBe('AdminInvite');
  });

  it('says what was asked, and a decline’s reason when there is one', () => {
    const join = {
      Kind: 'Join',
      ForName: 'Finn Field',
      Email: 'field@demo.test',
      TeamName: 'Design Team',
    } as const;
    expect(requestSubject(join)).toBe('add Finn Field to Design Team');
    expect(requestSubject({ ...join, Kind: 'AdminInvite' })).toBe(
      'invite field@demo.test as an administrator',
    );
    expect(TeamApprovalText.declined('add Finn Field to Design Team', '  ')).toBe(
      'An administrator declined your request to add Finn Field to Design Team.',
    );
    expect(TeamApprovalText.applied('add Finn Field to Design Team')).toBe(
      'Done: Add Finn Field to Design Team.',
    );
    expect(declineReasonProblem('x'.repeat(500))).toBeNull();
    expect(declineReasonProblem('x'.repeat(501))).toBe('At most 500 characters.');
  });
});
