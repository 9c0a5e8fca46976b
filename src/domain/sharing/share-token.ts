/**
 * The token `getinstance` hands out once an e-mail is verified: bound to the share, the e-mail and the instance, and
 * valid TOKEN_VALIDITY_MS. SaveInstance and GetEncryptedFieldValue require it (ASVS 5.0 V6.6.2: bound to the request
 * it was made for; V7.3.2: an absolute lifetime). The token itself is a random string the server draws.
 */
import { sameEmail } from './recipient-email';
import { TOKEN_VALIDITY_MS } from './sharing-rules';

export interface TokenGrant {
  readonly shareId: number;
  readonly email: string;
  readonly instanceId: number;
  readonly expiresAt: number;
}

export function grantToken(shareId: number, email: string, instanceId: number, now: number): TokenGrant {
  return { shareId, email, instanceId, expiresAt: now + TOKEN_VALIDITY_MS };
}

export type TokenVerdict = 'ok' | 'unknown' | 'expired' | 'other-share';

/** Does `grant` open this share, for this e-mail and instance, now? */
export function tokenVerdict(
  grant: TokenGrant | undefined,
  call: { shareId: number; email: string; instanceId: number },
  now: number,
): TokenVerdict {
  if (!grant) return 'unknown';
  if (
    grant.shareId !== call.shareId ||
    grant.instanceId !== call.instanceId ||
    !sameEmail(grant.email, call.email)
  )
    return 'other-share';
  return now < grant.expiresAt ? 'ok' : 'expired';
}
