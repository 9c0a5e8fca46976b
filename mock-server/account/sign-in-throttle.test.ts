import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  MAX_CONSECUTIVE_FAILURES,
  SignInThrottle,
  delayAfterFailures,
} from './sign-in-throttle';
import { startMock, type RunningMock } from '../test-support/mock-client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const INVALID = { Message: 'Invalid e-mail or password.' };

let clock = 0;
let running: RunningMock;
beforeAll(async () => {
  running = await startMock({ now: () => clock });
});
afterAll(() => running.stop());
beforeEach(() => {
  clock = 1_700_000_000_000;
  running.mock.reset();
});

const attempt = (Email: string, Password: string) =>
  running.client().post('/api/account/login', { Email, Password });
const wrong = (email = 'admin@demo.test') => attempt(email, 'guess');
const right = (email = 'admin@demo.test') => attempt(email, 'demo');

describe('the numbers', () => {
  it('per account: free for 4 failures, then waits of 1, 2, 4, 8, 16 s; the 10th failure in 15 minutes locks for 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => delayAfterFailures(ACCOUNT_RULE, n) / SECOND)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 16,
    ]);
    expect(ACCOUNT_RULE).toMatchObject({ windowMs: 15 * MINUTE, lockAfter: 10, lockMs: 15 * MINUTE });
  });

  it('per client address: waits from the 20th failure (capped at 30 s), locked at the 50th in 15 minutes', () => {
    expect([19, 20, 21, 25, 26, 49].map((n) => delayAfterFailures(ADDRESS_RULE, n) / SECOND)).toEqual([
      0, 1, 2, 30, 30, 30,
    ]);
    expect(ADDRESS_RULE).toMatchObject({ windowMs: 15 * MINUTE, lockAfter: 50, lockMs: 15 * MINUTE });
  });

  it('locks an account for good at 100 consecutive failures (NIST SP 800-63B §5.2.2), whatever the pace', () => {
    const throttle = new SignInThrottle(() => clock);
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i += 1) {
      clock += 16 * MINUTE; // slower than any window: only the consecutive count grows
      expect(throttle.check('admin@demo.test', `10.0.0.${i % 250}`)).toBeNull();
      throttle.failed('admin@demo.test', `10.0.0.${i % 250}`);
    }
    clock += 24 * 60 * MINUTE;
    expect(throttle.check('admin@demo.test', '10.9.9.9')).toEqual({ retryAfterMs: null });
  });
});

describe('wrong passwords over HTTP', () => {
  it('are answered alike for 5 failures, then the account must wait: even the right password is refused with 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrong()).body).toEqual(INVALID);
    const early = await right();
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ Message: 'Too many failed sign-in attempts. Try again in 1 second.' });
    expect(early.headers.get('retry-after')).toBe('1');
    expect(early.headers.getSetCookie()).toEqual([]);
    clock += SECOND;
    expect((await right()).status).toBe(200);
  });

  it('lock the account after 10 failures within 15 minutes; the right password fails until the lock ends', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await wrong()).status).toBe(400);
      clock += 20 * SECOND; // past every wait
    }
    const locked = await right();
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ Message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60 - 20);
    clock += 14 * MINUTE;
    expect((await right()).status).toBe(429);
    clock += MINUTE;
    expect((await right()).status).toBe(200);
  });

  it('forget failures older than 15 minutes', async () => {
    for (let i = 0; i < 4; i += 1) await wrong();
    clock += 15 * MINUTE + SECOND;
    for (let i = 0; i < 4; i += 1) expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(400);
    expect((await right()).status).toBe(429);
  });

  it('do not tell whether the account exists: an unknown e-mail is throttled and locked the same way', async () => {
    const answers = async (email: string) => {
      const seen: Array<[number, unknown]> = [];
      for (let i = 0; i < 11; i += 1) {
        const reply = await wrong(email);
        seen.push([reply.status, reply.body]);
        clock += 20 * SECOND;
      }
      return seen;
    };
    const known = await answers('member@demo.test');
    running.mock.reset();
    clock = 1_700_000_000_000;
    expect(await answers('nobody@demo.test')).toEqual(known);
    expect(known.at(-1)?.[0]).toBe(429);
  });

  it('count a burst of parallel guesses one by one', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => wrong()));
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(25);
  });

  it('throttle one client address guessing across many accounts (credential stuffing)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await wrong(`user${i}@demo.test`)).status).toBe(400);
    const next = await right('member@demo.test');
    expect(next.status).toBe(429);
    clock += SECOND;
    expect((await right('member@demo.test')).status).toBe(200);
  });

  it('leave successes alone: many sign-ins with the right password are never slowed', async () => {
    for (let i = 0; i < 60; i += 1)
      expect((await right(i % 2 ? 'admin@demo.test' : 'member@demo.test')).status).toBe(200);
  });

  it('start the account afresh after a success', async () => {
    for (let i = 0; i < 4; i += 1) await wrong();
    expect((await right()).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrong()).status).toBe(400);
    expect((await right()).status).toBe(200);
  });

  it('are forgotten by the mock reset', async () => {
    for (let i = 0; i < 5; i += 1) await wrong();
    running.mock.reset();
    expect((await right()).status).toBe(200);
  });
});
