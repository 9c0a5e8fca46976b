import type { RequestHandler } from 'express';
import { callerOf } from '../../auth';
import { HttpError } from '../../http';

/** Said to a site account calling any part of the API its site does not use. */
export const SITE_FENCE_MESSAGE = 'A site account reaches only its site.';

/**
 * Calls a signed-in site account may make besides the site's own (`siteaccount/*`, `sitecontent/*`): who it is,
 * its session, the hub, and signing out. Everything else of the workspace answers 403 (docs/sites.md "Reach").
 */
const OPEN_TO_SITE_ACCOUNTS = new Set([
  'GET /account/current',
  // Signing in as someone else from this browser ends the site session first.
  'POST /account/login',
  'POST /account/logout',
  'GET /session/timeout',
  'POST /session/extend',
  'POST /signalr/negotiate',
  'GET /workspace/logo',
]);
const SITE_PREFIXES = ['/siteaccount/', '/sitecontent/'];

export function isOpenToSiteAccounts(method: string, path: string): boolean {
  const lower = path.toLowerCase();
  return (
    OPEN_TO_SITE_ACCOUNTS.has(`${method.toUpperCase()} ${lower.replace(/\/+$/, '')}`) ||
    SITE_PREFIXES.some((prefix) => lower.startsWith(prefix))
  );
}

/** Runs after the session is known: a site account (account type 3) reaches the site's calls only. */
export function siteFence(): RequestHandler {
  return (req, res, next) => {
    const caller = callerOf(res);
    if (!caller || caller.user.accountType !== 3 || isOpenToSiteAccounts(req.method, req.path)) return next();
    next(new HttpError(403, SITE_FENCE_MESSAGE));
  };
}
