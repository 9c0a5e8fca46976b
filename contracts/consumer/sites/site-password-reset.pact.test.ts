import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpSitePasswordResetGateway } from '../../../src/adapters/http/account-area-gateways.http';
import { NO_ONE_SIGNED_IN, fromState, gridworkPact, httpClientFor } from '../pact-support';

const { string } = MatchersV3;

/** A site account's own password reset (issue 33; docs/sites.md "Password reset"). */
const TOKEN = 'PactChosenSiteLinkToken00000000000000000001';
const NEW_PASSWORD = 'Copper-Lantern-77';
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const SITE_LINK_STATE = [
  'a site password reset link was e-mailed',
  { Email: 'site@demo.test', Token: TOKEN },
] as const;
const siteReset = (url: string) => new HttpSitePasswordResetGateway(httpClientFor(url, null).http);

describe("a site account's password reset (issue 33)", () => {
  it('asks for a link: the same answer whether or not the address has a site account', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a request for a site password reset link')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/reset-password',
        headers: anonymousPost,
        body: { Email: 'nobody@client.test' },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await siteReset(server.url).requestReset('nobody@client.test')).toMatchObject({ ok: true });
    });
  });

  it('checks a site reset link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SITE_LINK_STATE)
      .uponReceiving('a check of an e-mailed site reset link')
      .withRequest({
        method: 'GET',
        path: '/api/siteaccount/reset-password/check',
        query: { hash: TOKEN, recordId: fromState('ResetId', '101') },
        headers: anonymousGet,
      })
      .willRespondWith({ status: 200, body: { Status: 'Valid', Email: string('site@demo.test') } });
    await pact.executeTest(async (server) => {
      expect(await siteReset(server.url).checkReset(TOKEN, 101)).toMatchObject({
        ok: true,
        data: { Status: 'Valid' },
      });
    });
  });

  it('chooses a new site password from the link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SITE_LINK_STATE)
      .uponReceiving('a new password from an e-mailed site reset link')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/reset-password/complete',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: fromState('ResetId', 101), NewPassword: NEW_PASSWORD },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await siteReset(server.url).completeReset(TOKEN, 101, NEW_PASSWORD)).toMatchObject({ ok: true });
    });
  });
});
