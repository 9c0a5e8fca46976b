import { planRequest, type HttpVerb } from '../../domain/platform/request-conventions';
import type { Query } from '../../ports/http-client.port';
import type { HttpConfig } from './http-config';

/**
 * How one call goes out and what comes back, shared by the HTTP client and by the page load's first call
 * (boot-fetch.ts), so both make exactly the same request and either may answer the page's gateway.
 */

/** What came back: a status and the read body, or what fetch threw. */
export type Answer = { status: number; ok: boolean; payload: unknown } | { thrown: unknown };

/** An early answer nobody took within this time is fetched again: the data may have moved on. */
export const PREFETCH_FRESH_MS = 30_000;
/** The scope headers of the last signed-in call, for a page's first call made before the current user is known. */
export const LAST_SCOPE_KEY = 'gridwork.last-scope';
export const SCOPE_HEADER_NAMES: ReadonlySet<string> = new Set([
  'ScopeId',
  'DirectScopeId',
  'Uid',
  'WorkspaceId',
]);

/** Stored scope headers, if they are exactly what `scopeHeaders` makes for a signed-in user (else none). */
export function readRememberedScope(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    const valid = entries.every(
      ([name, header]) =>
        SCOPE_HEADER_NAMES.has(name) && typeof header === 'string' && /^\d{1,15}$/.test(header),
    );
    return valid && 'Uid' in value && 'WorkspaceId' in value ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** The request of a call under /api/ with the platform's conventions; `key` names it with its scope. */
export function buildRequest(
  config: HttpConfig,
  verb: HttpVerb,
  path: string,
  body: unknown,
  query: Query | undefined,
  signal: AbortSignal | undefined,
  scope: Record<string, string>,
) {
  const plan = planRequest(verb, path);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...scope,
    ...config.extraHeaders?.(),
  };
  if (plan.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    const token = config.antiForgeryToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  if (plan.methodOverride) headers['X-HTTP-Method'] = plan.methodOverride;
  const url = `${config.baseUrl}/api/${plan.path}${queryString(query, plan.path.includes('?'))}`;
  const init: RequestInit = {
    method: plan.method,
    headers,
    body: plan.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    credentials: 'include',
    signal,
  };
  // The scope headers are part of the key: an answer fetched for another scope or user is never taken.
  return { plan, url, init, headers, key: `${url} ${JSON.stringify(headers)}` };
}

export async function fetchAnswer(config: HttpConfig, url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await config.fetch(url, init);
    return { status: response.status, ok: response.ok, payload: await readBody(response) };
  } catch (thrown) {
    return { thrown };
  }
}

/** `?a=1&b=2`, or `&a=1&b=2` after a path that already has a query. */
function queryString(query: Query | undefined, pathHasQuery: boolean): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${pathHasQuery ? '&' : '?'}${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
