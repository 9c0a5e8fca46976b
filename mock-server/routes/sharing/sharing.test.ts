import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Several real SMTP round trips per test: patience for a busy machine (nothing here waits on a timer).
import { DEMO_FIELD_IDS as D, INSTANCE_IDS } from '../../../fixtures/ids';
import { DEMO_SHARE } from '../../../fixtures/sharing';
import { MEMBER_RECIPIENT } from '../../../src/domain/sharing/recipient-email';
import { SharingText } from '../../../src/domain/sharing/sharing-texts';
import type { SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';
import { codeMail } from './code-mail';
import { ACCESS_ENDED, OTHER_SHARE } from './recipient-routes';
import { LINK_NOT_VALID } from './share-records';

const MIN = 60_000;
const { hash, email } = DEMO_SHARE;
let sink: SmtpSink;
let running: RunningMock;
let guest: MockClient;

let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => {
  mailing.reset();
  guest = running.client();
});

const api = (path: string) => `/api/shareforminstance/${path}`;
const advance = (ms: number) => running.mock.clock.advance(ms);

/** Asks for a code and reads it from the e-mail that arrived over SMTP. */
async function codeFromMail(to: string = email, shareHash: string = hash): Promise<string> {
  const before = sink.messages.length;
  const reply = await guest.post(api('sendcode'), { email: to, hash: shareHash });
  expect(reply.body).toMatchObject({
    EmailMissmatch: false,
    TooManyRequests: false,
    InvalidCode: false,
    CodeValidSeconds: 600,
  });
  const mail = await sink.next((m, i = sink.messages.indexOf(m)) => i >= before && m.to.includes(to));
  return /^([2-9A-Z]{6}) is your code/.exec(mail.subject)![1];
}

async function verified(
  shareHash: string = hash,
  to: string = email,
): Promise<{
  Token: string;
  FormInstance: { Fields: Array<{ FieldDefinitionId: number; Data: string | null; PermissionMask: number }> };
}> {
  const code = await codeFromMail(to, shareHash);
  const reply = await guest.post(api('getinstance'), {
    email: to,
    code: code.toLowerCase(),
    hash: shareHash,
  });
  expect(reply.status).toBe(200);
  return reply.body as never;
}

const save = (
  token: string,
  values: Array<{ FieldDefinitionId: number; Data: string | null; OptionId: number | null }>,
  saveId = 'save-1',
  shareHash: string = hash,
) => guest.post(api('SaveInstance'), { email, FieldDefinitions: values, hash: shareHash, token, saveId });

async function shareWith(to: string): Promise<string> {
  const reply = await shareAsAdmin(to);
  expect(reply.status).toBe(200);
  return (reply.body as { Hash: string }).Hash;
}

async function shareAsAdmin(to: string) {
  const admin = running.client();
  await admin.login('admin@demo.test');
  return admin.post(api('create'), { FormId: 200, InstanceId: INSTANCE_IDS.demo, Email: to });
}

describe(
  'a recipient proves the e-mail with a code sent over SMTP, fills the form and saves it',
  { timeout: 30_000 },
  () => {
    it('takes the code from the e-mail, opens the instance as the recipient may see it, and saves once per SaveId', async () => {
      expect((await guest.get(api(`IsFormShareValid?hash=${hash}`))).body).toEqual({ IsValid: true });
      expect((await guest.get(api(`GetWorkspaceDetails?hash=${hash}`))).body).toMatchObject({
        HasActiveLogo: true,
        WorkspaceName: 'Demo Workspace',
        FormName: 'Site Inspection',
        Logo: expect.stringMatching(/^data:image\/png;base64,/),
      });

      const { Token, FormInstance } = await verified();
      const field = (id: number) => FormInstance.Fields.find((f) => f.FieldDefinitionId === id)!;
      expect(field(D.inspector)).toMatchObject({ Data: 'Jordan Lee', PermissionMask: 5 });
      expect(field(D.approvedBy)).toMatchObject({ PermissionMask: 1 });
      expect(field(D.internalReference)).toMatchObject({ Data: null, PermissionMask: 0 });
      expect(field(D.ownerSsn).Data).toMatch(/^\*+6789$/); // masked, never in clear

      const typed = '<img src=x onerror=alert(1)>';
      const first = await save(Token, [{ FieldDefinitionId: D.notes, Data: typed, OptionId: null }]);
      expect(first.status).toBe(200);
      const saved = running.mock.store.data.formInstances.find((i) => i.InstanceId === INSTANCE_IDS.demo)!;
      expect(saved.values.find((v) => v.FieldDefinitionId === D.notes)?.Data).toBe(typed); // kept as text, never run
      const filledOn = running.mock.store.data.formShares[0].FilledOn;
      expect(filledOn).not.toBeNull();

      // A member changes the value; the recipient's retried save (same SaveId) answers as before and changes nothing.
      const admin = running.client();
      await admin.login('admin@demo.test');
      await admin.post('/api/FormInstance/SaveFormData', {
        InstanceId: INSTANCE_IDS.demo,
        FieldDefinitions: [{ FieldDefinitionId: D.notes, Data: 'Member edit', OptionId: null }],
      });
      advance(MIN);
      const retry = await save(Token, [{ FieldDefinitionId: D.notes, Data: typed, OptionId: null }]);
      expect(retry.body).toEqual(first.body);
      expect(saved.values.find((v) => v.FieldDefinitionId === D.notes)?.Data).toBe('Member edit');
      expect(running.mock.store.data.formShares[0].FilledOn).toBe(filledOn);

      // The member sees who filled it and when.
      const options = await admin.get(api('GetShareOptions?formId=200'));
      expect(options.body).toMatchObject({
        FormName: 'Site Inspection',
        Shares: [{ Email: email, FilledOn: filledOn, CreatorName: expect.any(String) }],
      });
    });

    it('refuses a read-only field and reveals an encrypted value only with the token', async () => {
      const { Token } = await verified();
      const readOnly = await save(Token, [{ FieldDefinitionId: D.approvedBy, Data: 'Me', OptionId: null }]);
      expect(readOnly).toMatchObject({ status: 400, body: { Message: '"Approved by" is read-only.' } });
      const reveal = (token: string, id = D.ownerSsn) =>
        guest.post(api('GetEncryptedFieldValue'), { email, hash, token, fieldDefinitionId: id });
      expect((await reveal(Token)).body).toEqual({ Value: '123-45-6789' });
      expect(await reveal('not-a-token')).toMatchObject({ status: 401, body: { Message: ACCESS_ENDED } });
    });

    it('lets a token of one share read and save nothing of another', async () => {
      const otherHash = await shareWith('second@outside.test');
      const { Token } = await verified();
      const onOther = await guest.post(api('GetEncryptedFieldValue'), {
        email,
        hash: otherHash,
        token: Token,
        fieldDefinitionId: D.ownerSsn,
      });
      expect(onOther).toMatchObject({ status: 403, body: { Message: OTHER_SHARE } });
      const saveOther = await save(
        Token,
        [{ FieldDefinitionId: D.inspector, Data: 'Intruder', OptionId: null }],
        'x',
        otherHash,
      );
      expect(saveOther.status).toBe(403);
      const asOther = await guest.post(api('SaveInstance'), {
        email: 'else@outside.test',
        FieldDefinitions: [],
        hash,
        token: Token,
        saveId: 'y',
      });
      expect(asOther.status).toBe(403);
      advance(4 * 60 * MIN);
      expect(await save(Token, [])).toMatchObject({ status: 401, body: { Message: ACCESS_ENDED } });
    });
  },
);

describe('the limits of codes', { timeout: 30_000 }, () => {
  it('answers EmailMissmatch for another address, and counts it: the 6th try answers TooManyRequests', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await guest.post(api('sendcode'), { email: `other${i}@outside.test`, hash })).body,
      ).toMatchObject({ EmailMissmatch: true });
    }
    expect((await guest.post(api('sendcode'), { email: 'other@outside.test', hash })).body).toMatchObject({
      TooManyRequests: true,
      EmailMissmatch: false,
    });
    expect((await guest.post(api('sendcode'), { email, hash })).body).toMatchObject({
      TooManyRequests: true,
    });
    expect(sink.messages).toHaveLength(0);
  });

  it('sends at most 3 codes in 10 minutes, says when the next may be asked for, and voids the older code', async () => {
    const first = await codeFromMail();
    advance(MIN);
    const second = await codeFromMail();
    advance(MIN);
    await codeFromMail();
    advance(MIN);
    // The third code is still valid: no new one, and the page asks for that one (issue 32 #14).
    const fourth = await guest.post(api('sendcode'), { email, hash });
    expect(fourth.body).toMatchObject({
      TooManyRequests: false,
      CodeAlreadySent: true,
      CodeValidSeconds: 9 * 60,
      NewCodeInSeconds: 7 * 60,
    });
    expect(sink.messages).toHaveLength(3);
    if (first !== second) {
      expect((await guest.post(api('getinstance'), { email, code: first, hash })).body).toMatchObject({
        InvalidCode: true,
      });
    }
  });

  it('answers a request during the wait with the code already sent, still to be typed, and sends no new one (issue 32 #14)', async () => {
    const code = await codeFromMail();
    advance(20_000);
    // The recipient reloaded the page and asks again within the minute.
    const again = await guest.post(api('sendcode'), { email: email.toUpperCase(), hash });
    expect(again.body).toEqual({
      EmailMissmatch: false,
      TooManyRequests: false,
      InvalidCode: false,
      CodeAlreadySent: true,
      CodeValidSeconds: 10 * 60 - 20,
      NewCodeInSeconds: 40,
    });
    expect(sink.messages).toHaveLength(1);
    expect((await guest.post(api('getinstance'), { email, code, hash })).body).toHaveProperty('Token');
    // Spent, it is not offered again: the wait is told as before.
    expect((await guest.post(api('sendcode'), { email, hash })).body).toMatchObject({
      TooManyRequests: true,
      NewCodeInSeconds: 40,
    });
  });

  it("cuts a caller's guessing off after 5 wrong codes: even the right code is refused, and a new code does not reset the count", async () => {
    const code = await codeFromMail();
    const wrong = code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
    for (let i = 0; i < 3; i++)
      expect((await guest.post(api('getinstance'), { email, code: wrong, hash })).body).toMatchObject({
        InvalidCode: true,
      });
    advance(MIN);
    const fresh = await codeFromMail();
    const wrong2 = fresh === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
    for (let i = 0; i < 2; i++)
      expect((await guest.post(api('getinstance'), { email, code: wrong2, hash })).body).toMatchObject({
        InvalidCode: true,
      });
    const right = await guest.post(api('getinstance'), { email, code: fresh, hash });
    expect(right.body).toMatchObject({ TooManyRequests: true });
    expect(right.body).not.toHaveProperty('Token');
    expect((await guest.post(api('sendcode'), { email, hash })).body).toMatchObject({
      TooManyRequests: true,
    });
    advance(15 * MIN);
    expect((await guest.post(api('getinstance'), { email, code: fresh, hash })).body).toMatchObject({
      InvalidCode: true,
    });
  });

  it('refuses a code after its 10 minutes, and a code used once', async () => {
    const code = await codeFromMail();
    advance(10 * MIN);
    expect((await guest.post(api('getinstance'), { email, code, hash })).body).toMatchObject({
      InvalidCode: true,
    });
    const next = await codeFromMail();
    expect((await guest.post(api('getinstance'), { email, code: next, hash })).body).toHaveProperty('Token');
    expect((await guest.post(api('getinstance'), { email, code: next, hash })).body).toMatchObject({
      InvalidCode: true,
    });
  });

  it('answers 404 for a hash that opens nothing, and IsValid false; a revoked share opens nothing, its token neither', async () => {
    expect((await guest.get(api('IsFormShareValid?hash=nope'))).body).toEqual({ IsValid: false });
    expect(await guest.post(api('sendcode'), { email, hash: 'x'.repeat(32) })).toMatchObject({
      status: 404,
      body: { Message: LINK_NOT_VALID },
    });
    const { Token } = await verified();
    const admin = running.client();
    await admin.login('admin@demo.test');
    expect((await admin.post(api('delete'), { ShareId: 500 })).status).toBe(200);
    expect((await guest.get(api(`IsFormShareValid?hash=${hash}`))).body).toEqual({ IsValid: false });
    expect((await save(Token, [])).status).toBe(404);
  });
});

describe('the member side', { timeout: 30_000 }, () => {
  it('shares only with a valid address, only with the Share verb, and answers the same share for the same address', async () => {
    const admin = running.client();
    await admin.login('admin@demo.test');
    expect(
      await admin.post(api('create'), { FormId: 200, InstanceId: INSTANCE_IDS.demo, Email: 'nope' }),
    ).toMatchObject({ status: 400, body: { Message: 'Email: Invalid email address!' } });
    const again = await admin.post(api('create'), {
      FormId: 200,
      InstanceId: INSTANCE_IDS.demo,
      Email: email.toUpperCase(),
    });
    expect(again.body).toMatchObject({ ShareId: 500, Hash: hash });
    const member = running.client();
    await member.login('member@demo.test');
    expect(await member.get(api('GetShareOptions?formId=200'))).toMatchObject({
      status: 403,
      body: { Message: 'Your roles do not allow you to share forms with people outside the workspace.' },
    });
  });

  it("refuses a workspace member's address, pointing to sharing inside the workspace, and creates no share (issue 32 #14)", async () => {
    const before = running.mock.store.data.formShares.length;
    expect(await shareAsAdmin(' Field@Demo.test ')).toMatchObject({
      status: 400,
      body: { Message: `Email: ${MEMBER_RECIPIENT}` },
    });
    expect(MEMBER_RECIPIENT).toContain('inside the workspace');
    expect(running.mock.store.data.formShares).toHaveLength(before);
    // A site user of the workspace is not a member: an outside link is how they get a form they cannot open.
    expect((await shareAsAdmin('site@demo.test')).status).toBe(200);
  });

  it('writes names into the code e-mail as text', () => {
    const mail = codeMail('a@b.io', 'ABC234', '<b>Form</b>', 'Acme & Co');
    expect(mail.html).toContain('&lt;b&gt;Form&lt;/b&gt;');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.subject).toBe('ABC234 is your code for "<b>Form</b>"'); // quoted; HTML means nothing in a subject
  });

  it('quotes the spec texts it relies on', () => {
    expect(SharingText.tooManyRequests).toBe(
      'Too many requests were received in a short time. Please wait a few minutes and try again.',
    );
  });
});
