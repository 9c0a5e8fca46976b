/** A site account's own password reset (docs/sites.md "Password reset"): the members' reset path, site flavour. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_RESETS_PER_WINDOW } from '../../../src/domain/account/account-tokens';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import { SITE_ACCOUNT_RESETS_ON_SITE } from '../../../src/domain/sites/site-visit.entity';
import { newLinkToken } from '../../account/passwords';
import type { SinkMessage, SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { RunningMock } from '../../test-support/mock-client';

const NEW_PASSWORD = 'Copper-Lantern-77';
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

function siteLinkOf(mail: SinkMessage): { hash: string; recordId: number } {
  const match = /https?:\/\/[^\s/]+\/site\/changepassword\/([A-Za-z0-9_-]{43})\/(\d+)/.exec(mail.text);
  expect(match, `a /site/changepassword/ link in "${mail.text}"`).not.toBeNull();
  return { hash: match![1]!, recordId: Number(match![2]) };
}
const ask = (Email: string) => running.client().post('/api/siteaccount/reset-password', { Email });
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("a site account's password reset", { timeout: 30_000 }, () => {
  it('e-mails a single-use site link to a site account only, and the new password (members’ rules) signs in', async () => {
    const signedIn = running.client();
    await signedIn.post('/api/siteaccount/login', { Email: 'site@demo.test', Password: 'demo' });
    // The same answer for a site account, a member and an unknown address; only the site account gets a mail.
    for (const email of ['nobody@client.test', 'member@demo.test', 'site@demo.test']) {
      const reply = await ask(email);
      expect([email, reply.status, reply.body]).toEqual([email, 200, {}]);
    }
    const mail = await sink.next((m) => m.to.includes('site@demo.test'), 20_000);
    expect(mail.text).toContain('your site account at Demo Workspace');
    await settle();
    expect(sink.messages.filter((m) => !m.to.includes('site@demo.test'))).toEqual([]);
    const { hash, recordId } = siteLinkOf(mail);
    const guest = running.client();
    // A site link is not a member link, and the other way round.
    expect(
      (await guest.get(`/api/account/resetpassword/check?hash=${hash}&recordId=${recordId}`)).body,
    ).toMatchObject({ Status: 'Invalid' });
    expect(
      (await guest.get(`/api/siteaccount/reset-password/check?hash=${hash}&recordId=${recordId}`)).body,
    ).toEqual({ Status: 'Valid', Email: 'site@demo.test' });
    const complete = (NewPassword: string) =>
      guest.post('/api/siteaccount/reset-password/complete', { Hash: hash, RecordId: recordId, NewPassword });
    expect((await complete('short')).body).toMatchObject({
      Message: expect.stringMatching(/^NewPassword: /),
    });
    expect((await complete(NEW_PASSWORD)).body).toEqual({});
    expect((await signedIn.get('/api/sitecontent/projects')).status).toBe(401);
    expect((await complete(NEW_PASSWORD)).body).toEqual({ Message: ProfileText.resetUsed });
    const user = running.mock.store.userByEmail('site@demo.test')!;
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    const login = (Password: string) =>
      running.client().post('/api/siteaccount/login', { Email: 'site@demo.test', Password });
    expect((await login('demo')).status).toBe(400);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a site account the members' reset: the same answer, a mail that says where, and its members' link says so", async () => {
    const members = (Email: string) => running.client().post('/api/account/resetpassword', { Email });
    const reply = await members('site@demo.test');
    expect([reply.status, reply.body]).toEqual([200, {}]);
    const mail = await sink.next((m) => m.to.includes('site@demo.test'), 20_000);
    expect(mail.text).toContain(SITE_ACCOUNT_RESETS_ON_SITE);
    expect(mail.text).toMatch(/https?:\/\/[^\s/]+\/site\/reset-password\n/);
    expect(mail.text).not.toContain('/changepassword/');
    // A members' link the site account got before (or by any other way) opens nothing and says where to go.
    const { token, digest } = newLinkToken();
    const user = running.mock.store.userByEmail('site@demo.test')!;
    const passwordBefore = user.passwordHash;
    const { data } = running.mock.store;
    const RecordId = Math.max(0, ...data.passwordResets.map((r) => r.ResetId)) + 1;
    const now = Date.now();
    data.passwordResets.push({
      ResetId: RecordId,
      userId: user.id,
      requestedAt: now,
      expiresAt: now + 60_000,
      tokenDigest: digest,
      usedAt: null,
    });
    const guest = running.client();
    const check = await guest.get(`/api/account/resetpassword/check?hash=${token}&recordId=${RecordId}`);
    expect([check.status, check.body]).toEqual([400, { Message: SITE_ACCOUNT_RESETS_ON_SITE }]);
    const complete = await guest.post('/api/account/resetpassword/complete', {
      Hash: token,
      RecordId,
      NewPassword: NEW_PASSWORD,
    });
    expect([complete.status, complete.body]).toEqual([400, { Message: SITE_ACCOUNT_RESETS_ON_SITE }]);
    expect(user.passwordHash).toBe(passwordBefore);
  });

  it('sends at most the members’ hourly number of links per account', async () => {
    for (let i = 0; i < MAX_RESETS_PER_WINDOW + 2; i++)
      expect((await ask('site@demo.test')).status).toBe(200);
    await settle();
    await sink.next((m) => m.to.includes('site@demo.test'), 20_000);
    await settle();
    expect(sink.messages.filter((m) => m.to.includes('site@demo.test'))).toHaveLength(MAX_RESETS_PER_WINDOW);
  });
});
