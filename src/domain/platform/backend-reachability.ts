import type { RequestFailure } from './error-catalogue';

/**
 * What a gateway or proxy in front of the backend answers when the backend does not: 502 Bad Gateway (Vite's
 * dev and preview proxy when nothing listens), 503 Service Unavailable, 504 Gateway Timeout (RFC 9110 §15.6).
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The backend could not be reached at all: no answer (a network error), or a proxy's gateway error. */
export function backendUnreachable(failure: RequestFailure): boolean {
  return failure.kind === 'network' || (failure.kind === 'status' && GATEWAY_STATUSES.has(failure.status));
}

// Our texts: the specification has none for a backend that is down when the application starts.
export const BACKEND_DOWN_TITLE = 'Gridwork cannot reach its server';
export const BACKEND_DOWN_TEXT =
  'The server is not answering right now. Check your connection, then try again.';
export const BACKEND_RETRY_LABEL = 'Retry';
export const BACKEND_RETRYING_LABEL = 'Trying again…';
