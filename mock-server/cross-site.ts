import type { RequestHandler } from 'express';
import { sendError } from './http';
import { isStreamedUpload } from './cabinet/streamed-upload';
import { originAllowed } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body with content: an empty one (curl -X POST, SignalR's negotiate sends "" as text/plain) has no type to check. */
const hasContent = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

export const CROSS_SITE_REFUSED = 'Cross-site request refused: this page may not change anything here.';
export const JSON_REQUIRED = 'The request body must be JSON (Content-Type: application/json).';

/**
 * Refuses state-changing calls that another site's page makes through the user's browser, whether or not a
 * session exists (login CSRF: a plain HTML form on any site could otherwise sign the browser in to an
 * attacker's account, or drive /api/__mock/* on this machine):
 * - a non-GET call whose `Origin` is not an allowed SPA origin (or this server's own) → 403;
 * - without `Origin`, one marked `Sec-Fetch-Site: cross-site` → 403;
 * - a body that is not JSON (what an HTML form can send: urlencoded, multipart, text/plain) → 415; the one exception is
 *   a file upload's bytes (cabinet/streamed-upload.ts), a type no HTML form can send.
 * Node clients, curl and the contract tests send no `Origin` and pass. The anti-forgery token still guards
 * signed-in calls (auth.ts).
 */
export function crossSiteGuard(allowed: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    const foreign =
      origin !== undefined
        ? !originAllowed(origin, req.get('host'), allowed)
        : req.get('sec-fetch-site') === 'cross-site';
    if (foreign) {
      sendError(res, 403, CROSS_SITE_REFUSED);
      return;
    }
    if (hasContent(req.headers) && !req.is(['application/json', '+json']) && !isStreamedUpload(req)) {
      sendError(res, 415, JSON_REQUIRED);
      return;
    }
    next();
  };
}
