import type { RequestHandler } from 'express';
import { passwordMatches } from './account/passwords';
import { sendError } from './http';
import { type SignInThrottle, refusalMessage } from './sign-in-throttle';
import type { Store } from './store';

/**
 * Runs before `POST /account/login` (routes/account/sign-in.ts), which still validates the body and answers. It
 * refuses an attempt while its account or client address must wait or is locked (429 with `Retry-After`),
 * before any password is compared, so that even the right one fails then; otherwise it counts the attempt.
 * Check, compare and count happen in one synchronous step, so a burst of parallel attempts is counted one by
 * one. Bodies without a string Email and Password are left to the route's 400.
 */
export function loginThrottle(throttle: SignInThrottle, store: Store): RequestHandler {
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
    if (passwordMatches(store.userByEmail(email), password)) throttle.succeeded(email);
    else throttle.failed(email, address);
    next();
  };
}
