import { scopeHeaders } from '../../domain/platform/request-conventions';
import { routeDataOf } from '../../domain/routing/route-data';
import { matchRoute } from '../../domain/routing/route-matcher';
import { isLiveRecord, SESSION_KEY } from '../../domain/session/session-record';
import type { HttpConfig } from './http-config';
import {
  buildRequest,
  fetchAnswer,
  LAST_SCOPE_KEY,
  PREFETCH_FRESH_MS,
  readRememberedScope,
  type Answer,
} from './http-request';

/**
 * The calls every page load makes first, started before the app's own code runs (issue 11, ADR 0007): the first
 * thing the entry module evaluates, while React, the stores and the container are still to come.
 * - `account/current`, who is signed in, exactly as the session asks it before anyone is known;
 * - the page's first call (route-data.ts), with the scope of the last signed-in call, only when this browser holds a
 *   live session.
 * Each is the very request its gateway makes; the HTTP client hands the answer to that gateway (or to the route's
 * prefetch) once, and only when the scope headers match (they are part of the key).
 */
const bootAnswers = new Map<string, { startedAt: number; answer: Promise<Answer> }>();

/** The scope headers of a call made before the current user is known (UserStore.scope() with no user). */
const NOBODY_YET = scopeHeaders({
  userId: null,
  workspaceId: null,
  scopeId: 0,
  primaryScopeId: null,
  isDirect: false,
});

export function fetchAtPageLoad(
  config: HttpConfig,
  read: (key: string) => string | null,
  path: string,
  now: number,
): void {
  const whoIsSignedIn = buildRequest(
    config,
    'GET',
    'account/current',
    undefined,
    undefined,
    undefined,
    NOBODY_YET,
  );
  bootAnswers.set(whoIsSignedIn.key, {
    startedAt: now,
    answer: fetchAnswer(config, whoIsSignedIn.url, whoIsSignedIn.init),
  });
  if (!isLiveRecord(read(SESSION_KEY), now)) return;
  const match = matchRoute(path);
  if (match?.route.authState !== 'Logged') return;
  const data = routeDataOf(match);
  const scope = readRememberedScope(read(LAST_SCOPE_KEY));
  if (!data || !scope) return;
  const request = buildRequest(config, 'GET', data.path, undefined, data.query, undefined, scope);
  bootAnswers.set(request.key, { startedAt: now, answer: fetchAnswer(config, request.url, request.init) });
}

/** The page load's answer to this request, given away once, unless it is too old to trust. */
export function takeBootAnswer(key: string, now: number): Promise<Answer> | null {
  const boot = bootAnswers.get(key);
  if (!boot) return null;
  bootAnswers.delete(key);
  return now - boot.startedAt > PREFETCH_FRESH_MS ? null : boot.answer;
}
