import type { RequestHandler } from 'express';
import { sendError } from '../http';
import type { Store } from '../store';
import { passwordMatches } from './passwords';

/**
 * Slows and then locks password guessing (docs/api.md "Sign-in throttling"), per account and per client
 * address. The numbers follow NIST SP 800-63B §5.2.2 (at most 100 consecutive failed attempts on one
 * account) and OWASP ASVS 5.0 V6.3.1 / V6.1.1 (documented controls against brute force and credential
 * stuffing that do not make malicious lockout easy): temporary locks, not permanent ones, until the 100th
 * consecutive failure.
 */
const MINUTE = 60_000;

export interface ThrottleRule {
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** From this many failures in the window, each next attempt waits 1 s, 2 s, 4 s … */
  delayAfter: number;
  /** … up to this. */
  maxDelayMs: number;
  /** This many failures in the window lock for `lockMs`. */
  lockAfter: number;
  lockMs: number;
}

/** One account (the e-mail as typed, whether or not such a user exists, so that a lock reveals nothing). */
export const ACCOUNT_RULE: ThrottleRule = {
  windowMs: 15 * MINUTE,
  delayAfter: 5,
  maxDelayMs: 30_000,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
};
/** One client address, across accounts (credential stuffing); higher, since an office may share one address. */
export const ADDRESS_RULE: ThrottleRule = {
  windowMs: 15 * MINUTE,
  delayAfter: 20,
  maxDelayMs: 30_000,
  lockAfter: 50,
  lockMs: 15 * MINUTE,
};
/** NIST SP 800-63B §5.2.2: no more than 100 consecutive failed attempts on one account, whatever the pace. */
export const MAX_CONSECUTIVE_FAILURES = 100;
/** Bounds the memory an attacker can fill with made-up e-mails and addresses. */
const MAX_ENTRIES = 10_000;

interface Entry {
  /** Times of the failures within the window, oldest first. */
  failures: number[];
  lockedUntil: number;
  /** Failures since the last success (accounts only), regardless of the window. */
  consecutive: number;
}

/** Why an attempt is refused before its password is even checked: wait `retryAfterMs`, or (null) until unlocked. */
export interface Refusal {
  retryAfterMs: number | null;
}

/** The wait after `count` failures in the window: 0 below `delayAfter`, then doubling from 1 s. */
export function delayAfterFailures(rule: ThrottleRule, count: number): number {
  if (count < rule.delayAfter) return 0;
  return Math.min(1000 * 2 ** (count - rule.delayAfter), rule.maxDelayMs);
}

class Tracker {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number,
  ) {}

  /** Milliseconds to wait before this key may try again (0: now), or null when locked for good. */
  wait(key: string, permanentAt = Infinity): number | null {
    const entry = this.live(key);
    if (!entry) return 0;
    if (entry.consecutive >= permanentAt) return null;
    const now = this.now();
    if (entry.lockedUntil > now) return entry.lockedUntil - now;
    const last = entry.failures.at(-1);
    const delay = delayAfterFailures(this.rule, entry.failures.length);
    return last === undefined || delay === 0 ? 0 : Math.max(0, last + delay - now);
  }

  failed(key: string): void {
    const now = this.now();
    const entry = this.live(key) ?? { failures: [], lockedUntil: 0, consecutive: 0 };
    entry.failures.push(now);
    entry.consecutive += 1;
    if (entry.failures.length >= this.rule.lockAfter) {
      entry.lockedUntil = now + this.rule.lockMs;
      entry.failures = [];
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const since = this.now() - this.rule.windowMs;
    entry.failures = entry.failures.filter((time) => time > since);
    return entry;
  }
}

/** The sign-in throttle; `now` is injectable so that tests need no real waiting. */
export class SignInThrottle {
  private readonly accounts: Tracker;
  private readonly addresses: Tracker;

  constructor(now: () => number = Date.now, rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE }) {
    this.accounts = new Tracker(rules.account, now);
    this.addresses = new Tracker(rules.address, now);
  }

  /** Null when the attempt may be checked; otherwise a refusal, whatever the password (even the right one). */
  check(email: string, address: string): Refusal | null {
    const account = this.accounts.wait(accountKey(email), MAX_CONSECUTIVE_FAILURES);
    const client = this.addresses.wait(address);
    if (account === null) return { retryAfterMs: null };
    const wait = Math.max(account, client ?? 0);
    return wait > 0 ? { retryAfterMs: wait } : null;
  }

  /** A wrong password (or unknown e-mail): counts against both the account and the address. */
  failed(email: string, address: string): void {
    this.accounts.failed(accountKey(email));
    this.addresses.failed(address);
  }

  /** A right password: the account starts afresh. The address does not (one good account must not excuse guessing others). */
  succeeded(email: string): void {
    this.accounts.forget(accountKey(email));
  }

  /** Forgets everything (the mock's reset). */
  clear(): void {
    this.accounts.clear();
    this.addresses.clear();
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();

/** "Too many failed sign-in attempts. Try again in 8 seconds." (our text: the specification has none). */
export function refusalMessage(refusal: Refusal): string {
  const base = 'Too many failed sign-in attempts.';
  if (refusal.retryAfterMs === null)
    return `${base} This account is locked; an administrator must unlock it.`;
  const seconds = Math.ceil(refusal.retryAfterMs / 1000);
  if (seconds < 60) return `${base} Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `${base} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Runs before `POST /account/login` (routes/account/sign-in.ts), which still validates the body and answers. It
 * refuses an attempt while its account or client address must wait or is locked (429 with `Retry-After`),
 * before any password is compared, so that even the right one fails then; otherwise it counts the attempt.
 * Check, compare and count happen in one synchronous step, so a burst of parallel attempts is counted one by
 * one. Bodies without a string Email and Password are left to the route's 400.
 */
/** What the throttle found for the e-mail and password of a sign-in (`res.locals.signInCheck`). */
export interface SignInCheck {
  email: string;
  password: string;
  matched: boolean;
}

export function throttleSignIn(throttle: SignInThrottle, store: Store): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const email =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).Email : undefined;
    const password =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).Password : undefined;
    if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '') {
      next();
      return;
    }
    // The socket's address: behind the dev or preview proxy every browser shares 127.0.0.1 (X-Forwarded-For is not trusted).
    const address = req.socket.remoteAddress ?? 'unknown';
    const refusal = throttle.check(email, address);
    if (refusal) {
      if (refusal.retryAfterMs !== null)
        res.set('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
      sendError(res, 429, refusalMessage(refusal));
      return;
    }
    const matched = passwordMatches(store.userByEmail(email), password);
    if (matched) throttle.succeeded(email);
    else throttle.failed(email, address);
    // The route reads the verdict instead of paying for a second hash of the same password.
    const check: SignInCheck = { email, password, matched };
    res.locals.signInCheck = check;
    next();
  };
}
