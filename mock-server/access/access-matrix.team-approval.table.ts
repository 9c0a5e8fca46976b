/**
 * The access matrix rows of team approval (issue 35; docs/authorization.md "Administration"). Columns as
 * access-matrix.table.ts: admin, member, field, site, direct, anonymous.
 */
import { TEAM_REQUEST_IDS } from '../../fixtures/ids';
import type { MatrixRow } from './access-matrix.types';

/** Administrators only: a workspace user (type 1) with the Admin role. */
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
/** Workspace users (account types 1 and 2) ask; site and direct-link users do not. */
const WORKSPACE_USERS = [200, 200, 200, 403, 403, 401] as const;

export const TEAM_APPROVAL_MATRIX: Record<string, MatrixRow> = {
  'GET /teamapproval/list': { expect: ADMIN_ONLY },
  'POST /teamapproval/settings': {
    body: { JoinNeedsApproval: true, TeamInviteNeedsApproval: false, AdminInviteNeedsApproval: true },
    expect: ADMIN_ONLY,
  },
  'POST /teamapproval/approve': { body: { RequestId: TEAM_REQUEST_IDS.omarJoinsDesign }, expect: ADMIN_ONLY },
  'POST /teamapproval/decline': {
    body: { RequestId: TEAM_REQUEST_IDS.inviteToField, Reason: 'Not this season.' },
    expect: ADMIN_ONLY,
  },
  'GET /teamrequest/options': { expect: WORKSPACE_USERS },
  // An administrator invitation needs no team, so every workspace user may ask it (approval is off: it applies).
  'POST /teamrequest/create': {
    body: { Email: 'someone.new@demo.test', ScopeId: 0, AsAdministrator: true },
    expect: WORKSPACE_USERS,
  },
};
