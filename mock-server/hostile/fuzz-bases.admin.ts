import { DEMO_INVITATION } from '../../fixtures/invitations';
import {
  NOTE_CATEGORY_IDS,
  NOTIFICATION_IDS,
  PROJECT_IDS,
  PROJECT_NOTE_IDS,
  ROLE_IDS,
  SCOPE_IDS,
  USER_IDS,
} from '../../fixtures/ids';
import type { SeedData } from '../../fixtures/types';
import { ACCESS_AREAS } from '../../src/domain/access/access-area';

/** A 1 by 1 PNG, as the logo page sends a picture. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Valid bodies of the administration and account calls (issue 17) for the fuzz to mutate. The random fuzz leaves out
 * those whose success changes who its callers are (CALLER_CHANGING): a changed password or e-mail address would sign
 * them out for good.
 */
export function adminFuzzBases(data: SeedData): Record<string, unknown> {
  const custom = data.roles.find((r) => !r.builtIn) ?? data.roles[0]!;
  const access = Object.fromEntries(ACCESS_AREAS.map((area) => [area, 1]));
  const team = { Name: 'Fuzz team', MemberIds: [USER_IDS.lead] };
  const invitee = { AccountType: 2, RoleIds: [ROLE_IDS.readWrite], TeamIds: [SCOPE_IDS.designTeam] };
  const invitation = { Hash: DEMO_INVITATION.token, RecordId: DEMO_INVITATION.id };
  return {
    '/__mock/faults': { path: '/no-such-call', status: 503, times: 1 },
    '/__mock/session': { email: 'member@demo.test', minutes: 30 },
    '/__mock/clock': { advanceMs: 1000 },
    '/__mock/reports/run-due': { until: '2026-01-01T00:00:00.000Z' },
    '/__mock/reset': {},
    '/_pact/provider-states': { state: 'no such state', params: {}, action: 'setup' },
    '/signalr/negotiate': {},
    '/account/logout': {},
    '/session/extend': {},
    '/notification/markallread': {},
    '/notification/deleteall': {},
    '/notecategory/create': { Name: 'Fuzz' },
    '/notecategory/update': { CategoryId: NOTE_CATEGORY_IDS.risk, Name: 'Fuzz' },
    '/notecategory/delete': { CategoryId: NOTE_CATEGORY_IDS.clientCall },
    '/projectnote/create': { ProjectId: PROJECT_IDS.officeRenovation, CategoryId: null, Text: 'Fuzz' },
    '/projectnote/update': {
      NoteId: PROJECT_NOTE_IDS.kickoff,
      CategoryId: NOTE_CATEGORY_IDS.risk,
      Text: 'Fuzz',
    },
    '/projectnote/delete': { NoteId: PROJECT_NOTE_IDS.permit },
    '/notification/markread': { NotificationId: NOTIFICATION_IDS.adminUnread[0] },
    '/notification/delete': { NotificationId: NOTIFICATION_IDS.adminUnread[1] },
    '/usersetup/update': { UserId: USER_IDS.lead, ...invitee },
    '/usersetup/deactivate': { UserId: USER_IDS.lead },
    '/usersetup/reactivate': { UserId: USER_IDS.lead },
    '/invitation/create': { Email: 'fuzz@demo.test', ...invitee },
    '/invitation/resend': { InvitationId: DEMO_INVITATION.id },
    '/invitation/delete': { InvitationId: DEMO_INVITATION.id },
    '/rolesetup/create': { roleName: 'Fuzz role', roleTypeId: 0, access },
    '/rolesetup/update': { roleId: custom.roleId, roleName: 'Fuzz role', roleTypeId: 0, access },
    '/rolesetup/delete': { roleId: custom.roleId, MoveToRoleId: ROLE_IDS.read },
    '/teamsetup/create': team,
    '/teamsetup/update': { ScopeId: SCOPE_IDS.designTeam, ...team },
    '/teamsetup/delete': { ScopeId: SCOPE_IDS.fieldTeam },
    '/workspace/settings/update': { Name: 'Fuzz workspace', Theme: 2, TimeZone: 'Europe/Paris' },
    '/workspace/logo/update': { Logo: PNG },
    '/workspace/logo/delete': {},
    '/account/changepassword': { CurrentPassword: 'demo', NewPassword: 'Fuzz-password-2026' },
    '/account/resetpassword': { Email: 'member@demo.test' },
    '/account/resetpassword/complete': {
      Hash: 'x'.repeat(43),
      RecordId: 1,
      NewPassword: 'Fuzz-password-2026',
    },
    '/account/profile/update': {
      FirstName: 'Ada',
      LastName: 'Admin',
      Email: 'ada.fuzz@demo.test',
      Theme: 2,
      CurrentPassword: 'demo',
    },
    '/invitation/register': {
      ...invitation,
      FirstName: 'New',
      LastName: 'Colleague',
      Password: 'Fuzz-password-2026',
    },
    '/invitation/accept': { ...invitation, Email: DEMO_INVITATION.email, Password: 'Fuzz-password-2026' },
  };
}

/** Routes whose accepted body changes the fuzz's own callers (their password, e-mail, account). */
export const CALLER_CHANGING = new Set([
  '/account/changepassword',
  '/account/profile/update',
  '/account/resetpassword/complete',
  '/siteaccount/reset-password/complete',
  '/usersetup/update',
  '/usersetup/deactivate',
  '/usersetup/delete',
  '/invitation/register',
  '/invitation/accept',
]);
