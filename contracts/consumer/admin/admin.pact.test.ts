import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, SCOPE_IDS, USER_IDS } from '../../../fixtures/ids';
import { WORKSPACE_LOGO } from '../../../fixtures/sharing';
import {
  HttpActivityLogGateway,
  HttpRolesGateway,
  HttpTeamsGateway,
  HttpWorkspaceSettingsGateway,
  HttpWorkspaceUsersGateway,
} from '../../../src/adapters/http/admin-gateways.http';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/**
 * The administration calls (issue 17; docs/api.md "Administration"): users and invitations, roles, teams, the General
 * settings and the activity log. Administrators only: one interaction shows the refusal a member gets.
 */
const USERS = 'the demo users exist';
const user = (uid: keyof typeof USER_IDS) => fromState(`User_${uid}`, USER_IDS[uid]);
const mask = (example: number) => integer(example);
const access = (example: number) => ({
  projects: mask(example),
  forms: mask(example),
  reports: mask(example),
  tasks: mask(example),
  cabinet: mask(example),
});
const workspaceUser = () => ({
  UserId: integer(USER_IDS.member),
  Email: string('member@demo.test'),
  FirstName: string('Mel'),
  LastName: string('Member'),
  AccountType: integer(2),
  RoleIds: eachLike(integer(ROLE_IDS.readWrite)),
  TeamIds: eachLike(integer(SCOPE_IDS.designTeam)),
  Status: regex(/^(Active|Deactivated)$/, 'Active'),
  LastActivityOn: isoDate('2026-01-15T09:00:00.000Z'),
  IsAdmin: boolean(false),
});
const invitation = () => ({
  InvitationId: integer(1),
  Email: string('new.colleague@demo.test'),
  AccountType: integer(2),
  RoleIds: eachLike(integer(ROLE_IDS.readWrite)),
  TeamIds: eachLike(integer(SCOPE_IDS.designTeam)),
  InvitedByName: string('Ada Admin'),
  SentOn: isoDate('2026-01-15T09:00:00.000Z'),
  ExpiresOn: isoDate('2026-01-22T09:00:00.000Z'),
  Status: regex(/^(Pending|Expired)$/, 'Pending'),
});
const role = (name = 'Reviewer', verbs = 1) => ({
  roleId: integer(ROLE_IDS.reviewer),
  roleName: string(name),
  roleTypeId: integer(0),
  builtIn: boolean(false),
  access: access(verbs),
  userCount: integer(1),
});
const team = () => ({
  ScopeId: integer(SCOPE_IDS.designTeam),
  Name: string('Design Team'),
  MemberIds: eachLike(integer(USER_IDS.member)),
  ProjectCount: integer(1),
});
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const settings = () => ({
  WorkspaceId: integer(1),
  Name: string('Demo Workspace'),
  Theme: integer(2),
  TimeZone: string('Europe/London'),
  HasActiveLogo: boolean(true),
  Logo: regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, LOGO),
});

const client = (url: string, uid = ADMIN) => httpClientFor(url, uid);
const users = (url: string) => new HttpWorkspaceUsersGateway(client(url).http);
const roles = (url: string) => new HttpRolesGateway(client(url).http);
const teams = (url: string) => new HttpTeamsGateway(client(url).http);
const settingsGateway = (url: string) => new HttpWorkspaceSettingsGateway(client(url).http);

describe('users and invitations', () => {
  it('lists the workspace users with roles, teams, status and last activity', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the workspace users')
      .withRequest({ method: 'GET', path: '/api/usersetup/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(workspaceUser()) });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).users()).toMatchObject({
        ok: true,
        data: [{ Email: 'member@demo.test', Status: 'Active' }],
      });
    });
  });

  it('is refused to a member (403)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the workspace users by a member')
      .withRequest({ method: 'GET', path: '/api/usersetup/list', headers: getHeaders(MEMBER) })
      .willRespondWith({
        status: 403,
        body: { Message: string('Only a workspace administrator can manage the workspace.') },
      });
    await pact.executeTest(async (server) => {
      const { http, failures } = client(server.url, MEMBER);
      expect(await new HttpWorkspaceUsersGateway(http).users()).toMatchObject({
        ok: false,
        failure: { kind: 'status', status: 403 },
      });
      expect(failures).toHaveLength(1); // the global catalogue takes it (the /403 page)
    });
  });

  it('changes a user’s account type, roles and teams', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .given(DEMO_DATA)
      .uponReceiving('a change of a user’s roles and teams')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/update',
        headers: adminPostHeaders,
        body: {
          UserId: user('member'),
          AccountType: 2,
          RoleIds: [id('Role', 'read')],
          TeamIds: [id('Scope', 'fieldTeam')],
        },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...workspaceUser(),
          RoleIds: eachLike(integer(ROLE_IDS.read)),
          TeamIds: eachLike(integer(SCOPE_IDS.fieldTeam)),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await users(server.url).update({
        UserId: USER_IDS.member,
        AccountType: 2,
        RoleIds: [ROLE_IDS.read],
        TeamIds: [SCOPE_IDS.fieldTeam],
      });
      expect(result).toMatchObject({
        ok: true,
        data: { RoleIds: [ROLE_IDS.read], TeamIds: [SCOPE_IDS.fieldTeam] },
      });
    });
  });

  it('is told the workspace keeps at least one administrator', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .given(DEMO_DATA)
      .uponReceiving('a change taking the Admin role from the last administrator')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/update',
        headers: adminPostHeaders,
        body: { UserId: user('admin'), AccountType: 1, RoleIds: [id('Role', 'full')], TeamIds: [] },
      })
      .willRespondWith({ status: 400, body: { Message: AdminText.lastAdministrator } });
    await pact.executeTest(async (server) => {
      const result = await users(server.url).update({
        UserId: USER_IDS.admin,
        AccountType: 1,
        RoleIds: [ROLE_IDS.full],
        TeamIds: [],
      });
      expect(result).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: AdminText.lastAdministrator } },
      });
    });
  });

  it('deactivates a user', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .uponReceiving('a deactivation of a user')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/deactivate',
        headers: adminPostHeaders,
        body: { UserId: user('field') },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...workspaceUser(), UserId: integer(USER_IDS.field), Status: 'Deactivated' }),
      });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).deactivate(USER_IDS.field)).toMatchObject({
        ok: true,
        data: { Status: 'Deactivated' },
      });
    });
  });

  it('reactivates a user', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .given('the user is deactivated', { Email: 'field@demo.test' })
      .uponReceiving('a reactivation of a deactivated user')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/reactivate',
        headers: adminPostHeaders,
        body: { UserId: user('field') },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...workspaceUser(), UserId: integer(USER_IDS.field), Status: 'Active' }),
      });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).reactivate(USER_IDS.field)).toMatchObject({
        ok: true,
        data: { Status: 'Active' },
      });
    });
  });

  it('lists the waiting invitations', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('an invitation is waiting', { Email: 'new.colleague@demo.test' })
      .uponReceiving('a request for the waiting invitations')
      .withRequest({ method: 'GET', path: '/api/invitation/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(invitation()) });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).invitations()).toMatchObject({
        ok: true,
        data: [{ Email: 'new.colleague@demo.test', Status: 'Pending' }],
      });
    });
  });

  it('invites a colleague by e-mail', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('an invitation of a colleague by e-mail')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/create',
        headers: adminPostHeaders,
        body: {
          Email: 'colleague@demo.test',
          AccountType: 2,
          RoleIds: [id('Role', 'readWrite')],
          TeamIds: [id('Scope', 'designTeam')],
        },
      })
      .willRespondWith({ status: 200, body: like({ ...invitation(), Email: 'colleague@demo.test' }) });
    await pact.executeTest(async (server) => {
      const result = await users(server.url).invite({
        Email: 'colleague@demo.test',
        AccountType: 2,
        RoleIds: [ROLE_IDS.readWrite],
        TeamIds: [SCOPE_IDS.designTeam],
      });
      expect(result).toMatchObject({ ok: true, data: { Email: 'colleague@demo.test', Status: 'Pending' } });
    });
  });

  it('resends an invitation', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('an invitation is waiting', { Email: 'late@demo.test' })
      .uponReceiving('a request to send an invitation again')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/resend',
        headers: adminPostHeaders,
        body: { InvitationId: fromState('InvitationId', 7) },
      })
      .willRespondWith({ status: 200, body: like({ ...invitation(), Email: 'late@demo.test' }) });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).resend(7)).toMatchObject({
        ok: true,
        data: { Email: 'late@demo.test' },
      });
    });
  });

  it('revokes an invitation', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('an invitation is waiting', { Email: 'late@demo.test' })
      .uponReceiving('a request to revoke an invitation')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/delete',
        headers: adminPostHeaders,
        body: { InvitationId: fromState('InvitationId', 7) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await users(server.url).revoke(7)).toMatchObject({ ok: true });
    });
  });
});

describe('roles', () => {
  it('lists the roles with their type and matrix', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the roles with their access')
      .withRequest({ method: 'GET', path: '/api/rolesetup/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(role('Read')) });
    await pact.executeTest(async (server) => {
      expect(await roles(server.url).list()).toMatchObject({
        ok: true,
        data: [{ roleName: 'Read', access: { forms: 1 } }],
      });
    });
  });

  it('reads a role', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the Reviewer role')
      .withRequest({
        method: 'GET',
        path: '/api/rolesetup',
        query: { id: idText('Role', 'reviewer') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(role()) });
    await pact.executeTest(async (server) => {
      expect(await roles(server.url).get(ROLE_IDS.reviewer)).toMatchObject({
        ok: true,
        data: { roleName: 'Reviewer' },
      });
    });
  });

  it('creates a custom role with a matrix per area', async () => {
    const body = {
      roleName: 'Inspector',
      roleTypeId: 0,
      access: { projects: 1, forms: 13, reports: 1, tasks: 0, cabinet: 1 },
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a new custom role')
      .withRequest({ method: 'POST', path: '/api/rolesetup/create', headers: adminPostHeaders, body })
      .willRespondWith({
        status: 200,
        body: like({
          ...role('Inspector'),
          access: { projects: 1, forms: 13, reports: 1, tasks: 0, cabinet: 1 },
          userCount: 0,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(
        await roles(server.url).create({ roleName: 'Inspector', roleTypeId: 0, access: body.access }),
      ).toMatchObject({ ok: true, data: { roleName: 'Inspector', access: { forms: 13 } } });
    });
  });

  it('changes a custom role', async () => {
    const access_ = { projects: 1, forms: 31, reports: 1, tasks: 1, cabinet: 1 };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('a custom role exists', { roleName: 'Checker' })
      .uponReceiving('a change of a custom role')
      .withRequest({
        method: 'POST',
        path: '/api/rolesetup/update',
        headers: adminPostHeaders,
        body: { roleId: fromState('RoleId', 300), roleName: 'Checker', roleTypeId: 1, access: access_ },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...role('Checker'),
          roleId: integer(300),
          roleTypeId: 1,
          access: { ...access_ },
          userCount: 0,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(
        await roles(server.url).update(300, { roleName: 'Checker', roleTypeId: 1, access: access_ }),
      ).toMatchObject({ ok: true, data: { access: { forms: 31 } } });
    });
  });

  it('is told a built-in role cannot be changed', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a change of a built-in role')
      .withRequest({
        method: 'POST',
        path: '/api/rolesetup/update',
        headers: adminPostHeaders,
        body: {
          roleId: id('Role', 'full'),
          roleName: 'Full',
          roleTypeId: 1,
          access: { projects: 1, forms: 1, reports: 1, tasks: 1, cabinet: 1 },
        },
      })
      .willRespondWith({ status: 400, body: { Message: AdminText.builtInRole } });
    await pact.executeTest(async (server) => {
      const result = await roles(server.url).update(ROLE_IDS.full, {
        roleName: 'Full',
        roleTypeId: 1,
        access: { projects: 1, forms: 1, reports: 1, tasks: 1, cabinet: 1 },
      });
      expect(result).toMatchObject({ ok: false, failure: { status: 400 } });
    });
  });

  it('deletes a role in use, moving its users to another', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a deletion of a role in use with a role to move its users to')
      .withRequest({
        method: 'POST',
        path: '/api/rolesetup/delete',
        headers: adminPostHeaders,
        body: { roleId: id('Role', 'reviewer'), MoveToRoleId: id('Role', 'read') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await roles(server.url).remove(ROLE_IDS.reviewer, ROLE_IDS.read)).toMatchObject({ ok: true });
    });
  });

  it('is told a role in use needs a role to move its users to', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a deletion of a role in use without a role to move its users to')
      .withRequest({
        method: 'POST',
        path: '/api/rolesetup/delete',
        headers: adminPostHeaders,
        body: { roleId: id('Role', 'reviewer') },
      })
      .willRespondWith({ status: 400, body: { Message: AdminText.roleInUse(1) } });
    await pact.executeTest(async (server) => {
      expect(await roles(server.url).remove(ROLE_IDS.reviewer, null)).toMatchObject({
        ok: false,
        failure: { status: 400 },
      });
    });
  });
});

describe('teams', () => {
  it('lists the teams with their members', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the teams')
      .withRequest({ method: 'GET', path: '/api/teamsetup/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(team()) });
    await pact.executeTest(async (server) => {
      expect(await teams(server.url).list()).toMatchObject({ ok: true, data: [{ Name: 'Design Team' }] });
    });
  });

  it('creates a team with members', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .uponReceiving('a new team with a member')
      .withRequest({
        method: 'POST',
        path: '/api/teamsetup/create',
        headers: adminPostHeaders,
        body: { Name: 'Quality Team', MemberIds: [user('member')] },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...team(), ScopeId: integer(12), Name: 'Quality Team', ProjectCount: 0 }),
      });
    await pact.executeTest(async (server) => {
      expect(await teams(server.url).create('Quality Team', [USER_IDS.member])).toMatchObject({
        ok: true,
        data: { Name: 'Quality Team', MemberIds: [USER_IDS.member] },
      });
    });
  });

  it('renames a team and sets its members', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(USERS)
      .given('an empty team exists', { Name: 'Night Shift' })
      .uponReceiving('a change of a team’s name and members')
      .withRequest({
        method: 'POST',
        path: '/api/teamsetup/update',
        headers: adminPostHeaders,
        body: { ScopeId: fromState('TeamId', 40), Name: 'Day Shift', MemberIds: [user('field')] },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...team(),
          ScopeId: integer(40),
          Name: 'Day Shift',
          MemberIds: eachLike(integer(USER_IDS.field)),
          ProjectCount: 0,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await teams(server.url).update(40, 'Day Shift', [USER_IDS.field])).toMatchObject({
        ok: true,
        data: { Name: 'Day Shift' },
      });
    });
  });

  it('deletes a team without projects', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('an empty team exists', { Name: 'Night Shift' })
      .uponReceiving('a deletion of a team without projects')
      .withRequest({
        method: 'POST',
        path: '/api/teamsetup/delete',
        headers: adminPostHeaders,
        body: { ScopeId: fromState('TeamId', 40) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await teams(server.url).remove(40)).toMatchObject({ ok: true });
    });
  });
});

describe('General settings', () => {
  it('reads the settings', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the General settings')
      .withRequest({ method: 'GET', path: '/api/workspace/settings', headers: adminHeaders })
      .willRespondWith({ status: 200, body: like(settings()) });
    await pact.executeTest(async (server) => {
      expect(await settingsGateway(server.url).settings()).toMatchObject({
        ok: true,
        data: { Name: 'Demo Workspace', HasActiveLogo: true },
      });
    });
  });

  it('saves name, theme and time zone', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a change of the General settings')
      .withRequest({
        method: 'POST',
        path: '/api/workspace/settings/update',
        headers: adminPostHeaders,
        body: { Name: 'Acme Works', Theme: 3, TimeZone: 'America/New_York' },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...settings(), Name: 'Acme Works', Theme: 3, TimeZone: 'America/New_York' }),
      });
    await pact.executeTest(async (server) => {
      expect(
        await settingsGateway(server.url).save({
          Name: 'Acme Works',
          Theme: 3,
          TimeZone: 'America/New_York',
        }),
      ).toMatchObject({ ok: true, data: { Theme: 3 } });
    });
  });

  it('uploads a logo', async () => {
    // The demo's 48 × 48 PNG: the server checks it is a sound picture.
    const png = WORKSPACE_LOGO;
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a new workspace logo')
      .withRequest({
        method: 'POST',
        path: '/api/workspace/logo/update',
        headers: adminPostHeaders,
        body: { Logo: png },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...settings(), Logo: regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, png) }),
      });
    await pact.executeTest(async (server) => {
      expect(await settingsGateway(server.url).saveLogo(png)).toMatchObject({
        ok: true,
        data: { HasActiveLogo: true, Logo: png },
      });
    });
  });

  it('removes the logo', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a removal of the workspace logo')
      .withRequest({
        method: 'POST',
        path: '/api/workspace/logo/delete',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200, body: like({ ...settings(), HasActiveLogo: false, Logo: null }) });
    await pact.executeTest(async (server) => {
      expect(await settingsGateway(server.url).removeLogo()).toMatchObject({
        ok: true,
        data: { HasActiveLogo: false, Logo: null },
      });
    });
  });
});

describe('the activity log', () => {
  it('reads a page of the activity, filtered by area and days', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for a page of the activity log')
      .withRequest({
        method: 'GET',
        path: '/api/activitylog/list',
        query: {
          page: '1',
          pageSize: '25',
          area: 'forms',
          from: '2026-11-22',
          to: '2026-11-23',
          offset: '60',
        },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          Items: eachLike({
            ActivityId: integer(2),
            OccurredOn: isoDate('2026-11-22T08:10:00.000Z'),
            UserId: integer(1),
            UserName: string('Ada Admin'),
            Area: 'forms',
            Action: string('Changed the form "Site Inspection"'),
          }),
          Total: integer(2),
          Page: 1,
          PageSize: 25,
        },
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpActivityLogGateway(client(server.url).http).list(
        { page: 1, pageSize: 25, area: 'forms', from: '2026-11-22', to: '2026-11-23' },
        60,
      );
      expect(result).toMatchObject({ ok: true, data: { Page: 1, Items: [{ Area: 'forms' }] } });
    });
  });
});
