import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpSignupGateway } from '../../../src/adapters/http/signup-gateway.http';
import { PasswordText } from '../../../src/domain/account/password.rules';
import { SignupText } from '../../../src/domain/account/signup.entity';
import { adminUser } from './account-shapes';
import { NO_ONE_SIGNED_IN, fromState, gridworkPact, httpClientFor } from '../pact-support';

const { boolean, integer, like, string } = MatchersV3;

/**
 * Sign-up (issue 35; docs/api.md "Accounts", docs/account.md "Sign-up"). The link's token is chosen by the pact (state
 * `a sign-up link was e-mailed`); in the browser and the e2e tests it arrives by e-mail.
 */
const TOKEN = 'PactChosenSignupToken0000000000000000000001';
const EMAIL = 'hana@harbour.test';
const WORKSPACE = 'Harbour Surveys';
const FORM = {
  WorkspaceName: WORKSPACE,
  FirstName: 'Hana',
  LastName: 'Harbour',
  Email: EMAIL,
  Password: 'plum tractor violin meadow',
};
const SENT = [
  'a sign-up link was e-mailed',
  { Email: EMAIL, Token: TOKEN, WorkspaceName: WORKSPACE },
] as const;
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const gateway = (url: string) => new HttpSignupGateway(httpClientFor(url, null).http);

describe('sign-up', () => {
  it('asks for a sign-up link (the same answer whether or not the address has an account)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a sign-up for a new workspace')
      .withRequest({ method: 'POST', path: '/api/account/signup', headers: anonymousPost, body: FORM })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).request(FORM)).toMatchObject({ ok: true });
    });
  });

  it('is told a password is too weak, next to the field', async () => {
    const body = { ...FORM, Password: 'short' };
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a sign-up with a password that is too short')
      .withRequest({ method: 'POST', path: '/api/account/signup', headers: anonymousPost, body })
      .willRespondWith({ status: 400, body: { Message: `Password: ${PasswordText.tooShort}` } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).request(body)).toMatchObject({ ok: false });
    });
  });

  it('checks an e-mailed sign-up link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SENT)
      .uponReceiving('a check of an e-mailed sign-up link')
      .withRequest({
        method: 'GET',
        path: '/api/account/signup/check',
        query: { hash: TOKEN, recordId: fromState('SignupId', '101') },
        headers: anonymousGet,
      })
      .willRespondWith({
        status: 200,
        body: { Status: 'Valid', Email: string(EMAIL), WorkspaceName: string(WORKSPACE) },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).check(TOKEN, 101)).toMatchObject({
        ok: true,
        data: { Status: 'Valid', WorkspaceName: WORKSPACE },
      });
    });
  });

  it('creates the workspace from the link and signs its administrator in', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SENT)
      .uponReceiving('the creation of a workspace from an e-mailed sign-up link')
      .withRequest({
        method: 'POST',
        path: '/api/account/signup/complete',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: fromState('SignupId', 101) },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...adminUser,
          userId: integer(6),
          email: string(EMAIL),
          firstName: string('Hana'),
          lastName: string('Harbour'),
          workspaceId: integer(2),
          workspaceName: string(WORKSPACE),
          isAdmin: boolean(true),
          accountType: integer(1),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).complete(TOKEN, 101)).toMatchObject({
        ok: true,
        data: { email: EMAIL, workspaceName: WORKSPACE, isAdmin: true },
      });
    });
  });

  it('is told a link opens nothing, in place', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('the creation of a workspace from a sign-up link that opens nothing')
      .withRequest({
        method: 'POST',
        path: '/api/account/signup/complete',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: 999999 },
      })
      .willRespondWith({ status: 400, body: { Message: SignupText.Invalid } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).complete(TOKEN, 999999)).toMatchObject({ ok: false });
    });
  });
});
