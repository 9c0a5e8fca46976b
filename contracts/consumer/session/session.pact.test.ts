import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpSessionGateway } from '../../../src/adapters/http/session-gateway.http';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { integer, string } = MatchersV3;

describe('session time-out calls', () => {
  it('reads the session length', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the session time-out')
      .withRequest({ method: 'GET', path: '/api/session/timeout', headers: adminHeaders })
      .willRespondWith({ status: 200, body: { SessionId: string('3f0c2a'), Minutes: integer(30) } });
    await pact.executeTest(async (server) => {
      const result = await new HttpSessionGateway(httpClientFor(server.url, ADMIN).http).timeout();
      expect(result).toEqual({ ok: true, status: 200, data: { SessionId: '3f0c2a', Minutes: 30 } });
    });
  });

  it('extends the session', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a session extension')
      .withRequest({ method: 'POST', path: '/api/session/extend', headers: adminPostHeaders, body: {} })
      .willRespondWith({ status: 200, body: { SessionId: string('3f0c2a'), Minutes: integer(30) } });
    await pact.executeTest(async (server) => {
      const result = await new HttpSessionGateway(httpClientFor(server.url, ADMIN).http).extend();
      expect(result).toMatchObject({ ok: true, data: { Minutes: 30 } });
    });
  });
});
