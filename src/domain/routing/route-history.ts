/**
 * Route history and the small layout rules that hang off the current path (spec sections 2, 3 and 9).
 */

/** Spec section 9: the most recent 50 paths are kept. */
export const ROUTE_HISTORY_LIMIT = 50;

/** Spec section 9: mobile mode applies below this width. */
export const MOBILE_BREAKPOINT_PX = 992;

/**
 * An immutable list of recently visited paths, oldest first, at most {@link ROUTE_HISTORY_LIMIT} long.
 * Pushing the path already on top does nothing: a guard that runs twice, or a re-render, is not a visit.
 */
export class RouteHistory {
  private constructor(readonly paths: readonly string[]) {}

  static empty(): RouteHistory {
    return new RouteHistory(Object.freeze([]));
  }

  static of(paths: readonly string[]): RouteHistory {
    return new RouteHistory(Object.freeze(paths.slice(-ROUTE_HISTORY_LIMIT)));
  }

  push(path: string): RouteHistory {
    if (this.current === path) return this;
    return RouteHistory.of([...this.paths, path]);
  }

  /** The path on top, or undefined when empty. */
  get current(): string | undefined {
    return this.paths[this.paths.length - 1];
  }

  /** The path visited before the current one (where "back" goes), or undefined. */
  get previous(): string | undefined {
    return this.paths[this.paths.length - 2];
  }

  get size(): number {
    return this.paths.length;
  }
}

const MENULESS_SEGMENTS = new Set(['start', 'switch', 'logout']);

/**
 * Spec section 2: the side menu is hidden on any path containing start, switch or logout.
 * Read as whole path segments, case-insensitive, ignoring the query string: /start, /switch/3, /logout and
 * /site/logout hide it; a search for "restart" (/search/restart) or /form/list?back=/logout does not.
 * These three words appear in no other route's literal segments, so the rules agree on every real page.
 */
export function isSideMenuHidden(path: string): boolean {
  const pathOnly = path.split(/[?#]/, 1)[0] ?? '';
  return pathOnly.split('/').some((segment) => MENULESS_SEGMENTS.has(segment.toLowerCase()));
}

/** Spec section 9: mobile mode applies below 992 px. */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

export type ThemeClass = 'site' | 'green' | 'beige';

/** Spec section 9: theme 1 site, 2 green, 3 beige. Any other value (bad data) falls back to the first theme. */
export function themeClass(theme: number): ThemeClass {
  if (theme === 2) return 'green';
  if (theme === 3) return 'beige';
  return 'site';
}
