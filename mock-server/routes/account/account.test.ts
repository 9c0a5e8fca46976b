import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INVITATION } from '../../../fixtures/invitations';
import { ROLE_IDS, SCOPE_IDS, USER_IDS } from '../../../fixtures/ids';
import { INVITATION_VALIDITY_MS, RESET_VALIDITY_MS } from '../../../src/domain/account/account-tokens';
import { InvitationText } from '../../../src/domain/account/invitation-answer.entity';
import { PasswordText } from '../../../src/domain/account/password.rules';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import type { SinkMessage, SmtpSink } from '../../mail/smtp-sink';
import { connectSignalR } from '../../test-support/hub-client';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';

const NEW_PASSWORD = 'plum tractor violin harbour';
let sink: SmtpSink;
let running: RunningMock;
let admin: MockClient;

let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(async () => {
  mailing.reset();
  running.mock.sessions.clear();
  admin = running.client();
  await admin.login('admin@demo.test');
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

/** The link's hash and record id, from the e-mail that arrived over SMTP. */
function linkOf(
  mail: SinkMessage,
  path: 'invitation' | 'changepassword',
): { hash: string; recordId: number; url: string } {
  const match = new RegExp(`(https?://[^\\s/]+/${path}/([A-Za-z0-9_-]{43})/(\\d+))`).exec(mail.text);
  expect(match, `a /${path}/ link in "${mail.text}"`).not.toBeNull();
  return { url: match![1], hash: match![2], recordId: Number(match![3]) };
}

async function invite(email: string, AccountType: 1 | 2 = 2) {
  const reply = await admin.post('/api/invitation/create', {
    Email: email,
    AccountType,
    RoleIds: [ROLE_IDS.readWrite],
    TeamIds: [SCOPE_IDS.designTeam],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return {
    invitation: reply.body as { InvitationId: number },
    mail: await sink.next((m) => m.to.includes(email), 20_000),
  };
}

describe('an invitation by e-mail', { timeout: 30_000 }, () => {
  it('is e-mailed with a link to /invitation/{Hash}/{RecordId}; the colleague registers and is signed in with its role; the inviter is told', async () => {
    const adminHub = await connectSignalR(running.baseUrl, admin);
    const { mail } = await invite('colleague@demo.test', 1);
    expect(mail.subject).toBe('"Ada Admin" invited you to "Demo Workspace" on Gridwork');
    const { hash, recordId, url } = linkOf(mail, 'invitation');
    expect(url.startsWith('http://localhost:5173/invitation/')).toBe(true);
    expect(mail.html).toContain(`href="${url}"`);
    // Only a digest is kept.
    expect(JSON.stringify(running.mock.store.data)).not.toContain(hash);

    const colleague = running.client();
    expect((await colleague.get(`/api/invitation/details?hash=${hash}&recordId=${recordId}`)).body).toEqual({
      Status: 'Valid',
      Email: 'colleague@demo.test',
      WorkspaceName: 'Demo Workspace',
      InvitedByName: 'Ada Admin',
      HasAccount: false,
    });
    const weak = await colleague.post('/api/invitation/register', {
      Hash: hash,
      RecordId: recordId,
      FirstName: 'Cole',
      LastName: 'League',
      Password: 'password1234',
    });
    expect([weak.status, weak.body]).toEqual([400, { Message: `Password: ${PasswordText.common}` }]);
    const registered = await colleague.post('/api/invitation/register', {
      Hash: hash,
      RecordId: recordId,
      FirstName: 'Cole',
      LastName: 'League',
      Password: NEW_PASSWORD,
    });
    expect(registered.body).toMatchObject({
      email: 'colleague@demo.test',
      firstName: 'Cole',
      accountType: 1,
      isAdmin: false,
      accessVerbs: 7,
    });
    expect((await colleague.get('/api/account/current')).status).toBe(200);
    expect(
      await until(() => adminHub.messages.some((m) => m.Listener === 'workspaceAdminInviteProcessed')),
    ).toBe(true);
    expect(adminHub.messages.find((m) => m.Listener === 'workspaceAdminInviteProcessed')?.Data).toMatchObject(
      { Email: 'colleague@demo.test', Name: 'Cole League' },
    );
    expect(adminHub.messages).toContainEqual({ Listener: 'notificationCountUpdate', Data: { Count: 4 } });
    await adminHub.connection.stop();

    // Single use: the link now opens nothing; the new user signs in with the chosen password.
    expect(
      (await running.client().get(`/api/invitation/details?hash=${hash}&recordId=${recordId}`)).body,
    ).toMatchObject({ Status: 'Used', Email: '' });
    expect(
      (
        await running.client().post('/api/invitation/register', {
          Hash: hash,
          RecordId: recordId,
          FirstName: 'A',
          LastName: 'B',
          Password: NEW_PASSWORD,
        })
      ).body,
    ).toEqual({ Message: InvitationText.Used });
    expect((await running.client().login('colleague@demo.test', NEW_PASSWORD)).status).toBe(200);
    expect(((await admin.get('/api/invitation/list')).body as unknown[]).length).toBe(1);
  });

  it('expires after 7 days; a resent invitation gets a new link and the old one opens nothing; a revoked one opens nothing', async () => {
    const { invitation, mail } = await invite('late@demo.test');
    const first = linkOf(mail, 'invitation');
    running.mock.clock.advance(INVITATION_VALIDITY_MS + 1);
    expect(
      (await running.client().get(`/api/invitation/details?hash=${first.hash}&recordId=${first.recordId}`))
        .body,
    ).toMatchObject({ Status: 'Expired' });
    expect((await admin.get('/api/invitation/list')).body).toContainEqual(
      expect.objectContaining({ Email: 'late@demo.test', Status: 'Expired' }),
    );

    sink.messages.length = 0;
    expect(
      (await admin.post('/api/invitation/resend', { InvitationId: invitation.InvitationId })).body,
    ).toMatchObject({ Status: 'Pending' });
    const second = linkOf(await sink.next((m) => m.to.includes('late@demo.test'), 20_000), 'invitation');
    expect(second.hash).not.toBe(first.hash);
    expect(
      (await running.client().get(`/api/invitation/details?hash=${first.hash}&recordId=${first.recordId}`))
        .body,
    ).toMatchObject({ Status: 'Invalid' });
    expect(
      (await running.client().get(`/api/invitation/details?hash=${second.hash}&recordId=${second.recordId}`))
        .body,
    ).toMatchObject({ Status: 'Valid' });

    expect(
      (await admin.post('/api/invitation/delete', { InvitationId: invitation.InvitationId })).status,
    ).toBe(200);
    expect(
      (await running.client().get(`/api/invitation/details?hash=${second.hash}&recordId=${second.recordId}`))
        .body,
    ).toMatchObject({ Status: 'Invalid' });
  });

  it('arrives with the names it carries neutralised: a name cannot add lines or links to our mail', async () => {
    const ada = running.mock.store.userByEmail('admin@demo.test')!;
    ada.lastName = 'Admin. Your account is locked: sign in again at https://evil.test/login';
    running.mock.store.data.workspaces[0].name = 'Demo\u2028Workspace\u202e www.evil.test';
    const { mail } = await invite('named@demo.test');
    const link = linkOf(mail, 'invitation').url;
    const ours = (text: string) => text.replace(link, '');
    expect(mail.subject).toBe(
      '"Ada Admin. Your account is locked: sign in again at https[:]//evil[.]test/login" invited you to ' +
        '"Demo Workspace www[.]evil[.]test" on Gridwork',
    );
    for (const part of [mail.subject, ours(mail.text), ours(mail.html ?? '')]) {
      expect(part).not.toMatch(/https:\/\/evil|evil\.test|\u202e|\u2028/);
    }
    expect(mail.text.split('\n')[0]).toMatch(
      /^"Ada Admin\. .*" invited you to join "Demo Workspace .*" on Gridwork\.$/,
    );
  });

  it('refuses to invite a current user or an address already invited', async () => {
    expect(
      (
        await admin.post('/api/invitation/create', {
          Email: 'Member@demo.test',
          AccountType: 2,
          RoleIds: [ROLE_IDS.read],
          TeamIds: [],
        })
      ).body,
    ).toEqual({
      Message: AdminText.alreadyMember('Member@demo.test'),
    });
    expect(
      (
        await admin.post('/api/invitation/create', {
          Email: DEMO_INVITATION.email,
          AccountType: 2,
          RoleIds: [ROLE_IDS.read],
          TeamIds: [],
        })
      ).body,
    ).toEqual({
      Message: AdminText.alreadyInvited(DEMO_INVITATION.email),
    });
    expect(
      (
        await admin.post('/api/invitation/create', {
          Email: 'not an address',
          AccountType: 2,
          RoleIds: [ROLE_IDS.read],
          TeamIds: [],
        })
      ).status,
    ).toBe(400);
  });

  it('is accepted by someone who already has an account (a site user) by signing in: their account takes the invitation', async () => {
    const { mail } = await invite('site@demo.test');
    const { hash, recordId } = linkOf(mail, 'invitation');
    expect(
      (await running.client().get(`/api/invitation/details?hash=${hash}&recordId=${recordId}`)).body,
    ).toMatchObject({ HasAccount: true });
    const site = running.client();
    expect(
      (
        await site.post('/api/invitation/accept', {
          Hash: hash,
          RecordId: recordId,
          Email: 'site@demo.test',
          Password: 'nope',
        })
      ).status,
    ).toBe(400);
    const accepted = await site.post('/api/invitation/accept', {
      Hash: hash,
      RecordId: recordId,
      Email: 'site@demo.test',
      Password: 'demo',
    });
    expect(accepted.body).toMatchObject({ email: 'site@demo.test', accountType: 2, isSite: false });
    expect(running.mock.store.userById(USER_IDS.site)?.scopeIds).toEqual([0, SCOPE_IDS.designTeam]);
  });
});

describe('passwords', { timeout: 30_000 }, () => {
  it('a reset e-mails a link valid once for 30 minutes; the answer is the same for an unknown address; other sessions are signed out', async () => {
    const other = running.client();
    await other.login('member@demo.test');
    expect(
      (await running.client().post('/api/account/resetpassword', { Email: 'nobody@demo.test' })).body,
    ).toEqual({});
    expect(
      (await running.client().post('/api/account/resetpassword', { Email: 'member@demo.test' })).body,
    ).toEqual({});
    const mail = await sink.next((m) => m.to.includes('member@demo.test'), 20_000);
    expect(sink.messages.filter((m) => m.to.includes('nobody@demo.test'))).toEqual([]);
    const { hash, recordId } = linkOf(mail, 'changepassword');
    const guest = running.client();
    expect(
      (await guest.get(`/api/account/resetpassword/check?hash=${hash}&recordId=${recordId}`)).body,
    ).toEqual({ Status: 'Valid', Email: 'member@demo.test' });
    expect(
      (
        await guest.post('/api/account/resetpassword/complete', {
          Hash: hash,
          RecordId: recordId,
          NewPassword: 'Mel Member rocks!!',
        })
      ).body,
    ).toEqual({ Message: 'NewPassword: The password must not contain “member” (your name).' });
    expect(
      (
        await guest.post('/api/account/resetpassword/complete', {
          Hash: hash,
          RecordId: recordId,
          NewPassword: NEW_PASSWORD,
        })
      ).body,
    ).toEqual({});
    expect((await other.get('/api/account/current')).status).toBe(401);
    expect(
      (
        await guest.post('/api/account/resetpassword/complete', {
          Hash: hash,
          RecordId: recordId,
          NewPassword: NEW_PASSWORD,
        })
      ).body,
    ).toEqual({ Message: ProfileText.resetUsed });
    expect(
      (await running.client().post('/api/account/login', { Email: 'member@demo.test', Password: 'demo' }))
        .status,
    ).toBe(400);
    expect((await running.client().login('member@demo.test', NEW_PASSWORD)).status).toBe(200);
    expect(JSON.stringify(running.mock.store.data)).not.toContain(NEW_PASSWORD);
  });

  it('a reset link expires after 30 minutes, and a newer one voids it', async () => {
    await running.client().post('/api/account/resetpassword', { Email: 'field@demo.test' });
    const first = linkOf(await sink.next((m) => m.to.includes('field@demo.test'), 20_000), 'changepassword');
    sink.messages.length = 0;
    await running.client().post('/api/account/resetpassword', { Email: 'field@demo.test' });
    const second = linkOf(await sink.next((m) => m.to.includes('field@demo.test'), 20_000), 'changepassword');
    expect(
      (
        await running
          .client()
          .get(`/api/account/resetpassword/check?hash=${first.hash}&recordId=${first.recordId}`)
      ).body,
    ).toMatchObject({ Status: 'Used' });
    running.mock.clock.advance(RESET_VALIDITY_MS);
    expect(
      (
        await running
          .client()
          .get(`/api/account/resetpassword/check?hash=${second.hash}&recordId=${second.recordId}`)
      ).body,
    ).toEqual({ Status: 'Expired', Email: '' });
  });

  it('a change needs the current password, keeps this session and signs the others out with userLoggedOut', async () => {
    const elsewhere = running.client();
    await elsewhere.login('admin@demo.test');
    const hub = await connectSignalR(running.baseUrl, elsewhere);
    expect(
      (
        await admin.post('/api/account/changepassword', {
          CurrentPassword: 'wrong',
          NewPassword: NEW_PASSWORD,
        })
      ).body,
    ).toEqual({ Message: `CurrentPassword: ${ProfileText.wrongPassword}` });
    expect(
      (await admin.post('/api/account/changepassword', { CurrentPassword: 'demo', NewPassword: 'short' }))
        .body,
    ).toEqual({ Message: `NewPassword: ${PasswordText.tooShort}` });
    expect(
      (
        await admin.post('/api/account/changepassword', {
          CurrentPassword: 'demo',
          NewPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(await until(() => hub.messages.some((m) => m.Listener === 'userLoggedOut'))).toBe(true);
    expect(hub.messages.find((m) => m.Listener === 'userLoggedOut')?.Data).toEqual({
      NextState: 'login',
      LogoutMessage: ProfileText.signedOutElsewhere,
    });
    expect((await elsewhere.get('/api/account/current')).status).toBe(401);
    expect((await admin.get('/api/account/current')).status).toBe(200);
    expect(running.mock.store.userById(USER_IDS.admin)?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('the profile', () => {
  it('changes names and theme; a new e-mail asks for the current password and must be free', async () => {
    expect((await admin.get('/api/account/profile')).body).toEqual({
      FirstName: 'Ada',
      LastName: 'Admin',
      Email: 'admin@demo.test',
      Theme: null,
      WorkspaceTheme: 2,
    });
    expect(
      (
        await admin.post('/api/account/profile/update', {
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'admin@demo.test',
          Theme: 3,
        })
      ).body,
    ).toMatchObject({ LastName: 'Lovelace', Theme: 3 });
    expect((await admin.get('/api/account/current')).body).toMatchObject({ lastName: 'Lovelace', theme: 3 });
    expect(
      (
        await admin.post('/api/account/profile/update', {
          FirstName: 'Ada',
          LastName: 'L',
          Email: 'ada@demo.test',
          Theme: null,
        })
      ).body,
    ).toEqual({ Message: `CurrentPassword: ${ProfileText.passwordForEmail}` });
    // A null CurrentPassword is none (issue 31: it answered 500).
    const nullPassword = await admin.post('/api/account/profile/update', {
      FirstName: 'Ada',
      LastName: 'L',
      Email: 'ada@demo.test',
      Theme: null,
      CurrentPassword: null,
    });
    expect([nullPassword.status, nullPassword.body]).toEqual([
      400,
      { Message: `CurrentPassword: ${ProfileText.passwordForEmail}` },
    ]);
    expect(
      (
        await admin.post('/api/account/profile/update', {
          FirstName: 'Ada',
          LastName: 'L',
          Email: 'member@demo.test',
          Theme: null,
          CurrentPassword: 'demo',
        })
      ).body,
    ).toEqual({ Message: `Email: ${ProfileText.emailTaken}` });
    expect(
      (
        await admin.post('/api/account/profile/update', {
          FirstName: 'Ada',
          LastName: 'L',
          Email: 'ada@demo.test',
          Theme: null,
          CurrentPassword: 'demo',
        })
      ).body,
    ).toMatchObject({ Email: 'ada@demo.test', Theme: null });
    expect((await running.client().login('ada@demo.test')).status).toBe(200);
  });
});
