import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpAccountGateway } from '../../../src/adapters/http/account-gateway.http';
import { HttpAccountRestoreGateway } from '../../../src/adapters/http/account-restore-gateways.http';
import { DeletionText } from '../../../src/domain/account/account-deletion.rules';
import { isoDate } from '../forms/forms-shapes';
import { NO_ONE_SIGNED_IN, fromState, gridworkPact, httpClientFor } from '../pact-support';

const { eachLike, integer, regex, string } = MatchersV3;

/**
 * A deleted account's sign-in and its restore link (issue 35; docs/api.md "Accounts", docs/account.md "Deleted
 * accounts"). The link's token is chosen by the pact (state `a restore link was e-mailed`); in the browser and the e2e
 * tests it arrives by e-mail.
 */
const TOKEN = 'PactChosenRestoreToken00000000000000000001';
const EMAIL = 'member@demo.test';
const DELETED = ['the user was deleted', { Email: EMAIL }] as const;
const SENT = ['a restore link was e-mailed', { Email: EMAIL, Token: TOKEN }] as const;
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const gateway = (url: string) => new HttpAccountRestoreGateway(httpClientFor(url, null).http);
const membership = () => ({
  WorkspaceId: integer(1),
  WorkspaceName: string('Demo Workspace'),
  DeletedOn: isoDate('2026-11-20T09:00:00.000Z'),
  DaysLeft: integer(30),
});

describe('restoring a deleted account', () => {
  it('is told at sign-in that the account was deleted (only with its password)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...DELETED)
      .uponReceiving('a sign-in with the password of a deleted account')
      .withRequest({
        method: 'POST',
        path: '/api/account/login',
        headers: { 'Content-Type': 'application/json' },
        body: { Email: EMAIL, Password: 'demo' },
      })
      .willRespondWith({
        status: 403,
        body: {
          Message: regex(/^Your account was deleted from .+/, DeletionText.signIn('Demo Workspace', 30)),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpAccountGateway(httpClientFor(server.url, null).http).signIn(EMAIL, 'demo');
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
    });
  });

  it('checks an e-mailed restore link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...DELETED)
      .given(...SENT)
      .uponReceiving('a check of an e-mailed restore link')
      .withRequest({
        method: 'GET',
        path: '/api/account/restore/check',
        query: { hash: TOKEN, recordId: fromState('RestoreId', '101') },
        headers: anonymousGet,
      })
      .willRespondWith({
        status: 200,
        body: { Status: 'Valid', Email: string(EMAIL), Workspaces: eachLike(membership()) },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).check(TOKEN, 101)).toMatchObject({
        ok: true,
        data: { Status: 'Valid', Workspaces: [{ WorkspaceName: 'Demo Workspace' }] },
      });
    });
  });

  it('restores the account into the chosen workspace', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...DELETED)
      .given(...SENT)
      .uponReceiving('a restore of a deleted account from its link')
      .withRequest({
        method: 'POST',
        path: '/api/account/restore',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: fromState('RestoreId', 101), WorkspaceId: 1 },
      })
      .willRespondWith({ status: 200, body: membership() });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).restore(TOKEN, 101, 1)).toMatchObject({
        ok: true,
        data: { WorkspaceId: 1 },
      });
    });
  });

  it('is told a link opens nothing, in place', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a restore from a link that opens nothing')
      .withRequest({
        method: 'POST',
        path: '/api/account/restore',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: 999999, WorkspaceId: 1 },
      })
      .willRespondWith({ status: 400, body: { Message: DeletionText.Invalid } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).restore(TOKEN, 999999, 1)).toMatchObject({ ok: false });
    });
  });
});
