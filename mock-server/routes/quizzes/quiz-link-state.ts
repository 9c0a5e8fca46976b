/**
 * What quiz and survey links keep in memory, like sessions: the verification state of each (module, id, e-mail), kept with the
 * shared forms' ledger (src/domain/sharing/code-ledger.ts, codes as HMAC digests), and the quiz-taker sessions. A
 * restart or `clear()` forgets it all; whether a quiz's link is on is in the database (QuizRecord.LinkHash).
 *
 * A form share has one recipient; a quiz link has many, so the ledger is kept per e-mail: two takers asking for codes
 * at once do not void each other's code (docs/quizzes-and-surveys.md, "Share by link").
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { LinkModule, QuizTakerGrant } from '../../../src/domain/quizzes/quiz-link';
import { FRESH_VERIFICATION, type ShareVerification } from '../../../src/domain/sharing/code-ledger';
import { normalizeCode } from '../../../src/domain/sharing/verification-code';

const keyOf = (module: LinkModule, id: number, email: string) =>
  `${module} ${id} ${email.trim().toLowerCase()}`;

export class QuizLinkState {
  private readonly key = randomBytes(32);
  private readonly verifications = new Map<string, ShareVerification>();
  private readonly takers = new Map<string, QuizTakerGrant>();

  /** The digest a code is kept and compared as: the code itself is never stored. */
  digest(typed: string): string {
    return createHmac('sha256', this.key).update(normalizeCode(typed)).digest('hex');
  }

  verification(module: LinkModule, id: number, email: string): ShareVerification {
    return this.verifications.get(keyOf(module, id, email)) ?? FRESH_VERIFICATION;
  }

  setVerification(module: LinkModule, id: number, email: string, state: ShareVerification): void {
    this.verifications.set(keyOf(module, id, email), state);
  }

  /** A new quiz-taker session (256 random bits, URL-safe). Expired ones are dropped on the way. */
  startTaker(grant: QuizTakerGrant, now: number): string {
    for (const [token, old] of this.takers) if (old.expiresAt <= now) this.takers.delete(token);
    const token = randomBytes(32).toString('base64url');
    this.takers.set(token, grant);
    return token;
  }

  /** The live session of `token`, if any. */
  taker(token: string | undefined, now: number): QuizTakerGrant | undefined {
    const grant = token === undefined ? undefined : this.takers.get(token);
    return grant && grant.expiresAt > now ? grant : undefined;
  }

  endTaker(token: string): void {
    this.takers.delete(token);
  }

  /** The link was turned off (or the quiz or survey deleted): its codes and takers' sessions open nothing any more. */
  forget(module: LinkModule, id: number): void {
    for (const key of this.verifications.keys())
      if (key.startsWith(`${module} ${id} `)) this.verifications.delete(key);
    for (const [token, grant] of this.takers)
      if (grant.module === module && grant.id === id) this.takers.delete(token);
  }

  clear(): void {
    this.verifications.clear();
    this.takers.clear();
  }
}
