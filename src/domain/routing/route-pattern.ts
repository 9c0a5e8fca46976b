import type { RouteDefinition } from './route-types';

/**
 * A route pattern compiled once into a case-insensitive regular expression.
 * Every piece is linear (`[^/]+`, `[^/-]+`, one trailing `[\s\S]*`), so matching cannot backtrack badly.
 */
export interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly regex: RegExp;
  /** Parameter names, in the order of the capture groups. */
  readonly names: readonly string[];
  /** Lower-cased first literal segment ('' for the root), or null when the first segment is a prefix. */
  readonly bucket: string | null;
  /** Literal segments: more literals means more specific, so `/setup/doctype/list` beats `/setup/doctype/:id`. */
  readonly literals: number;
  /**
   * How many slashes a path this route matches has, at least and at most: every segment is one slash and holds
   * none (a trailing `*` segment may hold any number). A matcher tries the expression only for paths in range, so
   * the expressions of routes a path cannot match are never run (each one V8 compiles costs about 3 KiB).
   */
  readonly slashes: { readonly min: number; readonly max: number };
}

/** Name given to what a trailing `*` prefix pattern captured. */
export const REST_PARAM = 'rest';

const PARAM = '([^/]+)';
const DASH_PARAM = '([^/-]+)';

export function compileRoute(route: RouteDefinition): CompiledRoute {
  const segments = route.pattern.split('/').filter((s) => s !== '');
  const names: string[] = [];
  let source = '^';
  let literals = 0;
  let bucket: string | null = segments.length === 0 ? '' : null;
  let optional = 0;
  let rest = false;
  segments.forEach((segment, index) => {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      names.push(segment.slice(1, -1));
      source += `(?:/${PARAM})?`;
      optional += 1;
    } else if (segment.startsWith(':')) {
      const parts = segment.split('-');
      names.push(...parts.map((p) => p.slice(1)));
      source += '/' + parts.map(() => (parts.length > 1 ? DASH_PARAM : PARAM)).join('-');
    } else if (segment.endsWith('*')) {
      names.push(REST_PARAM);
      source += '/' + escapeRegExp(segment.slice(0, -1)) + '([\\s\\S]*)';
      literals += 1;
      rest = true;
    } else {
      if (index === 0) bucket = segment.toLowerCase();
      source += '/' + escapeRegExp(segment);
      literals += 1;
    }
  });
  if (segments.length === 0) source += '/';
  const min = Math.max(segments.length - optional, 1);
  const slashes = { min, max: rest ? Infinity : Math.max(segments.length, 1) };
  return { route, regex: new RegExp(source + '$', 'i'), names, bucket, literals, slashes };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
