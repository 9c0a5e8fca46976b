import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PasswordText } from '../../../src/domain/account/password.rules';
import { SIGNUP_VALIDITY_MS, SignupText } from '../../../src/domain/account/signup.entity';
import type { SinkMessage, SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { RunningMock } from '../../test-support/mock-client';

const PASSWORD = 'plum tractor violin meadow';
const FORM = {
  WorkspaceName: 'Harbour Surveys',
  FirstName: 'Hana',
  LastName: 'Harbour',
  Email: 'hana@harbour.test',
  Password: PASSWORD,
};
let sink: SmtpSink;
let running: RunningMock;
let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => {
  mailing.reset();
  running.mock.sessions.clear();
});

function linkOf(mail: SinkMessage): { hash: string; recordId: number } {
  const match = /\/signup\?hash=([A-Za-z0-9_-]{43})&record=(\d+)/.exec(mail.text);
  expect(match, `a /signup link in "${mail.text}"`).not.toBeNull();
  return { hash: match![1], recordId: Number(match![2]) };
}

describe('sign-up (issue 35)', { timeout: 30_000 }, () => {
  it('e-mails a single-use link that creates the workspace with its administrator and signs them in', async () => {
    const visitor = running.client();
    expect((await visitor.post('/api/account/signup', FORM)).status).toBe(200);
    const mail = await sink.next((m) => m.to.includes(FORM.Email), 20_000);
    expect(mail.subject).toBe('Create your Gridwork workspace "Harbour Surveys"');
    const { hash, recordId } = linkOf(mail);
    expect(JSON.stringify(running.mock.store.data)).not.toContain(hash);
    expect(JSON.stringify(running.mock.store.data)).not.toContain(PASSWORD);

    const check = await visitor.get(`/api/account/signup/check?hash=${hash}&recordId=${recordId}`);
    expect(check.body).toEqual({ Status: 'Valid', Email: FORM.Email, WorkspaceName: 'Harbour Surveys' });
    const done = await visitor.post('/api/account/signup/complete', { Hash: hash, RecordId: recordId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      workspaceName: 'Harbour Surveys',
      firstName: 'Hana',
      logged: true,
      isAdmin: true,
    });
    expect((await visitor.get('/api/account/current')).body).toMatchObject({
      workspaceName: 'Harbour Surveys',
    });
    // A new administrator has not accepted the privacy terms yet: asked once, kept once accepted.
    expect((await visitor.get('/api/account/privacyconsent')).body).toEqual({ Accepted: false });
    expect((await visitor.post('/api/account/privacyconsent/accept', {})).status).toBe(200);
    expect((await visitor.get('/api/account/privacyconsent')).body).toEqual({ Accepted: true });
    const { store } = running.mock;
    const workspace = store.data.workspaces.find((w) => w.name === 'Harbour Surveys')!;
    const names = (workspaceId: number) =>
      store.data.roles
        .filter((r) => r.workspaceId === workspaceId && r.builtIn)
        .map((r) => r.roleName)
        .sort();
    // The demo workspace's built-in roles, and nothing of the demo's data.
    expect(names(workspace.id)).toEqual(names(1));
    expect(store.data.projects.filter((p) => p.workspaceId === workspace.id)).toEqual([]);
    // The new administrator signs in with the password typed at sign-up.
    const again = running.client();
    expect((await again.post('/api/account/login', { Email: FORM.Email, Password: PASSWORD })).status).toBe(
      200,
    );
    // The link works once.
    const twice = await running
      .client()
      .post('/api/account/signup/complete', { Hash: hash, RecordId: recordId });
    expect(twice.body).toMatchObject({ Message: SignupText.Used });
  });

  it('answers an address that has an account as any other, and e-mails its owner instead', async () => {
    const reply = await running.client().post('/api/account/signup', { ...FORM, Email: 'member@demo.test' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({});
    const mail = await sink.next((m) => m.to.includes('member@demo.test'), 20_000);
    expect(mail.subject).toBe('You already have a Gridwork account');
    expect(mail.text).not.toContain('/signup?');
  });

  it('refuses a weak password and an expired link', async () => {
    const weak = await running.client().post('/api/account/signup', { ...FORM, Password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ Message: `Password: ${PasswordText.tooShort}` });
    await running.client().post('/api/account/signup', { ...FORM, Email: 'late@harbour.test' });
    const { hash, recordId } = linkOf(await sink.next((m) => m.to.includes('late@harbour.test'), 20_000));
    running.mock.clock.advance(SIGNUP_VALIDITY_MS);
    const late = await running
      .client()
      .post('/api/account/signup/complete', { Hash: hash, RecordId: recordId });
    expect(late.body).toMatchObject({ Message: SignupText.Expired });
  });

  it('sends at most 3 sign-up e-mails an hour to one address', async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await running.client().post('/api/account/signup', { ...FORM, Email: 'many@harbour.test' })).status,
      ).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(running.mock.store.data.signups.filter((s) => s.email === 'many@harbour.test')).toHaveLength(3);
  });
});
