import type { Request, Response } from 'express';
import type { UserRecord } from '../../../fixtures/types';
import type { PasswordContext } from '../../../src/domain/account/password.rules';
import { passwordMatches } from '../../account/passwords';
import { badRequest, sendError, HttpError } from '../../http';
import type { Mailer } from '../../mail/mailer';
import type { MockClock } from '../../mock-clock';
import { refusalMessage, type SignInThrottle } from '../../account/sign-in-throttle';
import type { Store } from '../../store';

/** What the account area's routes need besides the context: mail, the movable clock, the SPA's origins, the sign-in throttle. */
export interface AccountDeps {
  mailer: Mailer;
  clock: MockClock;
  allowedOrigins: readonly string[];
  throttle: SignInThrottle;
}

/** The context-specific words of a user's password (ASVS 5.0 V6.2.11). */
export function passwordContextOf(
  store: Store,
  user: Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'workspaceId'>,
): PasswordContext {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    workspaceName: store.workspace(user.workspaceId)?.name ?? '',
  };
}

/**
 * A password typed to prove who one is (changing the password or the e-mail, accepting an invitation with an existing
 * account): counted like sign-in attempts (mock-server/account/sign-in-throttle.ts), so it cannot be guessed there either.
 * A wrong one answers 400 with `message`; a wait or a lock answers 429 with Retry-After, even for the right one.
 */
export function provePassword(
  throttle: SignInThrottle,
  req: Request,
  res: Response,
  user: UserRecord | undefined,
  email: string,
  password: string,
  message: string,
): void {
  const address = req.socket.remoteAddress ?? 'unknown';
  const refusal = throttle.check(email, address);
  if (refusal) {
    if (refusal.retryAfterMs !== null) res.set('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
    throw new HttpError(429, refusalMessage(refusal));
  }
  if (!passwordMatches(user, password)) {
    throttle.failed(email, address);
    throw badRequest(message);
  }
  throttle.succeeded(email);
}

export { sendError };
