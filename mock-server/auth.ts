import type { RequestHandler, Response } from 'express';
import type { UserRecord } from '../fixtures/types';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, parseCookies } from './cookies';
import { HttpError, unauthorized } from './http';
import type { Session, SessionStore } from './sessions';
import type { Store } from './store';

/** Who is calling: a live session and its user. */
export interface Caller {
  session: Session;
  user: UserRecord;
}

interface AuthDeps {
  store: Store;
  sessions: SessionStore;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths (after the /api rewrite) a signed-in session may POST without the anti-forgery header. */
const XSRF_EXEMPT = new Set(['/signalr/negotiate']);
const COOKIE_OPTIONS = { path: '/', sameSite: 'lax' } as const;

/** The caller behind a `Cookie` header, if its session is live and its user still exists. */
export function callerFromCookies(deps: AuthDeps, cookieHeader: string | undefined): Caller | undefined {
  const session = deps.sessions.get(parseCookies(cookieHeader).get(SESSION_COOKIE));
  const user = session && deps.store.userById(session.userId);
  // A deactivated user's sessions are ended when they are deactivated; this keeps any that slipped through closed.
  return session && user && !user.deactivatedOn ? { session, user } : undefined;
}

/**
 * Identifies the caller (sliding the session's expiry) and enforces the anti-forgery rule: a non-GET call
 * of a signed-in session must carry `X-XSRF-TOKEN` equal to the session's `XSRF-TOKEN` cookie.
 */
export function sessionMiddleware(deps: AuthDeps): RequestHandler {
  return (req, res, next) => {
    const caller = callerFromCookies(deps, req.headers.cookie);
    if (!caller) {
      next();
      return;
    }
    deps.sessions.touch(caller.session);
    res.locals.caller = caller;
    const header = req.get(XSRF_HEADER);
    if (!SAFE_METHODS.has(req.method) && !XSRF_EXEMPT.has(req.path) && header !== caller.session.xsrf) {
      next(new HttpError(400, 'Invalid anti-forgery token.'));
      return;
    }
    next();
  };
}

export function callerOf(res: Response): Caller | undefined {
  return res.locals.caller as Caller | undefined;
}

/** The signed-in caller, or a 401 `{ Message: "Unauthorized" }`. */
export function signedIn(res: Response): Caller {
  const caller = callerOf(res);
  if (!caller) throw unauthorized();
  return caller;
}

/** Starts a session for `user` and sets both cookies on the response. */
export function startSession(deps: AuthDeps, res: Response, user: UserRecord): Session {
  const session = deps.sessions.create(user.id, user.signInScopeId, user.sessionMinutes);
  res.cookie(SESSION_COOKIE, session.token, { ...COOKIE_OPTIONS, httpOnly: true });
  res.cookie(XSRF_COOKIE, session.xsrf, COOKIE_OPTIONS);
  return session;
}

/**
 * Signs `user` in from this browser: a session the browser already held (another user's, or its own) ends first, its
 * hub connections closed, then a new one starts with both cookies set.
 */
export function signInAfresh(
  deps: AuthDeps & { hub: { closeSession(token: string): void } },
  res: Response,
  user: UserRecord,
): Session {
  const previous = callerOf(res);
  if (previous) {
    deps.sessions.remove(previous.session.token);
    deps.hub.closeSession(previous.session.token);
  }
  return startSession(deps, res, user);
}

export function clearSessionCookies(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...COOKIE_OPTIONS, httpOnly: true });
  res.clearCookie(XSRF_COOKIE, COOKIE_OPTIONS);
}
