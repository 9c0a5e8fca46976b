import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id } from '../demo-ids';
import { HttpAccountGateway } from '../../../src/adapters/http/account-gateway.http';
import { adminUser } from './account-shapes';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
  NO_ONE_SIGNED_IN,
} from '../pact-support';

const { like, eachLike, integer, string } = MatchersV3;

describe('account calls', () => {
  it('signs in with e-mail and password', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a user can sign in', { Email: 'admin@demo.test', Password: 'demo' })
      .uponReceiving('a sign-in with the right password')
      .withRequest({
        method: 'POST',
        path: '/api/account/login',
        headers: { 'Content-Type': 'application/json', ScopeId: '0' },
        body: { Email: 'admin@demo.test', Password: 'demo' },
      })
      .willRespondWith({ status: 200, body: like(adminUser) });
    await pact.executeTest(async (server) => {
      const gateway = new HttpAccountGateway(httpClientFor(server.url, null).http);
      const result = await gateway.signIn('admin@demo.test', 'demo');
      expect(result).toMatchObject({
        ok: true,
        data: { email: 'admin@demo.test', accountType: 1, isAdmin: true },
      });
    });
  });

  it('refuses a wrong password with a message', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/account/login',
        headers: { 'Content-Type': 'application/json' },
        body: { Email: 'admin@demo.test', Password: 'wrong' },
      })
      .willRespondWith({ status: 400, body: { Message: string('Invalid e-mail or password.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, null);
      const result = await new HttpAccountGateway(http).signIn('admin@demo.test', 'wrong');
      expect(result).toEqual({
        ok: false,
        failure: { kind: 'status', status: 400, payload: { Message: 'Invalid e-mail or password.' } },
      });
      expect(failures).toEqual([]); // the sign-in form explains it; no global error toast
    });
  });

  it('reads the current user of a session', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the current user')
      .withRequest({ method: 'GET', path: '/api/account/current', headers: adminHeaders })
      .willRespondWith({ status: 200, body: like(adminUser) });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, ADMIN).http).currentUser();
      expect(result).toMatchObject({ ok: true, data: { userId: 1, logged: true } });
    });
  });

  it('answers 401 for the current user without a session', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a request for the current user without a session')
      .withRequest({ method: 'GET', path: '/api/account/current' })
      .willRespondWith({ status: 401, body: { Message: string('Unauthorized') } });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, null).http).currentUser();
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 401 } });
    });
  });

  it('signs out', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a sign-out')
      .withRequest({ method: 'POST', path: '/api/account/logout', headers: adminPostHeaders, body: {} })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, ADMIN).http).signOut();
      expect(result.ok).toBe(true);
    });
  });

  it('lists the scopes the user can switch to', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the scopes of the user')
      .withRequest({ method: 'GET', path: '/api/account/scopes', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike({ ScopeId: integer(10), Name: string('Design Team') }),
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, ADMIN).http).scopes();
      expect(result).toEqual({ ok: true, status: 200, data: [{ ScopeId: 10, Name: 'Design Team' }] });
    });
  });

  it('switches to a team scope', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a switch to team scope 10')
      .withRequest({
        method: 'POST',
        path: '/api/account/switchscope',
        headers: adminPostHeaders,
        body: { ScopeId: id('Scope', 'designTeam') },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...adminUser, teamScopeId: integer(10), teamName: string('Design Team') }),
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, ADMIN).http).switchScope(10);
      expect(result).toMatchObject({ ok: true, data: { teamScopeId: 10, teamName: 'Design Team' } });
    });
  });

  it('refuses a scope the user is not a member of', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a switch to a team the member is not in')
      .withRequest({
        method: 'POST',
        path: '/api/account/switchscope',
        headers: postHeaders(MEMBER),
        body: { ScopeId: id('Scope', 'fieldTeam') },
      })
      .willRespondWith({ status: 403, body: { Message: string('You are not a member of this team.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, MEMBER);
      const result = await new HttpAccountGateway(http).switchScope(11);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
      expect(failures).toHaveLength(1); // the global catalogue takes it: /403
    });
  });
});
