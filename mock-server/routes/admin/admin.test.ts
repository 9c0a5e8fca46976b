import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CABINET_FILE_IDS,
  CABINET_IDS,
  REPORT_FILTER_IDS,
  REPORT_IDS,
  ROLE_IDS,
  SCOPE_IDS,
  USER_IDS,
} from '../../../fixtures/ids';
import { WORKSPACE_LOGO } from '../../../fixtures/sharing';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { ACCOUNT_DEACTIVATED } from '../../../src/domain/platform/realtime-events';
import { LOGO_TYPE_PROBLEM } from '../../../src/domain/admin/workspace-settings.rules';
import { connectSignalR } from '../../test-support/hub-client';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
let admin: MockClient;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(async () => {
  running.mock.reset();
  running.mock.sessions.clear();
  admin = running.client();
  await admin.login('admin@demo.test');
});

const FULL = { projects: 31, forms: 31, reports: 31, tasks: 31, cabinet: 31 };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('the administrator rules', () => {
  it('never leaves the workspace without an active administrator, and an administrator does not deactivate themselves', async () => {
    const demote = await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.admin,
      AccountType: 1,
      RoleIds: [ROLE_IDS.readWrite],
      TeamIds: [],
    });
    expect([demote.status, demote.body]).toEqual([400, { Message: AdminText.lastAdministrator }]);
    const asTeamUser = await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.admin,
      AccountType: 2,
      RoleIds: [ROLE_IDS.admin],
      TeamIds: [],
    });
    expect(asTeamUser.body).toEqual({ Message: AdminText.adminRoleNeedsWorkspaceUser });
    const self = await admin.post('/api/usersetup/deactivate', { UserId: USER_IDS.admin });
    expect([self.status, self.body]).toEqual([400, { Message: AdminText.notYourself }]);
    expect(running.mock.store.userById(USER_IDS.admin)?.roleIds).toEqual([ROLE_IDS.admin]);

    // With a second administrator, the first may step down.
    const promote = await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.member,
      AccountType: 1,
      RoleIds: [ROLE_IDS.admin],
      TeamIds: [SCOPE_IDS.designTeam],
    });
    expect(promote.body).toMatchObject({
      UserId: USER_IDS.member,
      AccountType: 1,
      IsAdmin: true,
      TeamIds: [SCOPE_IDS.designTeam],
    });
    const stepDown = await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.admin,
      AccountType: 1,
      RoleIds: [ROLE_IDS.full],
      TeamIds: [],
    });
    expect(stepDown.body).toMatchObject({ IsAdmin: false, RoleIds: [ROLE_IDS.full] });
    // No longer an administrator: the next administration call is refused.
    expect((await admin.get('/api/usersetup/list')).status).toBe(403);
  });

  it('refuses unknown roles and teams, and no role at all, changing nothing', async () => {
    const before = JSON.stringify(running.mock.store.data.users);
    for (const body of [
      { UserId: USER_IDS.member, AccountType: 2, RoleIds: [999], TeamIds: [] },
      { UserId: USER_IDS.member, AccountType: 2, RoleIds: [], TeamIds: [] },
      { UserId: USER_IDS.member, AccountType: 2, RoleIds: [ROLE_IDS.read], TeamIds: [999] },
    ]) {
      expect((await admin.post('/api/usersetup/update', body)).status).toBe(400);
    }
    expect(JSON.stringify(running.mock.store.data.users)).toBe(before);
  });
});

describe('deactivating a user', () => {
  it('signs their open tabs out with userDeactivatedFromAdminSite, refuses their sign-in, and reactivation lets them back', async () => {
    const member = running.client();
    await member.login('member@demo.test');
    const hub = await connectSignalR(running.baseUrl, member);
    const reply = await admin.post('/api/usersetup/deactivate', { UserId: USER_IDS.member });
    expect(reply.body).toMatchObject({ UserId: USER_IDS.member, Status: 'Deactivated' });
    expect(await until(() => hub.messages.some((m) => m.Listener === 'userDeactivatedFromAdminSite'))).toBe(
      true,
    );
    await hub.closed;
    expect((await member.get('/api/account/current')).status).toBe(401);
    const signIn = (Password: string) =>
      running.client().post('/api/account/login', { Email: 'member@demo.test', Password });
    const again = await signIn('demo');
    expect([again.status, again.body]).toEqual([403, { Message: ACCOUNT_DEACTIVATED }]);
    // A wrong password still answers as any wrong password: the state is told only to whoever knows the password.
    expect((await signIn('wrong')).body).toEqual({ Message: 'Invalid e-mail or password.' });
    expect((await admin.get('/api/scopeusersetup/userlist')).body).not.toContainEqual(
      expect.objectContaining({ UserId: USER_IDS.member }),
    );

    expect((await admin.post('/api/usersetup/reactivate', { UserId: USER_IDS.member })).body).toMatchObject({
      Status: 'Active',
    });
    expect((await running.client().login('member@demo.test')).status).toBe(200);
  });
});

describe('access changes reach the open tabs (userAccessChanged, ours)', () => {
  it("tells a user's tabs when their roles, a role they hold or their teams change, and nobody else", async () => {
    const member = running.client();
    await member.login('member@demo.test');
    const memberHub = await connectSignalR(running.baseUrl, member);
    const field = running.client();
    await field.login('field@demo.test');
    const fieldHub = await connectSignalR(running.baseUrl, field);
    const told = (hub: typeof memberHub) =>
      hub.messages.filter((m) => m.Listener === 'userAccessChanged').length;

    await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.member,
      AccountType: 2,
      RoleIds: [ROLE_IDS.read],
      TeamIds: [SCOPE_IDS.designTeam],
    });
    expect(await until(() => told(memberHub) === 1)).toBe(true);
    expect(memberHub.messages.find((m) => m.Listener === 'userAccessChanged')?.Data).toEqual({
      UserId: USER_IDS.member,
    });

    const role = await admin.post('/api/rolesetup/create', {
      roleName: 'Checker',
      roleTypeId: 0,
      access: FULL,
    });
    const roleId = (role.body as { roleId: number }).roleId;
    await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.member,
      AccountType: 2,
      RoleIds: [roleId],
      TeamIds: [SCOPE_IDS.designTeam],
    });
    expect(await until(() => told(memberHub) === 2)).toBe(true);
    await admin.post('/api/rolesetup/update', {
      roleId,
      roleName: 'Checker',
      roleTypeId: 0,
      access: { ...FULL, forms: 1 },
    });
    expect(await until(() => told(memberHub) === 3)).toBe(true);

    await admin.post('/api/teamsetup/create', { Name: 'Night Shift', MemberIds: [USER_IDS.field] });
    expect(await until(() => told(fieldHub) === 1)).toBe(true);
    expect(told(memberHub)).toBe(3);
    await memberHub.connection.stop();
    await fieldHub.connection.stop();
  });
});

describe('roles: the matrix is what every access check reads', () => {
  it('a custom role granting Delete on forms lets its holder delete a form; built-in roles stay as they are', async () => {
    const member = running.client();
    await member.login('member@demo.test');
    expect((await member.post('/api/form/delete', { FormId: 202 })).status).toBe(403);

    const created = await admin.post('/api/rolesetup/create', {
      roleName: 'Form Keeper',
      roleTypeId: 0,
      access: { ...FULL, forms: 1 | 8, reports: 0 },
    });
    expect(created.body).toMatchObject({
      roleName: 'Form Keeper',
      builtIn: false,
      access: { forms: 9, reports: 0, projects: 31 },
      userCount: 0,
    });
    const roleId = (created.body as { roleId: number }).roleId;
    await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.member,
      AccountType: 2,
      RoleIds: [ROLE_IDS.readWrite, roleId],
      TeamIds: [SCOPE_IDS.designTeam],
    });
    expect((await member.get('/api/account/current')).body).toMatchObject({ areaAccess: { forms: 15 } });
    expect((await member.post('/api/form/delete', { FormId: 202 })).status).toBe(200);

    const builtIn = await admin.post('/api/rolesetup/update', {
      roleId: ROLE_IDS.full,
      roleName: 'Full',
      roleTypeId: 1,
      access: { ...FULL, forms: 1 },
    });
    expect([builtIn.status, builtIn.body]).toEqual([400, { Message: AdminText.builtInRole }]);
    expect(
      (await admin.post('/api/rolesetup/create', { roleName: ' admin ', roleTypeId: 0, access: FULL }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/rolesetup/create', { roleName: 'Reviewer', roleTypeId: 0, access: FULL })).body,
    ).toEqual({ Message: `roleName: ${AdminText.roleNameTaken}` });
  });

  it('deletes a role in use only with a role to move its users to, and takes it out of restriction exceptions', async () => {
    running.mock.store.data.permissions.push({
      kind: 'form',
      EntityId: 200,
      Restrictions: true,
      RestrictedInput: false,
      RestrictedView: true,
      ExclusionInput: { RolesDefined: [], UsersDefined: [] },
      ExclusionView: {
        RolesDefined: [{ roleId: ROLE_IDS.reviewer, RoleName: 'Reviewer' }],
        UsersDefined: [],
      },
    });
    const refused = await admin.post('/api/rolesetup/delete', { roleId: ROLE_IDS.reviewer });
    expect([refused.status, refused.body]).toEqual([400, { Message: AdminText.roleInUse(1) }]);
    // A null MoveToRoleId is none, as its absence (it answered 404 "No role null").
    const nullMove = await admin.post('/api/rolesetup/delete', {
      roleId: ROLE_IDS.reviewer,
      MoveToRoleId: null,
    });
    expect([nullMove.status, nullMove.body]).toEqual([400, { Message: AdminText.roleInUse(1) }]);
    const deleted = await admin.post('/api/rolesetup/delete', {
      roleId: ROLE_IDS.reviewer,
      MoveToRoleId: ROLE_IDS.read,
    });
    expect(deleted.status).toBe(200);
    expect(running.mock.store.userById(USER_IDS.member)?.roleIds).toEqual([
      ROLE_IDS.readWrite,
      ROLE_IDS.read,
    ]);
    expect(running.mock.store.data.permissions[0]?.ExclusionView.RolesDefined).toEqual([]);
    expect((await admin.get(`/api/rolesetup?id=${ROLE_IDS.reviewer}`)).status).toBe(404);
  });
});

describe('teams and settings', () => {
  it('creates a team with members, renames it, refuses a team with projects, deletes an empty one', async () => {
    const created = await admin.post('/api/teamsetup/create', {
      Name: 'Quality Team',
      MemberIds: [USER_IDS.member, USER_IDS.field],
    });
    expect(created.body).toMatchObject({
      Name: 'Quality Team',
      MemberIds: [USER_IDS.member, USER_IDS.field],
      ProjectCount: 0,
    });
    const scopeId = (created.body as { ScopeId: number }).ScopeId;
    expect((await admin.post('/api/teamsetup/create', { Name: 'quality team', MemberIds: [] })).body).toEqual(
      { Message: `Name: ${AdminText.teamNameTaken}` },
    );
    expect(
      (
        await admin.post('/api/teamsetup/update', {
          ScopeId: scopeId,
          Name: 'QA',
          MemberIds: [USER_IDS.member],
        })
      ).body,
    ).toMatchObject({ Name: 'QA', MemberIds: [USER_IDS.member] });
    expect(running.mock.store.userById(USER_IDS.field)?.scopeIds).not.toContain(scopeId);
    expect((await admin.post('/api/teamsetup/delete', { ScopeId: SCOPE_IDS.designTeam })).body).toEqual({
      Message: AdminText.teamHasProjects,
    });
    expect((await admin.post('/api/teamsetup/delete', { ScopeId: scopeId })).status).toBe(200);
    expect(
      ((await admin.get('/api/teamsetup/list')).body as Array<{ Name: string }>).map((t) => t.Name),
    ).toEqual(['Design Team', 'Field Team']);
  });

  it('saves name, theme and time zone; the theme reaches whoever follows the workspace; the logo is checked', async () => {
    const saved = await admin.post('/api/workspace/settings/update', {
      Name: 'Acme Works',
      Theme: 3,
      TimeZone: 'America/New_York',
    });
    expect(saved.body).toMatchObject({
      Name: 'Acme Works',
      Theme: 3,
      TimeZone: 'America/New_York',
      HasActiveLogo: true,
    });
    expect((await admin.get('/api/account/current')).body).toMatchObject({
      workspaceName: 'Acme Works',
      teamName: 'Acme Works',
      theme: 3,
    });
    expect(
      (await admin.post('/api/workspace/settings/update', { Name: 'X', Theme: 3, TimeZone: 'Mars/Olympus' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/workspace/logo/update', { Logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }))
        .body,
    ).toEqual({ Message: `Logo: ${LOGO_TYPE_PROBLEM}` });
    expect((await admin.post('/api/workspace/logo/delete', {})).body).toMatchObject({
      HasActiveLogo: false,
      Logo: null,
    });
    const guest = running.client();
    const share = (
      await guest.get('/api/shareforminstance/GetWorkspaceDetails?hash=DemoShareOfSiteInspection0000001')
    ).body;
    expect(share).toMatchObject({ HasActiveLogo: false, WorkspaceName: 'Acme Works' });
    expect((await admin.post('/api/workspace/logo/update', { Logo: WORKSPACE_LOGO })).body).toMatchObject({
      HasActiveLogo: true,
    });
    const member = running.client();
    await member.login('member@demo.test');
    expect((await member.get('/api/workspace/logo')).body).toEqual({
      HasActiveLogo: true,
      Logo: WORKSPACE_LOGO,
    });
  });
});

describe('the activity log', () => {
  it('has an entry for every change accepted (a form change, a role change, a sign-in), none for a refusal, filtered and paged', async () => {
    const member = running.client();
    await member.login('member@demo.test');
    await member.post('/api/form/delete', { FormId: 202 });
    await member.post('/api/formgroup/create', { Name: 'Audits' });
    await admin.post('/api/usersetup/update', {
      UserId: USER_IDS.field,
      AccountType: 2,
      RoleIds: [ROLE_IDS.read],
      TeamIds: [SCOPE_IDS.fieldTeam],
    });
    const page = (await admin.get('/api/activitylog/list?pageSize=25')).body as {
      Items: Array<{ UserName: string; Area: string; Action: string }>;
      Total: number;
    };
    expect(page.Items.slice(0, 4)).toEqual([
      expect.objectContaining({
        UserName: 'Ada Admin',
        Area: 'users',
        Action: 'Changed Finn Field: team user, roles Read, teams Field Team',
      }),
      expect.objectContaining({
        UserName: 'Mel Member',
        Area: 'forms',
        Action: 'Created the form group "Audits"',
      }),
      expect.objectContaining({ UserName: 'Mel Member', Area: 'account', Action: 'Signed in' }),
      expect.objectContaining({ UserName: 'Ada Admin', Area: 'account', Action: 'Signed in' }),
    ]);
    expect(page.Items.some((e) => e.Action.includes('Expense Claim'))).toBe(false);

    const forms = (await admin.get(`/api/activitylog/list?area=forms&userId=${USER_IDS.member}`)).body as {
      Items: unknown[];
      Total: number;
    };
    expect(forms.Items).toHaveLength(2);
    const paged = (await admin.get('/api/activitylog/list?pageSize=25&page=2')).body as {
      Items: unknown[];
      Total: number;
      Page: number;
    };
    expect(paged).toMatchObject({ Page: 2, Total: page.Total });
    expect((await admin.get('/api/activitylog/list?from=2026-11-23&to=2026-11-23')).body).toMatchObject({
      Total: 2,
    });
    expect((await admin.get('/api/activitylog/list?from=2026-11-24&to=2026-11-23')).status).toBe(400);
    expect((await admin.get('/api/activitylog/list?area=nowhere')).status).toBe(400);
    expect((await member.get('/api/activitylog/list')).status).toBe(403);
  });

  it('says what changed in the tasks and the setup lists (issue 14) with their names', async () => {
    const task = (await admin.post('/api/task/create', { Title: 'Check the roof' })).body as {
      TaskId: number;
    };
    expect((await admin.post('/api/task/complete', { TaskId: task.TaskId, IsCompleted: true })).status).toBe(
      200,
    );
    expect((await admin.post('/api/task/delete', { TaskId: task.TaskId })).status).toBe(200);
    expect((await admin.post('/api/projecttag/create', { Name: 'Urgent', Color: '#b91c1c' })).status).toBe(
      200,
    );
    const tasks = (await admin.get('/api/activitylog/list?area=tasks')).body as {
      Items: Array<{ Action: string }>;
    };
    expect(tasks.Items.map((e) => e.Action)).toEqual([
      'Deleted the task "Check the roof"',
      'Completed the task "Check the roof"',
      'Created the task "Check the roof"',
    ]);
    const settings = (await admin.get('/api/activitylog/list?area=settings')).body as {
      Items: Array<{ Action: string }>;
    };
    expect(settings.Items[0]).toMatchObject({ Action: 'Created the project tag "Urgent"' });
  });

  it('says what changed in the reports (issue 15) with their names; a run is logged, reading a list is not', async () => {
    expect(
      (
        await admin.post('/api/reportfilter/rename', {
          id: REPORT_FILTER_IDS.allInspections,
          name: 'Every inspection',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/api/reportfilter/copy', {
          id: REPORT_FILTER_IDS.allInspections,
          name: 'Every inspection (copy)',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/api/reportrun/Filter', {
          reportFilterId: REPORT_FILTER_IDS.allInspections,
          reportId: REPORT_IDS.inspections,
        })
      ).status,
    ).toBe(202);
    expect(
      (await admin.get(`/api/reportfilter/getList?reportId=${REPORT_IDS.inspections}`)).status,
    ).toBeLessThan(500);
    const reports = (await admin.get('/api/activitylog/list?area=reports')).body as {
      Items: Array<{ Action: string }>;
    };
    expect(reports.Items.map((e) => e.Action)).toEqual([
      'Ran the report filter "Every inspection"',
      'Copied the report filter "Every inspection" as "Every inspection (copy)"',
      'Renamed the report filter "All inspections" to "Every inspection"',
    ]);
  });

  it('says what changed in the cabinets (issue 16) with the names of the files and folders; preparing a download is not a change', async () => {
    const folder = (
      await admin.post('/api/cabinet/folder/create', {
        ParentFolderId: CABINET_IDS.policies,
        Name: 'Archive',
      })
    ).body as { ItemId: number };
    expect(
      (
        await admin.post('/api/cabinet/item/update', {
          ItemId: CABINET_FILE_IDS.travelPolicy,
          Name: 'Travel policy 2025.pdf',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/api/cabinet/item/move', {
          ItemId: CABINET_FILE_IDS.travelPolicy,
          TargetFolderId: folder.ItemId,
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin.post('/api/cabinet/item/delete', { ItemId: CABINET_FILE_IDS.meetingNotes })).status,
    ).toBe(200);
    expect((await admin.post('/api/cabinet/item/delete', { ItemId: CABINET_IDS.finance })).status).toBe(200);
    expect(
      (await admin.post('/api/document/folderdownload', { FolderId: CABINET_IDS.policies })).status,
    ).toBe(202);
    const cabinet = (await admin.get('/api/activitylog/list?area=cabinet')).body as {
      Items: Array<{ Action: string }>;
    };
    expect(cabinet.Items.map((e) => e.Action)).toEqual([
      'Deleted the folder "Finance" with everything in it',
      'Deleted the file "Meeting notes.txt"',
      'Moved the file "Travel policy 2025.pdf" to the folder "Archive"',
      'Renamed "Travel policy.pdf" to "Travel policy 2025.pdf"',
      'Created the folder "Archive" in the folder "Policies"',
    ]);
  });
});
