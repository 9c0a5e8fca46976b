import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHARE } from '../../../fixtures/sharing';
import { MAX_SHARE_FAILURES } from '../../../src/domain/sharing/sharing-rules';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { startMock, type RunningMock } from '../../test-support/mock-client';

/**
 * Issue 31, finding 9: failures are counted per caller (its client address), so whoever holds a share's link cannot
 * lock it for its real recipient; many callers together are still bounded. The callers here are different loopback
 * addresses (127.0.0.0/8 all reach a server on 127.0.0.1).
 */
const { hash, email } = DEMO_SHARE;
const MIN = 60_000;
const mails: MailMessage[] = [];
let refused = 0;
let mailServerTakes = true;
const mailer: Mailer = {
  sends: true,
  send: async (message) => {
    if (!mailServerTakes) {
      refused += 1;
      return { delivered: false, reason: 'The mail server at test did not take the message.' };
    }
    mails.push(message);
    return { delivered: true, messageId: `<${mails.length}@test>` };
  },
  close: () => {},
};
let running: RunningMock;
beforeAll(async () => {
  running = await startMock({ mailer });
});
afterAll(() => running.stop());
beforeEach(() => {
  running.mock.reset();
  mails.length = 0;
  refused = 0;
  mailServerTakes = true;
});

/** A recipient call from the client address `from`. */
function callFrom(from: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const url = new URL(`/api/shareforminstance/${path}`, running.baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, ...(JSON.parse(answer) as object) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function codeFor(from: string): Promise<string> {
  const before = mails.length;
  expect(await callFrom(from, 'sendcode', { email, hash })).toMatchObject({
    status: 200,
    TooManyRequests: false,
    CodeValidSeconds: 600,
  });
  for (let i = 0; i < 500 && mails.length === before; i++) await new Promise((r) => setTimeout(r, 10));
  return /^([2-9A-Z]{6}) is your code/.exec(mails[mails.length - 1].subject)![1];
}

const wrongTo = (code: string) => (code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');

describe('the sharing lock counts per caller', () => {
  it("locks out whoever holds the link and types 5 wrong addresses, not the share's real recipient", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        await callFrom('127.0.0.2', 'sendcode', { email: `other${i}@outside.test`, hash }),
      ).toMatchObject({
        EmailMissmatch: true,
      });
    expect(await callFrom('127.0.0.2', 'sendcode', { email, hash })).toMatchObject({ TooManyRequests: true });

    const code = await codeFor('127.0.0.3');
    expect(await callFrom('127.0.0.3', 'getinstance', { email, code, hash })).toMatchObject({
      status: 200,
      Token: expect.any(String),
    });
    const admin = running.client();
    await admin.login('admin@demo.test');
    const options = await admin.get('/api/shareforminstance/GetShareOptions?formId=200');
    expect(options.body).toMatchObject({ Shares: [{ Email: email, Locked: false }] });
  });

  it('voids a code after 5 wrong tries in all, from however many callers', async () => {
    const code = await codeFor('127.0.0.3');
    for (let i = 0; i < 5; i++)
      expect(
        await callFrom(`127.0.1.${i + 1}`, 'getinstance', { email, code: wrongTo(code), hash }),
      ).toMatchObject({ InvalidCode: true });
    expect(await callFrom('127.0.0.3', 'getinstance', { email, code, hash })).toMatchObject({
      InvalidCode: true,
    });
  });

  it(`locks the share for everyone at ${MAX_SHARE_FAILURES} failures of all callers in 15 minutes, until they age out`, async () => {
    for (let caller = 1; caller <= MAX_SHARE_FAILURES / 5; caller++)
      for (let i = 0; i < 5; i++)
        await callFrom(`127.0.2.${caller}`, 'sendcode', { email: `x${i}@outside.test`, hash });
    expect(await callFrom('127.0.0.9', 'sendcode', { email, hash })).toMatchObject({
      TooManyRequests: true,
      NewCodeInSeconds: expect.any(Number),
    });
    running.mock.clock.advance(15 * MIN);
    await codeFor('127.0.0.9');
  });
});

describe('a code whose mail the mail server does not take', () => {
  it('is answered like any other (the mail leaves after the answer) and given back: the recipient may ask again at once', async () => {
    mailServerTakes = false;
    expect(await callFrom('127.0.0.3', 'sendcode', { email, hash })).toMatchObject({
      status: 200,
      TooManyRequests: false,
      CodeValidSeconds: 600,
    });
    for (let i = 0; i < 500 && refused === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(refused).toBe(1);
    mailServerTakes = true;
    const code = await codeFor('127.0.0.3'); // no minute's wait: the unsent code's request was given back
    expect(await callFrom('127.0.0.3', 'getinstance', { email, code, hash })).toMatchObject({
      Token: expect.any(String),
    });
  });
});
