import type { Application, RequestHandler } from 'express';

/**
 * Headers every answer of the mock backend carries (issue 31, finding 13), errors and 404s included. The API answers
 * JSON and files, never a page, so its content-security policy allows nothing: a response opened directly in a tab
 * (or an uploaded HTML file, which serve-file.ts also sandboxes) runs no script, loads nothing and cannot be framed.
 * The SPA's own pages get theirs from Vite (vite.config.ts, app-security-headers.ts).
 */
export const API_SECURITY_HEADERS = {
  /** Never guess a type from the bytes: a JSON answer holding `<script>` stays JSON. */
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  /** For browsers that ignore `frame-ancestors`. */
  'X-Frame-Options': 'DENY',
  /** Share links carry their secret in the path (/direct-form/{hash}): no URL leaves in a Referer. */
  'Referrer-Policy': 'no-referrer',
  /** Only pages of the same origin (the SPA through its proxy) may embed an answer, e.g. a thumbnail. */
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.set(API_SECURITY_HEADERS);
    next();
  };
}

/** Express announces itself (`X-Powered-By: Express`) unless told not to: that helps only an attacker. */
export function applySecurityHeaders(app: Application): void {
  app.disable('x-powered-by');
  app.use(securityHeaders());
}
