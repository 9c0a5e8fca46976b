import { compileRoute, type CompiledRoute } from './route-pattern';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './route-types';

/** A path matched against the route table. */
export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Path parameters, URI-decoded, in their original case (hashes and e-mails are case-sensitive). */
  readonly params: Readonly<Record<string, string>>;
  /** The path without query string, hash or trailing slash, always starting with '/'; original case. */
  readonly path: string;
  /** The raw query string without '?' ('' when none). */
  readonly search: string;
  /** The query string parsed (last value wins for repeated keys). */
  readonly query: Readonly<Record<string, string>>;
}

export type RouteMatcher = (path: string) => RouteMatch | null;

/**
 * Compiles a route table into a matcher. Routes are bucketed by their first literal segment and ordered
 * most specific first, so a lookup tries only a handful of regular expressions.
 * The matcher is total: any string, however malformed, gives a match or null and never throws.
 */
export function createRouteMatcher(routes: readonly RouteDefinition[]): RouteMatcher {
  const compiled = routes.map(compileRoute);
  const bySpecificity = (a: CompiledRoute, b: CompiledRoute) => b.literals - a.literals;
  const buckets = new Map<string, CompiledRoute[]>();
  const prefixed: CompiledRoute[] = [];
  for (const entry of compiled) {
    if (entry.bucket === null) prefixed.push(entry);
    else buckets.set(entry.bucket, [...(buckets.get(entry.bucket) ?? []), entry]);
  }
  for (const list of buckets.values()) list.sort(bySpecificity);
  prefixed.sort(bySpecificity);

  return (raw: string) => {
    if (typeof raw !== 'string') return null;
    const { path, search } = splitPath(raw);
    const candidates = [...(buckets.get(firstSegment(path)) ?? []), ...prefixed];
    const slashes = slashCount(path);
    for (const entry of candidates) {
      if (slashes < entry.slashes.min || slashes > entry.slashes.max) continue;
      const found = entry.regex.exec(path);
      if (found)
        return {
          route: entry.route,
          params: paramsOf(entry, found),
          path,
          search,
          query: parseQuery(search),
        };
    }
    return null;
  };
}

const defaultMatcher = createRouteMatcher(ROUTES);

/** Matches a browser path (query string, hash and trailing slash tolerated) against the route table. */
export function matchRoute(path: string): RouteMatch | null {
  return defaultMatcher(path);
}

/**
 * True when two paths show the same page: the same route with the same parameters. Case (routes match
 * whatever their case), a trailing slash, query string and hash do not count; parameters do (a hash in a
 * link is case-sensitive). For links that must not point at the page they are on.
 */
export function isSamePage(a: string, b: string): boolean {
  const first = matchRoute(a);
  const second = matchRoute(b);
  if (!first || !second || first.route.id !== second.route.id) return false;
  const names = Object.keys(first.params);
  return (
    names.length === Object.keys(second.params).length &&
    names.every((name) => first.params[name] === second.params[name])
  );
}

/**
 * Splits '/a/b/?x=1#h' into path '/a/b' and search 'x=1'. The hash is dropped, trailing slashes are
 * removed and a missing leading slash is added.
 */
export function splitPath(raw: string): { path: string; search: string } {
  const hashAt = raw.indexOf('#');
  const withoutHash = hashAt >= 0 ? raw.slice(0, hashAt) : raw;
  const queryAt = withoutHash.indexOf('?');
  const search = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '';
  let path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  path = path.slice(0, end);
  if (!path.startsWith('/')) path = '/' + path;
  return { path, search };
}

/** Parses a query string ('a=1&b=2', with or without '?'); never throws. */
export function parseQuery(search: string): Readonly<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) result[key] = value;
  return result;
}

function slashCount(path: string): number {
  let count = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 /* '/' */) count += 1;
  return count;
}

function firstSegment(path: string): string {
  const next = path.indexOf('/', 1);
  return (next < 0 ? path.slice(1) : path.slice(1, next)).toLowerCase();
}

function paramsOf(entry: CompiledRoute, found: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  entry.names.forEach((name, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[name] = safeDecode(value);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // malformed escapes (a lone '%') are kept as typed
  }
}
