import type { RequestHandler } from 'express';
import { sendError } from './http';
import { originAllowed } from './origins';

/** What the SPA sends: GET, and every other verb as POST (docs/api.md). HEAD needs no permission. */
const METHODS = 'GET, POST';
/** The request headers of the SPA's conventions and of the SignalR client. */
const HEADERS = [
  'Accept',
  'Content-Type',
  'X-XSRF-TOKEN',
  'X-HTTP-Method',
  'ScopeId',
  'DirectScopeId',
  'ImpersonateScopeId',
  'Uid',
  'WorkspaceId',
  'X-Requested-With',
  'X-SignalR-User-Agent',
].join(', ');
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the configured SPA origins only (mock-server/origins.ts). A listed origin gets its own origin back
 * with credentials allowed; any other gets no CORS header at all, so the browser keeps the answer from the
 * page. A preflight (OPTIONS with Access-Control-Request-Method) is answered here: 204 for a listed origin,
 * 403 `{ Message }` otherwise. Replaces json-server's `cors({ origin: true, credentials: true })`, which
 * echoed any origin.
 */
export function corsMiddleware(allowed: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    res.vary('Origin');
    const listed = origin !== undefined && originAllowed(origin, undefined, allowed);
    if (listed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
    }
    if (!preflight) {
      next();
      return;
    }
    if (!listed) {
      sendError(res, 403, 'This origin may not call the API.');
      return;
    }
    res.vary('Access-Control-Request-Method').vary('Access-Control-Request-Headers');
    res.set('Access-Control-Allow-Methods', METHODS);
    res.set('Access-Control-Allow-Headers', HEADERS);
    res.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
    // Chromium's Private Network Access asks before a public page calls a local server; only listed pages get a yes.
    if (req.get('access-control-request-private-network') === 'true') {
      res.set('Access-Control-Allow-Private-Network', 'true');
    }
    res.status(204).end();
  };
}
