import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { UserRecord } from '../../fixtures/types';

/**
 * Passwords set through the product are kept as scrypt hashes (`scrypt$N$r$p$salt$hash`, base64url), never in clear.
 * The demo users keep their plain `demo` (fixtures/users.ts) until they change it. Cost: N = 2^14, r = 8, p = 1
 * (16 MiB, about 50 ms here), below OWASP's Password Storage Cheat Sheet's scrypt minimum (N = 2^17) so that tests stay
 * quick on a busy 2-core machine; a real backend uses the cheat sheet's figures (docs/administration.md "Passwords").
 */
const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function matchesHash(stored: string, password: string): boolean {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(expected, actual);
}

/**
 * What an address without an account (or without a password) is checked against: the hash, with today's N, r and p,
 * of a random password that was thrown away. Written out so that no request pays for making it; answer-timing.test.ts
 * fails when the parameters change and it is not made again.
 */
export const STAND_IN_HASH =
  'scrypt$16384$8$1$GXZfXFaZ3BQj-KQ_nUsQGw$pqC7JIuhNsz7ykAWYwqkGjSlh0tAfhiL7nnSH2MrKcA';

/**
 * Whether `password` is the user's, compared exactly as typed (ASVS 5.0 V6.2.8). An address without an account costs
 * one scrypt as well, against a stand-in hash, so the answer's time does not tell who has an account (issue 31,
 * finding 8; ASVS 5.0 V6.3.8). The fixtures' plain `demo` passwords are compared directly: they exist only in the demo.
 */
export function passwordMatches(
  user: Pick<UserRecord, 'password' | 'passwordHash'> | undefined,
  password: string,
): boolean {
  if (user?.passwordHash) return matchesHash(user.passwordHash, password);
  if (user?.password === undefined) {
    matchesHash(STAND_IN_HASH, password);
    return false;
  }
  const a = Buffer.from(user.password);
  const b = Buffer.from(password);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Sets a new password: its hash replaces whatever was kept. */
export function setPassword(user: UserRecord, password: string): void {
  user.passwordHash = hashPassword(password);
  delete user.password;
}

/** A new random token for a link (256 bits, base64url: 43 characters) and the digest it is kept as. */
export function newLinkToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: tokenDigest(token) };
}

/** SHA-256 of a link token: a 256-bit random token needs no salt or slow hash to be kept safely. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a token with the digest kept for its record, in constant time. */
export function tokenMatches(digest: string, token: string): boolean {
  const a = Buffer.from(digest, 'hex');
  const b = Buffer.from(tokenDigest(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
