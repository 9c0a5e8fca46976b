import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_EMAILS, USER_IDS } from '../../../fixtures/ids';
import {
  DELETED_RETENTION_DAYS,
  DELETED_RETENTION_MS,
  DeletionText,
} from '../../../src/domain/account/account-deletion.rules';
import type { SinkMessage, SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { RunningMock } from '../../test-support/mock-client';
import { seatsUsed } from '../billing/workspace-usage';

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

function restoreLinkOf(mail: SinkMessage, kind: 'account' | 'choice') {
  const match = new RegExp(`/restore/${kind}/([A-Za-z0-9_-]{43})/(\\d+)/([^/\\s]+)/false`).exec(mail.text);
  expect(match, `a /restore/${kind} link in "${mail.text}"`).not.toBeNull();
  return { hash: match![1], recordId: Number(match![2]), email: decodeURIComponent(match![3]) };
}

async function admin() {
  const client = running.client();
  await client.login(USER_EMAILS.admin);
  return client;
}

describe('deleting a user and restoring the account (issue 35)', { timeout: 30_000 }, () => {
  it('ends the sessions at once, frees the seat, and lets the person restore by the mailed link', async () => {
    const member = running.client();
    await member.login(USER_EMAILS.member);
    const ada = await admin();
    const seats = seatsUsed(running.mock.store, 1, Date.now());

    const deleted = await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ UserId: USER_IDS.member, DaysLeft: DELETED_RETENTION_DAYS });
    expect((await member.get('/api/account/current')).status).toBe(401);
    expect(seatsUsed(running.mock.store, 1, Date.now())).toBe(seats - 1);
    const list = (await ada.get('/api/usersetup/list')).body as Array<{ UserId: number }>;
    expect(list.map((u) => u.UserId)).not.toContain(USER_IDS.member);
    expect((await ada.get('/api/usersetup/deleted')).body).toEqual([
      expect.objectContaining({ UserId: USER_IDS.member, Email: USER_EMAILS.member, DaysLeft: 30 }),
    ]);
    const log = running.mock.store.data.activity.map((a) => a.Action);
    expect(log).toContain('Deleted Mel Member (restorable for 30 days)');

    // A wrong password says nothing of the deletion; the right one says it, and a restore link is mailed.
    const wrong = await running
      .client()
      .post('/api/account/login', { Email: USER_EMAILS.member, Password: 'x' });
    expect(wrong.body).toEqual({ Message: 'Invalid e-mail or password.' });
    const again = await running
      .client()
      .post('/api/account/login', { Email: USER_EMAILS.member, Password: 'demo' });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ Message: DeletionText.signIn('Demo Workspace', 30) });
    const mail = await sink.next((m) => m.to.includes(USER_EMAILS.member), 20_000);
    const link = restoreLinkOf(mail, 'account');
    expect(link.email).toBe(USER_EMAILS.member);

    const visitor = running.client();
    const check = await visitor.get(`/api/account/restore/check?hash=${link.hash}&recordId=${link.recordId}`);
    expect(check.body).toMatchObject({
      Status: 'Valid',
      Email: USER_EMAILS.member,
      Workspaces: [{ WorkspaceId: 1, DaysLeft: 30 }],
    });
    const restored = await visitor.post('/api/account/restore', {
      Hash: link.hash,
      RecordId: link.recordId,
      WorkspaceId: 1,
    });
    expect(restored.status, restored.text).toBe(200);
    await running.client().login(USER_EMAILS.member);
    expect((await ada.get('/api/usersetup/deleted')).body).toEqual([]);
    // The link works once.
    const twice = await visitor.post('/api/account/restore', {
      Hash: link.hash,
      RecordId: link.recordId,
      WorkspaceId: 1,
    });
    expect(twice.body).toEqual({ Message: DeletionText.Used });
  });

  it('refuses deleting oneself, and non-administrators', async () => {
    const ada = await admin();
    expect((await ada.post('/api/usersetup/delete', { UserId: USER_IDS.admin })).body).toEqual({
      Message: DeletionText.notYourself,
    });
    const member = running.client();
    await member.login(USER_EMAILS.member);
    expect((await member.post('/api/usersetup/delete', { UserId: USER_IDS.field })).status).toBe(403);
  });

  it('answers 402 when restoring would pass the plan’s users, and restores on a larger plan', async () => {
    const ada = await admin();
    await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member });
    const workspace = running.mock.store.data.workspaces[0]!;
    workspace.planId = 'starter';
    // Starter allows 5 users; the demo workspace holds 5 without Mel (invitations waiting count).
    expect(seatsUsed(running.mock.store, 1, Date.now())).toBeGreaterThanOrEqual(5);
    const refused = await ada.post('/api/usersetup/restore', { UserId: USER_IDS.member });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      Message: expect.stringContaining('The Starter plan allows 5 users'),
    });
    workspace.planId = 'team';
    const restored = await ada.post('/api/usersetup/restore', { UserId: USER_IDS.member });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ UserId: USER_IDS.member, Status: 'Active' });
  });

  it('lets a person deleted from two workspaces choose which one to restore into', async () => {
    const ada = await admin();
    await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member });
    const { store } = running.mock;
    store.data.workspaces.push({ id: 2, name: 'Harbour Surveys', theme: 2, timeZone: 'UTC' });
    const first = store.data.deletedUsers[0]!;
    store.data.deletedUsers.push({
      user: { ...first.user, id: 900, workspaceId: 2 },
      deletedAt: first.deletedAt - 20 * 24 * 60 * 60_000,
      deletedBy: 0,
    });
    store.save();
    const login = await running
      .client()
      .post('/api/account/login', { Email: USER_EMAILS.member, Password: 'demo' });
    expect(login.body).toEqual({ Message: DeletionText.signInSeveral(2) });
    const link = restoreLinkOf(await sink.next((m) => m.to.includes(USER_EMAILS.member), 20_000), 'choice');
    const visitor = running.client();
    const check = await visitor.get(`/api/account/restore/check?hash=${link.hash}&recordId=${link.recordId}`);
    expect(check.body).toMatchObject({
      Workspaces: [
        { WorkspaceId: 1, DaysLeft: 30 },
        { WorkspaceId: 2, WorkspaceName: 'Harbour Surveys', DaysLeft: 10 },
      ],
    });
    const done = await visitor.post('/api/account/restore', {
      Hash: link.hash,
      RecordId: link.recordId,
      WorkspaceId: 2,
    });
    expect(done.status, done.text).toBe(200);
    expect(store.userByEmail(USER_EMAILS.member)?.workspaceId).toBe(2);
  });

  it('purges an account once its window has passed: no sign-in message, no restore', async () => {
    const ada = await admin();
    await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member });
    running.mock.store.data.deletedUsers[0]!.deletedAt = Date.now() - DELETED_RETENTION_MS - 1;
    expect((await ada.get('/api/usersetup/deleted')).body).toEqual([]);
    expect(running.mock.store.data.deletedUsers).toEqual([]);
    const login = await running
      .client()
      .post('/api/account/login', { Email: USER_EMAILS.member, Password: 'demo' });
    expect(login.body).toEqual({ Message: 'Invalid e-mail or password.' });
  });

  it('tells an address whose account was deleted so when it signs up again', async () => {
    const ada = await admin();
    await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member });
    await running.client().post('/api/account/signup', {
      WorkspaceName: 'Mel Again',
      FirstName: 'Mel',
      LastName: 'Member',
      Email: USER_EMAILS.member,
      Password: 'plum tractor violin meadow',
    });
    const mail = await sink.next((m) => m.to.includes(USER_EMAILS.member), 20_000);
    expect(mail.subject).toBe('Your Gridwork account was deleted: restore it');
    restoreLinkOf(mail, 'account');
    expect(mail.text).toContain('/signup?hash=');
  });
});
