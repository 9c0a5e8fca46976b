/**
 * The verification state of one share, as pure functions (the server keeps one per share; time comes in as `now`,
 * the caller as `caller`: whatever the server can tell callers apart by, their client address). A code is stored
 * only as a digest the caller computes (the server: an HMAC), so this file never holds a code.
 *
 * - Codes: single use, valid CODE_VALIDITY_MS, bound to the share and the e-mail that asked for it; a new code
 *   voids the older one; MAX_WRONG_CODES_PER_CODE wrong tries void it (NIST SP 800-63B §5.1.3.2; ASVS 5.0 V6.5.1,
 *   V6.5.5, V6.6.2).
 * - Requests: at most MAX_CODES_PER_WINDOW per e-mail in CODE_REQUEST_WINDOW_MS, one per CODE_COOLDOWN_MS.
 * - Failures (wrong codes and e-mail mismatches) are counted per caller: MAX_FAILED_TRIES within FAILURE_WINDOW_MS
 *   lock that caller out of the share for the rest of the window, so whoever holds the link cannot lock it for its
 *   real recipient. Over all callers, MAX_SHARE_FAILURES within the window lock the share for everyone, and
 *   MAX_CONSECUTIVE_FAILURES wrong codes lock it for good, so many callers together cannot guess freely either.
 *   A new code resets none of these; a right code forgets its caller's failures and the consecutive wrong codes
 *   (NIST SP 800-63B §5.2.2; ASVS 5.0 V6.6.3). docs/sharing.md says why.
 */
import { sameEmail } from './recipient-email';
import {
  CODE_COOLDOWN_MS,
  CODE_REQUEST_WINDOW_MS,
  CODE_VALIDITY_MS,
  FAILURE_WINDOW_MS,
  MAX_CODES_PER_WINDOW,
  MAX_CONSECUTIVE_FAILURES,
  MAX_FAILED_TRIES,
  MAX_SHARE_FAILURES,
  MAX_WRONG_CODES_PER_CODE,
} from './sharing-rules';

export interface IssuedCode {
  readonly digest: string;
  readonly email: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  /** Wrong codes typed against this one, by anyone. */
  readonly wrongTries: number;
}

export type FailureKind = 'wrong-code' | 'email-mismatch';

export interface Failure {
  readonly caller: string;
  readonly at: number;
  readonly kind: FailureKind;
}

export interface ShareVerification {
  /** The one live code (a new one replaces it), or null. */
  readonly current: IssuedCode | null;
  /** When codes were sent, with the e-mail they went to (within the request window). */
  readonly requests: ReadonlyArray<{ readonly email: string; readonly at: number }>;
  /** Wrong codes and e-mail mismatches, with who made them (within the failure window). */
  readonly failures: readonly Failure[];
  /** Wrong codes since the last right code, by anyone, never forgotten by time. */
  readonly consecutiveWrongCodes: number;
}

export const FRESH_VERIFICATION: ShareVerification = Object.freeze({
  current: null,
  requests: [],
  failures: [],
  consecutiveWrongCodes: 0,
});

export type Lock = { locked: false } | { locked: true; until: number | null };

/** The state with what has aged out of its windows dropped. */
function aged(state: ShareVerification, now: number): ShareVerification {
  return {
    ...state,
    requests: state.requests.filter((r) => now - r.at < CODE_REQUEST_WINDOW_MS),
    failures: state.failures.filter((f) => now - f.at < FAILURE_WINDOW_MS),
  };
}

/** Locked when `limit` of `failures` fell in the window: until the oldest of the last `limit` is out of it. */
function windowLock(failures: readonly Failure[], limit: number): Lock {
  if (failures.length < limit) return { locked: false };
  return { locked: true, until: failures[failures.length - limit].at + FAILURE_WINDOW_MS };
}

/** The share's own lock, whoever asks: too many failures of all callers in the window, or for good (`until` null). */
export function shareLockOf(state: ShareVerification, now: number): Lock {
  if (state.consecutiveWrongCodes >= MAX_CONSECUTIVE_FAILURES) return { locked: true, until: null };
  return windowLock(aged(state, now).failures, MAX_SHARE_FAILURES);
}

/** Is this share locked for `caller`: its own failures, or the share's lock? The later end wins. */
export function lockOf(state: ShareVerification, caller: string, now: number): Lock {
  const share = shareLockOf(state, now);
  if (share.locked && share.until === null) return share;
  const own = windowLock(
    aged(state, now).failures.filter((f) => f.caller === caller),
    MAX_FAILED_TRIES,
  );
  if (!own.locked) return share;
  if (!share.locked) return own;
  return { locked: true, until: Math.max(own.until!, share.until!) };
}

export type CodeRequestVerdict =
  | { ok: true }
  /** `retryAt`: when a code may be asked for again (null: not before the share is shared again). */
  | { ok: false; reason: 'locked' | 'too-many' | 'cooldown'; retryAt: number | null };

/** May `caller` have a code sent to `email` now? */
export function codeRequestVerdict(
  state: ShareVerification,
  email: string,
  caller: string,
  now: number,
): CodeRequestVerdict {
  const lock = lockOf(state, caller, now);
  if (lock.locked) return { ok: false, reason: 'locked', retryAt: lock.until };
  const mine = aged(state, now).requests.filter((r) => sameEmail(r.email, email));
  if (mine.length >= MAX_CODES_PER_WINDOW) {
    return {
      ok: false,
      reason: 'too-many',
      retryAt: mine[mine.length - MAX_CODES_PER_WINDOW].at + CODE_REQUEST_WINDOW_MS,
    };
  }
  const last = mine[mine.length - 1];
  if (last && now - last.at < CODE_COOLDOWN_MS)
    return { ok: false, reason: 'cooldown', retryAt: last.at + CODE_COOLDOWN_MS };
  return { ok: true };
}

/**
 * The code already sent to `email` that may still be typed (not spent, not void, not expired), or null. A request
 * refused for waiting (the minute between codes, or the codes of the window) leaves the recipient this code to type:
 * a reload during the wait must not shut them out of the code in their inbox (issue 32 #14).
 */
export function liveCodeFor(state: ShareVerification, email: string, now: number): IssuedCode | null {
  const code = state.current;
  return code && now < code.expiresAt && sameEmail(code.email, email) ? code : null;
}

/** When `caller` may ask for the next code, once one was sent at `now` (for the page to show). */
export function nextCodeAt(state: ShareVerification, email: string, caller: string, now: number): number {
  const verdict = codeRequestVerdict(state, email, caller, now);
  return verdict.ok ? now : (verdict.retryAt ?? Number.POSITIVE_INFINITY);
}

/** A code was sent to `email`: it replaces (voids) any older one. */
export function codeIssued(
  state: ShareVerification,
  email: string,
  digest: string,
  now: number,
): ShareVerification {
  const fresh = aged(state, now);
  return {
    ...fresh,
    current: { digest, email, issuedAt: now, expiresAt: now + CODE_VALIDITY_MS, wrongTries: 0 },
    requests: [...fresh.requests, { email, at: now }],
  };
}

/**
 * The code issued at `issuedAt` never left (the mail server did not take it): it opens nothing, and its request is
 * given back so the recipient may ask again at once.
 */
export function codeNotSent(state: ShareVerification, digest: string, issuedAt: number): ShareVerification {
  const index = state.requests.findIndex((r) => r.at === issuedAt);
  return {
    ...state,
    current: state.current?.digest === digest ? null : state.current,
    requests: index < 0 ? state.requests : state.requests.filter((_, i) => i !== index),
  };
}

/**
 * `caller` typed a wrong code or an e-mail that is not the share's. A wrong code also counts against the live code
 * (void at MAX_WRONG_CODES_PER_CODE) and towards the lasting lock; a mismatch never touches the code.
 */
export function failed(
  state: ShareVerification,
  caller: string,
  kind: FailureKind,
  now: number,
): ShareVerification {
  const fresh = aged(state, now);
  const failures = [...fresh.failures, { caller, at: now, kind }];
  if (kind === 'email-mismatch') return { ...fresh, failures };
  const code = fresh.current && { ...fresh.current, wrongTries: fresh.current.wrongTries + 1 };
  return {
    ...fresh,
    failures,
    current: code && code.wrongTries < MAX_WRONG_CODES_PER_CODE ? code : null,
    consecutiveWrongCodes: fresh.consecutiveWrongCodes + 1,
  };
}

export type CodeCheck = 'valid' | 'invalid' | 'locked';

/**
 * Is `digest` the live code, sent to `email`, not expired? Checked before anything is counted; a share locked for
 * `caller` answers 'locked' even for the right code. An expired code is 'invalid' (the page already shows its expiry).
 */
export function checkCode(
  state: ShareVerification,
  email: string,
  digest: string,
  caller: string,
  now: number,
): CodeCheck {
  if (lockOf(state, caller, now).locked) return 'locked';
  const code = state.current;
  if (!code || now >= code.expiresAt || !sameEmail(code.email, email) || code.digest !== digest)
    return 'invalid';
  return 'valid';
}

/** The right code was used by `caller`: it is spent (single use), and that caller's failures are forgotten. */
export function codeUsed(state: ShareVerification, caller: string, now: number): ShareVerification {
  const fresh = aged(state, now);
  return {
    ...fresh,
    current: null,
    failures: fresh.failures.filter((f) => f.caller !== caller),
    consecutiveWrongCodes: 0,
  };
}
