import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpNotificationGateway } from '../../../src/adapters/http/notification-gateway.http';
import { HttpProjectGateway } from '../../../src/adapters/http/project-gateway.http';
import { EMPTY_PLAN } from '../../../src/domain/projects/project.entity';
import { HttpSessionGateway } from '../../../src/adapters/http/session-gateway.http';
import { RESOURCE_UNAVAILABLE } from '../../../src/domain/platform/error-catalogue';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';
import { spaHandling, spaWarned } from '../spa-handling';

const { boolean, integer, string } = MatchersV3;

/** A new project: its plan is empty (issue 14). */
const project = {
  ProjectId: integer(104),
  Name: string('Roof Survey'),
  Description: string(''),
  CreatedOn: isoDate('2026-11-24T09:00:00.000Z'),
  InstanceCount: integer(0),
  ...EMPTY_PLAN,
};

/**
 * The global error catalogue (platform spec §8): each status a backend produces, made by the SPA's own gateway and
 * carried out by the SPA's handler (HandleRequestOutcome, through `spaHandling`).
 */
describe('the error catalogue', () => {
  it('401: a call after the session ended signs the tab out to /login, keeping the page to come back to', async () => {
    const pact = gridworkPact()
      .given("a user's session has ended", { user: 'admin' })
      .uponReceiving('a request for the project list after the session ended')
      .withRequest({ method: 'GET', path: '/api/project/list', headers: adminHeaders })
      .willRespondWith({ status: 401, body: { Message: string('Unauthorized') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      expect(await new HttpProjectGateway(http).list()).toMatchObject({
        ok: false,
        failure: { status: 401 },
      });
      const tab = await spaHandling(failures[0], '/project/list');
      expect(tab.users.user).toBeNull();
      expect(tab.navigator.path).toBe('/login?returnUrl=%2Fproject%2Flist');
    });
  });

  it('402: creating a project beyond the plan opens the quota dialog with the server message', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the workspace has reached its project quota')
      .uponReceiving('a new project beyond the project quota of the plan')
      .withRequest({
        method: 'POST',
        path: '/api/project/create',
        headers: adminPostHeaders,
        body: { Name: 'Roof Survey', Description: '' },
      })
      .willRespondWith({ status: 402, body: { Message: string('Your plan allows 3 projects.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      expect(await new HttpProjectGateway(http).create('Roof Survey', '')).toMatchObject({
        ok: false,
        failure: { status: 402 },
      });
      const tab = await spaHandling(failures[0], '/project/list');
      expect(tab.dialogs.quota).toEqual(['Your plan allows 3 projects.']);
    });
  });

  it('200 with IsWarning: the last project the plan allows is made, and the warning is shown', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the workspace has room for one more project')
      .uponReceiving('a new project that is the last the plan allows')
      .withRequest({
        method: 'POST',
        path: '/api/project/create',
        headers: adminPostHeaders,
        body: { Name: 'Roof Survey', Description: '' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...project,
          IsWarning: true,
          Message: string('This is the last project your plan allows (3 of 3).'),
        },
      });
    await pact.executeTest(async (server) => {
      const { http, warnings } = httpClientFor(server.url, ADMIN);
      expect(await new HttpProjectGateway(http).create('Roof Survey', '')).toMatchObject({
        ok: true,
        data: { Name: 'Roof Survey' },
      });
      const tab = await spaWarned(warnings[0]);
      expect(tab.notifier.shown).toEqual([
        { kind: 'warning', message: 'This is the last project your plan allows (3 of 3).' },
      ]);
    });
  });

  it('403 IsDeleted: a call in a deleted team shows that the resource is unavailable', async () => {
    const pact = gridworkPact()
      .given('a user works in a team that has been deleted', { user: 'member', Name: 'Design Team' })
      .uponReceiving('a request for the project list in a team that has been deleted')
      .withRequest({ method: 'GET', path: '/api/project/list', headers: getHeaders(MEMBER, 10) })
      .willRespondWith({
        status: 403,
        body: {
          Message: string('The team you are working in has been deleted.'),
          IsDeleted: true,
          ScopeId: integer(10),
        },
      });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, MEMBER, { scopeId: 10 });
      expect(await new HttpProjectGateway(http).list()).toMatchObject({
        ok: false,
        failure: { status: 403, payload: { IsDeleted: true } },
      });
      const tab = await spaHandling(failures[0]);
      expect(tab.notifier.shown).toEqual([{ kind: 'error', message: RESOURCE_UNAVAILABLE }]);
    });
  });

  it('403 IsLocked: a call in a locked workspace opens the unlock dialog with its id, name and the admin flag', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the workspace is locked')
      .uponReceiving('a request for the project list in a locked workspace')
      .withRequest({ method: 'GET', path: '/api/project/list', headers: adminHeaders })
      .willRespondWith({
        status: 403,
        body: {
          Message: string('This workspace is locked.'),
          IsLocked: true,
          WorkspaceId: integer(1),
          WorkspaceName: string('Demo Workspace'),
          IsAdmin: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      await new HttpProjectGateway(http).list();
      const tab = await spaHandling(failures[0]);
      expect(tab.dialogs.unlocks).toEqual([
        { workspaceId: 1, workspaceName: 'Demo Workspace', isAdmin: true },
      ]);
      expect(tab.navigator.path).toBe('/form/list');
    });
  });

  it('409: marking all read when another tab already did is a conflict the SPA keeps quiet about', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has no unread notifications')
      .uponReceiving('a request to mark all notifications read when none is unread')
      .withRequest({
        method: 'POST',
        path: '/api/notification/markallread',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 409, body: { Message: string('Every notification is already read.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      expect(await new HttpNotificationGateway(http).markAllRead()).toMatchObject({
        ok: false,
        failure: { status: 409 },
      });
      const tab = await spaHandling(failures[0], '/notifications');
      expect(tab.notifier.shown).toEqual([]);
      expect(tab.navigator.path).toBe('/notifications');
      expect(tab.users.user).not.toBeNull();
    });
  });

  it('400: a call with a stale anti-forgery token is refused with its message', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a session extension with a stale anti-forgery token')
      .withRequest({
        method: 'POST',
        path: '/api/session/extend',
        headers: { ...adminPostHeaders, 'X-XSRF-TOKEN': 'stale-token' },
        body: {},
      })
      .willRespondWith({ status: 400, body: { Message: string('Invalid anti-forgery token.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN, {}, { xsrf: 'stale-token' });
      expect(await new HttpSessionGateway(http).extend()).toMatchObject({
        ok: false,
        failure: { status: 400 },
      });
      const tab = await spaHandling(failures[0]);
      expect(tab.notifier.shown).toEqual([{ kind: 'error', message: 'Invalid anti-forgery token.' }]);
    });
  });
});
