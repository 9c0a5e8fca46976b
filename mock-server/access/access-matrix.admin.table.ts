/**
 * The access matrix rows of the administration and account areas (issue 17; docs/authorization.md "Administration").
 * Columns as access-matrix.table.ts: admin, member, field, site, direct, anonymous.
 */
import { DEMO_INVITATION } from '../../fixtures/invitations';
import { ROLE_IDS, SCOPE_IDS, USER_IDS } from '../../fixtures/ids';
import { WORKSPACE_LOGO } from '../../fixtures/sharing';
import type { MatrixRow } from './access-matrix.types';

const ALL = [200, 200, 200, 200, 200, 200] as const;
const SIGNED_IN = [200, 200, 200, 200, 200, 401] as const;
/** Administrators only: a workspace user (type 1) with the Admin role. */
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const ACCESS = { projects: 7, forms: 31, reports: 1, tasks: 0, cabinet: 1 };
const PASSWORD = 'correct horse battery staple';

export const ADMIN_MATRIX: Record<string, MatrixRow> = {
  'GET /usersetup/list': { expect: ADMIN_ONLY },
  'POST /usersetup/update': {
    body: {
      UserId: USER_IDS.member,
      AccountType: 2,
      RoleIds: [ROLE_IDS.readWrite],
      TeamIds: [SCOPE_IDS.designTeam],
    },
    expect: ADMIN_ONLY,
  },
  'POST /usersetup/deactivate': { body: { UserId: USER_IDS.field }, expect: ADMIN_ONLY },
  'POST /usersetup/reactivate': { body: { UserId: USER_IDS.field }, expect: ADMIN_ONLY },
  'GET /invitation/list': { expect: ADMIN_ONLY },
  'POST /invitation/create': {
    body: {
      Email: 'someone.new@demo.test',
      AccountType: 2,
      RoleIds: [ROLE_IDS.read],
      TeamIds: [SCOPE_IDS.fieldTeam],
    },
    expect: ADMIN_ONLY,
  },
  'POST /invitation/resend': { body: { InvitationId: DEMO_INVITATION.id }, expect: ADMIN_ONLY },
  'POST /invitation/delete': { body: { InvitationId: DEMO_INVITATION.id }, expect: ADMIN_ONLY },
  'GET /rolesetup/list': { expect: ADMIN_ONLY },
  'GET /rolesetup': { url: `/rolesetup?id=${ROLE_IDS.reviewer}`, expect: ADMIN_ONLY },
  'POST /rolesetup/create': {
    body: { roleName: 'Inspector', roleTypeId: 0, access: ACCESS },
    expect: ADMIN_ONLY,
  },
  'POST /rolesetup/update': {
    body: { roleId: ROLE_IDS.auditor, roleName: 'Auditor', roleTypeId: 2, access: ACCESS },
    expect: ADMIN_ONLY,
  },
  'POST /rolesetup/delete': { body: { roleId: ROLE_IDS.auditor }, expect: ADMIN_ONLY },
  'GET /teamsetup/list': { expect: ADMIN_ONLY },
  'POST /teamsetup/create': {
    body: { Name: 'Quality Team', MemberIds: [USER_IDS.member] },
    expect: ADMIN_ONLY,
  },
  'POST /teamsetup/update': {
    body: { ScopeId: SCOPE_IDS.designTeam, Name: 'Design', MemberIds: [USER_IDS.admin, USER_IDS.member] },
    expect: ADMIN_ONLY,
  },
  // The Design Team has projects: an administrator is told to move them first (400).
  'POST /teamsetup/delete': {
    body: { ScopeId: SCOPE_IDS.designTeam },
    expect: [400, 403, 403, 403, 403, 401],
  },
  'GET /workspace/settings': { expect: ADMIN_ONLY },
  'POST /workspace/settings/update': {
    body: { Name: 'Demo Workspace', Theme: 3, TimeZone: 'Europe/Paris' },
    expect: ADMIN_ONLY,
  },
  'POST /workspace/logo/update': { body: { Logo: WORKSPACE_LOGO }, expect: ADMIN_ONLY },
  'POST /workspace/logo/delete': { body: {}, expect: ADMIN_ONLY },
  'GET /workspace/logo': { expect: SIGNED_IN },
  'GET /activitylog/list': { expect: ADMIN_ONLY },

  // The account area: one's own password and profile (any signed-in user), and the links e-mailed to anyone.
  'POST /account/changepassword': {
    body: { CurrentPassword: 'demo', NewPassword: PASSWORD },
    expect: SIGNED_IN,
  },
  'GET /account/profile': { expect: SIGNED_IN },
  'POST /account/profile/update': {
    body: {
      FirstName: 'Pat',
      LastName: 'Doe',
      Email: 'renamed@demo.test',
      Theme: null,
      CurrentPassword: 'demo',
    },
    expect: SIGNED_IN,
  },
  // The same answer whether or not the address has an account.
  'POST /account/resetpassword': { body: { Email: 'member@demo.test' }, expect: ALL },
  'GET /account/resetpassword/check': {
    url: `/account/resetpassword/check?hash=${DEMO_INVITATION.token}&recordId=1`,
    expect: ALL,
  },
  'POST /account/resetpassword/complete': {
    body: { Hash: DEMO_INVITATION.token, RecordId: 1, NewPassword: PASSWORD },
    expect: [400, 400, 400, 400, 400, 400],
  },
  'GET /invitation/details': {
    url: `/invitation/details?hash=${DEMO_INVITATION.token}&recordId=${DEMO_INVITATION.id}`,
    expect: ALL,
  },
  'POST /invitation/register': {
    body: {
      Hash: DEMO_INVITATION.token,
      RecordId: DEMO_INVITATION.id,
      FirstName: 'Nora',
      LastName: 'New',
      Password: PASSWORD,
    },
    expect: ALL,
  },
  // The invitee has no account yet: accepting with a password answers as a wrong sign-in.
  'POST /invitation/accept': {
    body: {
      Hash: DEMO_INVITATION.token,
      RecordId: DEMO_INVITATION.id,
      Email: DEMO_INVITATION.email,
      Password: PASSWORD,
    },
    expect: [400, 400, 400, 400, 400, 400],
  },
};
