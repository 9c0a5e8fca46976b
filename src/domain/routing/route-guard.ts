import { isAdministrator } from '../access/actor';
import { isMenuAllowed, type AccountType } from './account-types';
import { matchRoute, type RouteMatch } from './route-matcher';
import type { MenuType, RouteDefinition } from './route-types';

/** What the guard needs to know about the cached current user (spec section 3). */
export interface NavigationUser {
  readonly logged: boolean;
  readonly accountType: AccountType;
  readonly teamScopeId: number;
  readonly isSite: boolean;
  /** Holds the Admin role (platform spec §3's IsAdmin); absent means no. */
  readonly isAdmin?: boolean;
}

export interface NavigationInput {
  readonly path: string;
  /** null when no user is known yet; a user with `logged: false` is treated the same way. */
  readonly user: NavigationUser | null;
}

export type RedirectReason =
  /** No route matches the path (spec section 2: unknown routes go to /404). */
  | 'not-found'
  /** A logged-only page opened without a session. */
  | 'sign-in-required'
  /** A visitor page (sign-in pages, home, individual-access and single-password menus) opened while signed in. */
  | 'already-signed-in'
  /** The route's menu is not among the account type's menus and the route does not allow anonymous access. */
  | 'menu-not-allowed'
  /** A landing or workspace-management page opened while working in a team scope. */
  | 'scope-switch'
  /** A page for workspace administrators (setup, workspace management, activity log) opened by someone else. */
  | 'administrators-only';

export type NavigationDecision =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: RedirectReason };

export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/403';
export const LOGIN_PATH = '/login';
/** Where an anonymous visitor of an external site signs in (spec section 8: site 401s go to site login). */
export const SITE_LOGIN_PATH = '/site/user/login';
export const WORKSPACE_SCOPE_SWITCH_PATH = '/switch/0';

/** Menus whose pages are for visitors: spec section 4 sends a signed-in user on to the default page. */
const VISITOR_MENUS: ReadonlySet<MenuType> = new Set<MenuType>([
  'home',
  'individualaccess',
  'singlepassword',
]);
/** Menus that live in the workspace scope (0): spec section 2, scope redirect. */
const WORKSPACE_SCOPE_MENUS: ReadonlySet<MenuType> = new Set<MenuType>(['landing', 'manageWorkspace']);
/** Never a place to come back to after signing in: it would sign the user straight out. */
const NOT_A_RETURN_TARGET: ReadonlySet<string> = new Set(['core.logout', 'site.logout']);

/**
 * Decides what a user sees for a path: the page, or a redirect with the reason (spec sections 2 and 4).
 * Order matters: an unknown path is a 404 for everybody; a visitor is asked to sign in before any
 * account-type check (after signing in the check runs again); a signed-in user leaves visitor pages; the
 * menu check and the administrators-only check come before the scope switch, so nobody switches scope only to be
 * shown a 404 or a 403.
 * Total: never throws, whatever the path.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const match = matchRoute(input.path);
  if (!match) return redirect(NOT_FOUND_PATH, 'not-found');
  const { route } = match;
  const user = input.user;

  if (!user || user.logged !== true) {
    if (route.allowAnonymous && route.authState !== 'Logged') return { kind: 'render', match };
    // The wanted path travels as returnUrl so that the user comes back to it after signing in
    // (signing in re-runs this guard on /login?returnUrl=..., see the already-signed-in rule below).
    // External-site pages, or any page while the start-up call says this is an external site, ask for the
    // site sign-in rather than the workspace one (as a 401 on a site does, spec section 8).
    const login = user?.isSite === true || route.menuType === 'site' ? SITE_LOGIN_PATH : LOGIN_PATH;
    return redirect(`${login}?returnUrl=${encodeForQuery(wantedPath(match))}`, 'sign-in-required');
  }

  if (isVisitorPage(route)) return redirect(returnTarget(match) ?? defaultPathFor(user), 'already-signed-in');

  const menuAllowed = isMenuAllowed(user.accountType, route.menuType);
  if (!route.allowAnonymous && !menuAllowed) return redirect(NOT_FOUND_PATH, 'menu-not-allowed');
  // The account type has the menu, but the page is an administrator's: the forbidden page says why (issue 17).
  if (
    route.administratorsOnly &&
    !isAdministrator({ accountType: user.accountType, isAdmin: user.isAdmin === true })
  ) {
    return redirect(FORBIDDEN_PATH, 'administrators-only');
  }

  // Only users who actually have the workspace-level menus switch scope; a team-only user who opens an
  // anonymous-allowed landing page (an invitation) sees it in the scope they are in.
  if (user.teamScopeId !== 0 && menuAllowed && WORKSPACE_SCOPE_MENUS.has(route.menuType)) {
    return redirect(
      `${WORKSPACE_SCOPE_SWITCH_PATH}?back=${encodeForQuery(wantedPath(match))}`,
      'scope-switch',
    );
  }
  return { kind: 'render', match };
}

/**
 * The page a user lands on by default: the form list for workspace and team users (1, 2), the site project
 * list for external site users (3), the shared files and folders page for direct-link users (4; a page that
 * shows what was shared rather than an error). A visitor's default is the home page, or the site sign-in
 * page when the start-up call said this is an external site. A signed-in user with account type 0 (bad
 * data) goes to /start, which loads the user again.
 */
export function defaultPathFor(user: NavigationUser | null): string {
  if (!user || user.logged !== true) return user?.isSite === true ? SITE_LOGIN_PATH : '/';
  switch (user.accountType) {
    case 1:
    case 2:
      return '/form/list';
    case 3:
      return '/site/project/list';
    case 4:
      return '/direct/share-files-folders';
    default:
      return '/start';
  }
}

function isVisitorPage(route: RouteDefinition): boolean {
  return route.authState === 'Anonymous' || VISITOR_MENUS.has(route.menuType);
}

/**
 * True when a link to `path` works for the user: the page renders, or renders once the spec's scope redirect has
 * switched them to the workspace scope (a workspace user working in a team keeps the bell, their profile and the
 * workspace's setup; the link takes them there through /switch/0). For showing only links that work.
 */
export function canOpen(path: string, user: NavigationUser | null): boolean {
  const decision = decideNavigation({ path, user });
  return decision.kind === 'render' || decision.reason === 'scope-switch';
}

/** An in-app path ('/x', not '//host' or '/\\host'): the only kind of return address the app follows. */
export function isSafeReturnPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * The returnUrl of a visitor page, if it is safe to follow: an in-app path ('/x', not '//host' or '/\host')
 * to a known route that is neither a visitor page (no loop) nor a sign-out page.
 */
function returnTarget(match: RouteMatch): string | null {
  const target = match.query.returnUrl;
  if (!target || !isSafeReturnPath(target)) return null;
  const next = matchRoute(target);
  if (!next || isVisitorPage(next.route) || NOT_A_RETURN_TARGET.has(next.route.id)) return null;
  return target;
}

function wantedPath(match: RouteMatch): string {
  return match.search ? `${match.path}?${match.search}` : match.path;
}

/** encodeURIComponent throws on lone surrogates; replace them first so the guard stays total. */
function encodeForQuery(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function redirect(to: string, reason: RedirectReason): NavigationDecision {
  return { kind: 'redirect', to, reason };
}

/**
 * Where a user who has just been signed out goes from `path`: the page itself when visitors may see it,
 * otherwise where the guard sends a visitor (the sign-in page, with the page as returnUrl).
 */
export function signedOutDestination(path: string, options: { isSite?: boolean } = {}): string {
  const visitor: NavigationUser | null = options.isSite
    ? { logged: false, accountType: 0, teamScopeId: 0, isSite: true }
    : null;
  const decision = decideNavigation({ path, user: visitor });
  if (decision.kind === 'redirect') return decision.to;
  const { route } = decision.match;
  if (!NOT_A_RETURN_TARGET.has(route.id)) return decision.match.path;
  return route.menuType === 'site' ? SITE_LOGIN_PATH : LOGIN_PATH;
}
