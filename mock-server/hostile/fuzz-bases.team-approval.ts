import { SCOPE_IDS, TEAM_REQUEST_IDS } from '../../fixtures/ids';

/** Valid bodies of the team approval calls (issue 35) for the fuzz to mutate. */
export function teamApprovalFuzzBases(): Record<string, unknown> {
  return {
    '/teamapproval/settings': {
      JoinNeedsApproval: true,
      TeamInviteNeedsApproval: true,
      AdminInviteNeedsApproval: false,
    },
    '/teamapproval/approve': { RequestId: TEAM_REQUEST_IDS.omarJoinsDesign },
    '/teamapproval/decline': { RequestId: TEAM_REQUEST_IDS.inviteToField, Reason: 'Fuzz' },
    '/teamrequest/create': {
      Email: 'fuzz.friend@demo.test',
      ScopeId: SCOPE_IDS.designTeam,
      AsAdministrator: false,
    },
  };
}
