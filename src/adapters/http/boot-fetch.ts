import { routeDataOf } from '../../domain/routing/route-data';
import { matchRoute } from '../../domain/routing/route-matcher';
import { isLiveRecord, SESSION_KEY } from '../../domain/session/session-record';
import type { HttpConfig } from './http-config';
import { buildRequest, fetchAnswer, LAST_SCOPE_KEY, PREFETCH_FRESH_MS, readRememberedScope, type Answer } from './http-request';

/**
 * The page's first call on a page load, started before the app's own code runs (issue 11, ADR 0007): the first
 * thing the entry module evaluates, while React, the stores and the container are still to come. It is the very
 * request the page's gateway makes, with the scope of the last signed-in call, and it is made only when this
 * browser holds a live session; the HTTP client hands its answer to that gateway (or to the route's prefetch),
 * once, and only when the user turns out to be the same (the scope headers are part of the key).
 */
const bootAnswers = new Map<string, { startedAt: number; answer: Promise<Answer> }>();

export function fetchRouteDataAtBoot(config: HttpConfig, read: (key: string) => string | null, path: string, now: number): void {
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
