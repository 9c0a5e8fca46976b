import type { Request } from 'express';

/** Where e-mailed links point when the request does not say (no `Origin`, as from Node or curl): `npm start`'s app. */
export const APP_URL_ENV = 'GRIDWORK_APP_URL';
const DEFAULT_APP_URL = 'http://localhost:5173';

/**
 * The SPA's address for a link in an e-mail (an invitation, a password reset): the page that asked, when its `Origin`
 * is one of the SPA's allowed origins (so the dev server, the preview and the e2e run's app each get links to
 * themselves); else `GRIDWORK_APP_URL`; else the dev server. An origin that is not allowed never reaches a mail: a page
 * of another site cannot have links to itself e-mailed in our name.
 */
export function appOrigin(
  req: Request,
  allowedOrigins: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  const origin = req.get('origin');
  if (origin && allowedOrigins.includes(origin)) return origin;
  const configured = env[APP_URL_ENV]?.trim();
  return configured ? configured.replace(/\/+$/, '') : DEFAULT_APP_URL;
}
