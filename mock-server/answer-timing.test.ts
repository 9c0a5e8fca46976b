import { scryptSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SHARE } from '../fixtures/sharing';
import { STAND_IN_HASH, hashPassword, setPassword } from './account/passwords';
import type { Mailer, MailMessage } from './mail/mailer';
import { startMock, type RunningMock } from './test-support/mock-client';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scryptSync: vi.fn(actual.scryptSync) };
});

/**
 * Issue 31, finding 8: an answer must not take longer when the address exists. Not measured in milliseconds (a busy
 * machine would make that flaky) but by structure: what work has been done when the answer is written is the same
 * whichever way the address turns out, mail leaves only after it, and a mail server that never answers delays nothing.
 */
const sent: MailMessage[] = [];
/** A mail server that takes the message and never says so. */
const mailer: Mailer = {
  sends: true,
  send: (message) => {
    sent.push(message);
    return new Promise(() => {});
  },
  close: () => {},
};
let running: RunningMock;
let saves = 0;
/** What each request had done when its answer was written: saves of the store, mails started. */
const atAnswer: Array<{ saves: number; mails: number }> = [];

beforeAll(async () => {
  running = await startMock({ mailer });
  const save = running.mock.store.save.bind(running.mock.store);
  running.mock.store.save = () => {
    saves += 1;
    save();
  };
  running.mock.server.on('request', (_req, res: ServerResponse) => {
    const before = { saves, mails: sent.length };
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      atAnswer.push({ saves: saves - before.saves, mails: sent.length - before.mails });
      return end(...args);
    }) as ServerResponse['end'];
  });
});
afterAll(() => running.stop());
beforeEach(() => {
  running.mock.reset();
  sent.length = 0;
  saves = 0;
  atAnswer.length = 0;
});

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('a password reset', () => {
  it('answers before any work, alike for an address with an account and one without; the mail leaves after', async () => {
    for (const Email of ['nobody@demo.test', 'member@demo.test']) {
      const reply = await running.client().post('/api/account/resetpassword', { Email });
      expect([reply.status, reply.body]).toEqual([200, {}]);
    }
    expect(atAnswer).toEqual([
      { saves: 0, mails: 0 },
      { saves: 0, mails: 0 },
    ]);
    await eventually(() => sent.length === 1);
    expect(sent[0].to).toBe('member@demo.test');
    expect(running.mock.store.data.passwordResets.filter((r) => r.userId === 2)).toHaveLength(1);
  });
});

describe('a sharing code', () => {
  const { hash, email } = DEMO_SHARE;

  it('is answered although the mail server never answers, and its mail starts only after the answer', async () => {
    const right = await running.client().post('/api/shareforminstance/sendcode', { email, hash });
    expect(right.body).toMatchObject({
      TooManyRequests: false,
      EmailMissmatch: false,
      CodeValidSeconds: 600,
    });
    await eventually(() => sent.length === 1);
    const wrong = await running
      .client()
      .post('/api/shareforminstance/sendcode', { email: 'else@outside.test', hash });
    expect(wrong.body).toMatchObject({ EmailMissmatch: true });
    expect(atAnswer.map((a) => a.mails)).toEqual([0, 0]);
    expect(sent.map((m) => m.to)).toEqual([email]);
  });
});

describe('a sign-in', () => {
  it('costs one password hash whether or not the address has an account', async () => {
    const member = running.mock.store.userByEmail('member@demo.test')!;
    setPassword(member, 'plum tractor violin harbour');
    const hashes = async (Email: string, Password: string) => {
      vi.mocked(scryptSync).mockClear();
      await running.client().post('/api/account/login', { Email, Password });
      return vi.mocked(scryptSync).mock.calls.length;
    };
    const known = await hashes('member@demo.test', 'a wrong guess here');
    expect(known).toBeGreaterThan(0);
    expect(await hashes('nobody@demo.test', 'a wrong guess here')).toBe(known);
    expect(await hashes('member@demo.test', 'plum tractor violin harbour')).toBe(known);
  });

  it('checks an unknown address against a stand-in hash made with the parameters of real ones', () => {
    const params = (stored: string) => stored.split('$').slice(0, 4);
    expect(params(STAND_IN_HASH)).toEqual(params(hashPassword('anything')));
  });
});
