/**
 * The verification state of one share, as pure functions (the server keeps one per share; time comes in as `now`).
 * A code is stored only as a digest the caller computes (the server: SHA-256), so this file never holds a code.
 *
 * - Codes: single use, valid CODE_VALIDITY_MS, bound to the share and the e-mail that asked for it; a new code
 *   voids the older one (NIST SP 800-63B §5.1.3.2; ASVS 5.0 V6.5.1, V6.5.5, V6.6.2).
 * - Requests: at most MAX_CODES_PER_WINDOW per e-mail in CODE_REQUEST_WINDOW_MS, one per CODE_COOLDOWN_MS.
 * - Failures (wrong codes and e-mail mismatches): MAX_FAILED_TRIES within FAILURE_WINDOW_MS void the code and lock the
 *   share for the rest of the window; a new code does not reset them, a right code does; MAX_CONSECUTIVE_FAILURES
 *   lock it for good (NIST SP 800-63B §5.2.2; ASVS 5.0 V6.6.3).
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
} from './sharing-rules';

export interface IssuedCode {
  readonly digest: string;
  readonly email: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export interface ShareVerification {
  /** The one live code (a new one replaces it), or null. */
  readonly current: IssuedCode | null;
  /** When codes were sent, with the e-mail they went to (within the request window). */
  readonly requests: ReadonlyArray<{ readonly email: string; readonly at: number }>;
  /** When wrong codes and e-mail mismatches happened (within the failure window). */
  readonly failures: readonly number[];
  /** Failures since the last right code, never forgotten by time. */
  readonly consecutiveFailures: number;
}

export const FRESH_VERIFICATION: ShareVerification = Object.freeze({
  current: null,
  requests: [],
  failures: [],
  consecutiveFailures: 0,
});

/** The state with what has aged out of its windows dropped. */
function aged(state: ShareVerification, now: number): ShareVerification {
  return {
    ...state,
    requests: state.requests.filter((r) => now - r.at < CODE_REQUEST_WINDOW_MS),
    failures: state.failures.filter((at) => now - at < FAILURE_WINDOW_MS),
  };
}

/** Locked: too many failures in the window (until `until`), or for good (`until` null). */
export function lockOf(
  state: ShareVerification,
  now: number,
): { locked: false } | { locked: true; until: number | null } {
  if (state.consecutiveFailures >= MAX_CONSECUTIVE_FAILURES) return { locked: true, until: null };
  const recent = aged(state, now).failures;
  if (recent.length < MAX_FAILED_TRIES) return { locked: false };
  return { locked: true, until: recent[recent.length - MAX_FAILED_TRIES] + FAILURE_WINDOW_MS };
}

export type CodeRequestVerdict =
  | { ok: true }
  /** `retryAt`: when a code may be asked for again (null: not before the share is shared again). */
  | { ok: false; reason: 'locked' | 'too-many' | 'cooldown'; retryAt: number | null };

/** May a code be sent to `email` now? */
export function codeRequestVerdict(state: ShareVerification, email: string, now: number): CodeRequestVerdict {
  const lock = lockOf(state, now);
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

/** When the next code may be asked for, once one was sent at `now` (for the page to show). */
export function nextCodeAt(state: ShareVerification, email: string, now: number): number {
  const verdict = codeRequestVerdict(state, email, now);
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
    current: { digest, email, issuedAt: now, expiresAt: now + CODE_VALIDITY_MS },
    requests: [...fresh.requests, { email, at: now }],
  };
}

/** A wrong code or an e-mail mismatch. At the MAX_FAILED_TRIES-th in the window the live code is void. */
export function failed(state: ShareVerification, now: number): ShareVerification {
  const fresh = aged(state, now);
  const next = {
    ...fresh,
    failures: [...fresh.failures, now],
    consecutiveFailures: fresh.consecutiveFailures + 1,
  };
  return lockOf(next, now).locked ? { ...next, current: null } : next;
}

export type CodeCheck = 'valid' | 'invalid' | 'locked';

/**
 * Is `digest` the live code, sent to `email`, not expired? Checked before anything is counted; a locked share
 * answers 'locked' even for the right code. An expired code is 'invalid' (the page already shows its expiry).
 */
export function checkCode(state: ShareVerification, email: string, digest: string, now: number): CodeCheck {
  if (lockOf(state, now).locked) return 'locked';
  const code = state.current;
  if (!code || now >= code.expiresAt || !sameEmail(code.email, email) || code.digest !== digest)
    return 'invalid';
  return 'valid';
}

/** The right code was used: it is spent (single use) and the failures are forgotten. */
export function codeUsed(state: ShareVerification, now: number): ShareVerification {
  return { ...aged(state, now), current: null, failures: [], consecutiveFailures: 0 };
}
