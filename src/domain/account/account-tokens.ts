/**
 * The links e-mailed for invitations and password resets (issue 17; docs/administration.md "Tokens"): a random
 * token (`Hash`, 256 bits) and the record it opens (`RecordId`). The server keeps only a digest of the token, and a
 * token opens its record once, within its lifetime. ASVS 5.0 V6.4.1 (reset and activation secrets are random, sent
 * only to the user's address, single use and short-lived); the lifetimes are ours.
 */
/** An invitation is valid 7 days from when it was sent (or resent). */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60_000;
/** A reset link is valid 30 minutes. */
export const RESET_VALIDITY_MS = 30 * 60_000;
/** At most 3 reset e-mails per address in an hour: more are not sent, and the answer is the same. */
export const MAX_RESETS_PER_WINDOW = 3;
export const RESET_WINDOW_MS = 60 * 60_000;

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const RECORD_ID_PATTERN = /^[1-9]\d{0,9}$/;

export type TokenState = 'valid' | 'expired' | 'used' | 'unknown';

/** What a token's record says now: used once already, out of time, or good. */
export function tokenState(
  record: { expiresAt: number; usedAt: number | null } | undefined,
  now: number,
): TokenState {
  if (!record) return 'unknown';
  if (record.usedAt !== null) return 'used';
  return now < record.expiresAt ? 'valid' : 'expired';
}

export const invitationPath = (hash: string, recordId: number) => `/invitation/${hash}/${recordId}`;
export const registerInvitationPath = (hash: string, recordId: number, email: string, isSilent: boolean) =>
  `/register/invitation/${hash}/${recordId}/${encodeURIComponent(email)}/${isSilent}`;
export const loginInvitationPath = (hash: string, recordId: number, email: string, isSilent: boolean) =>
  `/login/invitation/${hash}/${recordId}/${encodeURIComponent(email)}/${isSilent}`;
export const changePasswordPath = (hash: string, recordId: number) => `/changepassword/${hash}/${recordId}`;

/** A link's parameters as the route gives them, or null when they cannot be a token's. */
export function linkParams(
  hash: string | undefined,
  recordId: string | undefined,
): { hash: string; recordId: number } | null {
  if (!hash || !recordId || !TOKEN_PATTERN.test(hash) || !RECORD_ID_PATTERN.test(recordId)) return null;
  return { hash, recordId: Number(recordId) };
}

/** "7 days", "30 minutes", "1 hour": how long a link lives, for the e-mails and the pages. */
export function validityText(ms: number): string {
  const units: Array<[number, string]> = [
    [24 * 60 * 60_000, 'day'],
    [60 * 60_000, 'hour'],
    [60_000, 'minute'],
  ];
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
