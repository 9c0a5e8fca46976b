/**
 * What the sharing area keeps in memory, like sessions: the verification state of each share (codes as HMAC digests,
 * requests, failures), the tokens handed out, and the answers of saves by their SaveId (so a retried save saves once).
 * A restart or `reset()` forgets it all; the shares themselves are in the database.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { FRESH_VERIFICATION, type ShareVerification } from '../../../src/domain/sharing/code-ledger';
import type { TokenGrant } from '../../../src/domain/sharing/share-token';
import { normalizeCode } from '../../../src/domain/sharing/verification-code';

interface SavedAnswer {
  expiresAt: number;
  answer: unknown;
}

export class SharingState {
  private readonly key = randomBytes(32);
  private readonly verifications = new Map<number, ShareVerification>();
  private readonly tokens = new Map<string, TokenGrant>();
  private readonly saves = new Map<string, SavedAnswer>();

  /** The digest a code is kept and compared as: the code itself is never stored (ASVS 5.0 V6.5.2 in spirit). */
  digest(typed: string): string {
    return createHmac('sha256', this.key).update(normalizeCode(typed)).digest('hex');
  }

  verification(shareId: number): ShareVerification {
    return this.verifications.get(shareId) ?? FRESH_VERIFICATION;
  }

  setVerification(shareId: number, state: ShareVerification): void {
    this.verifications.set(shareId, state);
  }

  /** A new random token for `grant` (256 bits, URL-safe). Expired grants are dropped on the way. */
  issueToken(grant: TokenGrant, now: number): string {
    for (const [token, old] of this.tokens) if (old.expiresAt <= now) this.tokens.delete(token);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, grant);
    return token;
  }

  grant(token: string): TokenGrant | undefined {
    return this.tokens.get(token);
  }

  savedAnswer(token: string, saveId: string, now: number): unknown {
    const saved = this.saves.get(`${token} ${saveId}`);
    return saved && saved.expiresAt > now ? saved.answer : undefined;
  }

  rememberSave(token: string, saveId: string, answer: unknown, expiresAt: number, now: number): void {
    for (const [key, old] of this.saves) if (old.expiresAt <= now) this.saves.delete(key);
    this.saves.set(`${token} ${saveId}`, { expiresAt, answer });
  }

  /** A revoked share: its codes and tokens open nothing any more. */
  forgetShare(shareId: number): void {
    this.verifications.delete(shareId);
    for (const [token, grant] of this.tokens) if (grant.shareId === shareId) this.tokens.delete(token);
  }

  clear(): void {
    this.verifications.clear();
    this.tokens.clear();
    this.saves.clear();
  }
}
