import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  HttpInvitationLinkGateway,
  HttpPasswordGateway,
  HttpProfileGateway,
} from '../../../src/adapters/http/account-area-gateways.http';
import { InvitationText } from '../../../src/domain/account/invitation-answer.entity';
import { PasswordText } from '../../../src/domain/account/password.rules';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import { adminUser } from './account-shapes';
import {
  ADMIN,
  NO_ONE_SIGNED_IN,
  adminHeaders,
  adminPostHeaders,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, integer, like, string } = MatchersV3;

/**
 * The account calls (issue 17; docs/api.md "Accounts"): one's password and profile, password resets and the invitee's
 * side of invitations. Tokens of e-mailed links are chosen by the pact (states `an invitation was e-mailed`, `a password
 * reset link was e-mailed`): a backend never hands one out; in the browser and the e2e tests they arrive by e-mail.
 */
const TOKEN = 'PactChosenLinkToken0000000000000000000000001';
const NEW_PASSWORD = 'plum tractor violin harbour';
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const INVITEE = 'colleague@demo.test';
const INVITED = ['an invitation was e-mailed', { Email: INVITEE, Token: TOKEN }] as const;
const invitationId = () => fromState('InvitationId', 101);
const resetId = () => fromState('ResetId', 101);
const newUser = {
  ...adminUser,
  userId: integer(6),
  email: string(INVITEE),
  firstName: string('Cole'),
  lastName: string('League'),
  isAdmin: boolean(false),
  accountType: integer(2),
};

const anonymous = (url: string) => httpClientFor(url, null);
const passwords = (url: string, uid: number | null = ADMIN) =>
  new HttpPasswordGateway(httpClientFor(url, uid).http);

describe('passwords', () => {
  it('changes the signed-in user’s password', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a change of the signed-in user’s password')
      .withRequest({
        method: 'POST',
        path: '/api/account/changepassword',
        headers: adminPostHeaders,
        body: { CurrentPassword: 'demo', NewPassword: NEW_PASSWORD },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await passwords(server.url).change('demo', NEW_PASSWORD)).toMatchObject({ ok: true });
    });
  });

  it('is told the current password is not right, in place', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a change of password with a wrong current password')
      .withRequest({
        method: 'POST',
        path: '/api/account/changepassword',
        headers: adminPostHeaders,
        body: { CurrentPassword: 'not-it', NewPassword: NEW_PASSWORD },
      })
      .willRespondWith({ status: 400, body: { Message: `CurrentPassword: ${ProfileText.wrongPassword}` } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      expect(await new HttpPasswordGateway(http).change('not-it', NEW_PASSWORD)).toMatchObject({
        ok: false,
        failure: { status: 400 },
      });
      expect(failures).toEqual([]);
    });
  });

  it('is told a new password is too common', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a change of password to a common password')
      .withRequest({
        method: 'POST',
        path: '/api/account/changepassword',
        headers: adminPostHeaders,
        body: { CurrentPassword: 'demo', NewPassword: 'password1234' },
      })
      .willRespondWith({ status: 400, body: { Message: `NewPassword: ${PasswordText.common}` } });
    await pact.executeTest(async (server) => {
      expect(await passwords(server.url).change('demo', 'password1234')).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: `NewPassword: ${PasswordText.common}` } },
      });
    });
  });

  it('asks for a reset link: the same answer whether or not the address has an account', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a request for a password reset link')
      .withRequest({
        method: 'POST',
        path: '/api/account/resetpassword',
        headers: anonymousPost,
        body: { Email: 'nobody@demo.test' },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(
        await new HttpPasswordGateway(anonymous(server.url).http).requestReset('nobody@demo.test'),
      ).toMatchObject({ ok: true });
    });
  });

  it('checks a reset link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a password reset link was e-mailed', { Email: 'member@demo.test', Token: TOKEN })
      .uponReceiving('a check of an e-mailed reset link')
      .withRequest({
        method: 'GET',
        path: '/api/account/resetpassword/check',
        query: { hash: TOKEN, recordId: fromState('ResetId', '101') },
        headers: anonymousGet,
      })
      .willRespondWith({ status: 200, body: { Status: 'Valid', Email: string('member@demo.test') } });
    await pact.executeTest(async (server) => {
      expect(await new HttpPasswordGateway(anonymous(server.url).http).checkReset(TOKEN, 101)).toMatchObject({
        ok: true,
        data: { Status: 'Valid' },
      });
    });
  });

  it('is told a reset link opens nothing', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a check of a reset link that opens nothing')
      .withRequest({
        method: 'GET',
        path: '/api/account/resetpassword/check',
        query: { hash: TOKEN, recordId: '999999' },
        headers: anonymousGet,
      })
      .willRespondWith({ status: 200, body: { Status: 'Invalid', Email: '' } });
    await pact.executeTest(async (server) => {
      expect(
        await new HttpPasswordGateway(anonymous(server.url).http).checkReset(TOKEN, 999999),
      ).toMatchObject({ ok: true, data: { Status: 'Invalid' } });
    });
  });

  it('chooses a new password from the link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a password reset link was e-mailed', { Email: 'member@demo.test', Token: TOKEN })
      .uponReceiving('a new password from an e-mailed reset link')
      .withRequest({
        method: 'POST',
        path: '/api/account/resetpassword/complete',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: resetId(), NewPassword: NEW_PASSWORD },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      const { http, failures } = anonymous(server.url);
      expect(await new HttpPasswordGateway(http).completeReset(TOKEN, 101, NEW_PASSWORD)).toMatchObject({
        ok: true,
      });
      expect(failures).toEqual([]);
    });
  });
});

describe('an invitation, seen by the invitee', () => {
  it('says what an e-mailed invitation is', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...INVITED)
      .uponReceiving('a request for the details of an e-mailed invitation')
      .withRequest({
        method: 'GET',
        path: '/api/invitation/details',
        query: { hash: TOKEN, recordId: fromState('InvitationId', '101') },
        headers: anonymousGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          Status: 'Valid',
          Email: INVITEE,
          WorkspaceName: string('Demo Workspace'),
          InvitedByName: string('Ada Admin'),
          HasAccount: false,
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await new HttpInvitationLinkGateway(anonymous(server.url).http).details(TOKEN, 101),
      ).toMatchObject({ ok: true, data: { Status: 'Valid', Email: INVITEE, HasAccount: false } });
    });
  });

  it('registers a new account from it and is signed in', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...INVITED)
      .uponReceiving('a registration from an e-mailed invitation')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/register',
        headers: anonymousPost,
        body: {
          Hash: TOKEN,
          RecordId: invitationId(),
          FirstName: 'Cole',
          LastName: 'League',
          Password: NEW_PASSWORD,
        },
      })
      .willRespondWith({ status: 200, body: like(newUser) });
    await pact.executeTest(async (server) => {
      const result = await new HttpInvitationLinkGateway(anonymous(server.url).http).register(TOKEN, 101, {
        FirstName: 'Cole',
        LastName: 'League',
        Password: NEW_PASSWORD,
      });
      expect(result).toMatchObject({ ok: true, data: { email: INVITEE, accountType: 2 } });
    });
  });

  it('is told a used or unknown invitation opens nothing, in place', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a registration from an invitation link that opens nothing')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/register',
        headers: anonymousPost,
        body: {
          Hash: TOKEN,
          RecordId: 999999,
          FirstName: 'Cole',
          LastName: 'League',
          Password: NEW_PASSWORD,
        },
      })
      .willRespondWith({ status: 400, body: { Message: InvitationText.Invalid } });
    await pact.executeTest(async (server) => {
      const { http, failures } = anonymous(server.url);
      expect(
        await new HttpInvitationLinkGateway(http).register(TOKEN, 999999, {
          FirstName: 'Cole',
          LastName: 'League',
          Password: NEW_PASSWORD,
        }),
      ).toMatchObject({ ok: false, failure: { status: 400 } });
      expect(failures).toEqual([]);
    });
  });

  it('accepts it with an existing account (an outside user of the workspace)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('an invitation was e-mailed', { Email: 'site@demo.test', Token: TOKEN })
      .uponReceiving('an acceptance of an e-mailed invitation by signing in')
      .withRequest({
        method: 'POST',
        path: '/api/invitation/accept',
        headers: anonymousPost,
        body: { Hash: TOKEN, RecordId: invitationId(), Email: 'site@demo.test', Password: 'demo' },
      })
      .willRespondWith({ status: 200, body: like({ ...newUser, email: string('site@demo.test') }) });
    await pact.executeTest(async (server) => {
      expect(
        await new HttpInvitationLinkGateway(anonymous(server.url).http).accept(
          TOKEN,
          101,
          'site@demo.test',
          'demo',
        ),
      ).toMatchObject({ ok: true, data: { email: 'site@demo.test', accountType: 2 } });
    });
  });
});

describe('the profile', () => {
  it('reads the signed-in user’s profile', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the signed-in user’s profile')
      .withRequest({ method: 'GET', path: '/api/account/profile', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: {
          FirstName: string('Ada'),
          LastName: string('Admin'),
          Email: string('admin@demo.test'),
          Theme: null,
          WorkspaceTheme: integer(2),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await new HttpProfileGateway(httpClientFor(server.url, ADMIN).http).profile()).toMatchObject({
        ok: true,
        data: { Email: 'admin@demo.test', Theme: null },
      });
    });
  });

  it('saves names, a theme and a new e-mail address with the current password', async () => {
    const body = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@demo.test',
      Theme: 3,
      CurrentPassword: 'demo',
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a change of the signed-in user’s profile')
      .withRequest({ method: 'POST', path: '/api/account/profile/update', headers: adminPostHeaders, body })
      .willRespondWith({
        status: 200,
        body: {
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'ada@demo.test',
          Theme: 3,
          WorkspaceTheme: integer(2),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpProfileGateway(httpClientFor(server.url, ADMIN).http).save({
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@demo.test',
        Theme: 3,
        CurrentPassword: 'demo',
      });
      expect(result).toMatchObject({ ok: true, data: { Email: 'ada@demo.test', Theme: 3 } });
    });
  });
});
