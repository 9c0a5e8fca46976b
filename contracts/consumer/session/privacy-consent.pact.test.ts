import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpPrivacyConsentGateway } from '../../../src/adapters/http/privacy-consent-gateway.http';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, integer, string } = MatchersV3;
const gateway = (url: string) => new HttpPrivacyConsentGateway(httpClientFor(url, ADMIN).http);

/**
 * The privacy consent check and the support chat identity (issue 35; platform spec §7; docs/api.md "Accounts"), called
 * after a member signs in (docs/account.md "Privacy consent").
 */
describe('privacy consent and support chat identity', () => {
  it('checks whether the signed-in user accepted the privacy terms', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a privacy consent check')
      .withRequest({ method: 'GET', path: '/api/account/privacyconsent', headers: adminHeaders })
      .willRespondWith({ status: 200, body: { Accepted: boolean(true) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).consent()).toEqual({
        ok: true,
        status: 200,
        data: { Accepted: true },
      });
    });
  });

  it('records that the signed-in user accepted the privacy terms', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('an acceptance of the privacy terms')
      .withRequest({
        method: 'POST',
        path: '/api/account/privacyconsent/accept',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).accept()).toMatchObject({ ok: true });
    });
  });

  it('reads the support chat identity of the signed-in user', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the support chat identity')
      .withRequest({ method: 'GET', path: '/api/intercom/get', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: {
          UserId: integer(1),
          Email: string('admin@demo.test'),
          Name: string('Ada Admin'),
          WorkspaceName: string('Demo Workspace'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).supportIdentity()).toMatchObject({
        ok: true,
        data: { UserId: 1, Name: 'Ada Admin' },
      });
    });
  });
});
