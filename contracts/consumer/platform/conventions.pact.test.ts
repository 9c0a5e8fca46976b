import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpAccountGateway } from '../../../src/adapters/http/account-gateway.http';
import { HttpProjectGateway } from '../../../src/adapters/http/project-gateway.http';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  directGetHeaders,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';
import { adminUser } from '../account/account-shapes';
import { spaHandling } from '../spa-handling';

const { equal, integer, like, string, boolean } = MatchersV3;

const DIRECT = 4;
const FIELD = 5;

/**
 * The request conventions of platform spec §6-§7, bound on both sides: the headers a tab sends, and what the
 * backend must do when they do not fit the session (contracts/provider/verify-lax.ts checks that a backend ignoring
 * them fails these interactions).
 */
describe('request conventions', () => {
  it('a direct user in their primary scope sends DirectScopeId', async () => {
    const pact = gridworkPact()
      .given(...signedIn('direct'))
      .uponReceiving('a request for the current user by a direct user in their primary scope')
      .withRequest({ method: 'GET', path: '/api/account/current', headers: directGetHeaders(DIRECT, 11) })
      .willRespondWith({
        status: 200,
        body: like({
          ...adminUser,
          isAdmin: boolean(false),
          isDirect: true,
          accountType: 4,
          teamScopeId: integer(11),
          primaryScopeId: integer(11),
        }),
      });
    await pact.executeTest(async (server) => {
      const { http } = httpClientFor(server.url, DIRECT, { scopeId: 11, primaryScopeId: 11, isDirect: true });
      const result = await new HttpAccountGateway(http).currentUser();
      expect(result).toMatchObject({ ok: true, data: { isDirect: true, accountType: 4 } });
    });
  });

  it('an administrator acts in another scope with ImpersonateScopeId and sees that scope as their team', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('a team exists', { Name: 'Field Team' })
      .uponReceiving('a request for the current user by an administrator acting in the team Field Team')
      .withRequest({
        method: 'GET',
        path: '/api/account/current',
        headers: { ...adminHeaders, ImpersonateScopeId: fromState('TeamScopeId', '11') },
      })
      .willRespondWith({
        status: 200,
        // The team's name is the state's parameter: equal, not merely a string, so a backend that ignores the header fails.
        body: { ...adminUser, teamScopeId: integer(11), teamName: equal('Field Team') },
      });
    await pact.executeTest(async (server) => {
      const { http } = httpClientFor(server.url, ADMIN, { impersonateScopeId: 11 });
      const result = await new HttpAccountGateway(http).currentUser();
      expect(result).toMatchObject({ ok: true, data: { teamName: 'Field Team', teamScopeId: 11 } });
    });
  });

  it('a tab of another user answers 406: the SPA shows the message, signs out and starts again', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('another user exists', { user: 'admin' })
      .uponReceiving('a request for the project list from a tab whose Uid is not the signed-in user')
      .withRequest({
        method: 'GET',
        path: '/api/project/list',
        headers: { ...getHeaders(MEMBER), Uid: fromState('OtherUid', String(ADMIN)) },
      })
      .willRespondWith({ status: 406, body: { Message: string('This page belongs to another sign-in.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      const result = await new HttpProjectGateway(http).list();
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 406 } });
      const tab = await spaHandling(failures[0]);
      expect(tab.notifier.shown).toContainEqual({
        kind: 'error',
        message: 'This page belongs to another sign-in.',
      });
      expect(tab.users.user).toBeNull();
      expect(tab.navigator.path).toBe('/start');
    });
  });

  it('a scope the user is not a member of answers 403: the SPA goes to /403', async () => {
    const pact = gridworkPact()
      .given(...signedIn('field'))
      .given('a team exists', { Name: 'Design Team' })
      .uponReceiving('a request for the project list in a team the user is not a member of')
      .withRequest({
        method: 'GET',
        path: '/api/project/list',
        headers: { ...getHeaders(FIELD), ScopeId: fromState('TeamScopeId', '10') },
      })
      .willRespondWith({ status: 403, body: { Message: string('You are not a member of this scope.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, FIELD, { scopeId: 10 });
      const result = await new HttpProjectGateway(http).list();
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
      const tab = await spaHandling(failures[0]);
      expect(tab.navigator.path).toBe('/403');
      expect(tab.notifier.shown).toContainEqual({
        kind: 'error',
        message: 'You are not a member of this scope.',
      });
    });
  });
});
