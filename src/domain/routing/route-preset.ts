import type { AuthState, MenuType, PageState, RouteDefinition } from './route-types';

/** The access attributes of a route, shared by many rows of the table. */
export type RouteAccess = Pick<
  RouteDefinition,
  'pageState' | 'authState' | 'allowAnonymous' | 'menuType' | 'administratorsOnly'
>;

/** Builds one frozen table row; keeps the table files to one line per route. */
export function route(
  id: string,
  pattern: string,
  title: string,
  area: string,
  access: RouteAccess,
): RouteDefinition {
  return Object.freeze({ id, pattern, title, area, ...access });
}

/** A page that needs a session. */
export function loggedOnly(menuType: MenuType, pageState: PageState = 'LoggedMainPage'): RouteAccess {
  return access(pageState, 'Logged', false, menuType);
}

/** The same access, for workspace administrators only (issue 17). */
export function forAdministrators(access: RouteAccess): RouteAccess {
  return Object.freeze({ ...access, administratorsOnly: true });
}

/** A page anyone may open, signed in or not. */
export function openToAll(menuType: MenuType, pageState: PageState): RouteAccess {
  return access(pageState, 'Both', true, menuType);
}

/** A page for visitors only: a signed-in user is sent on (to the default page). */
export function visitorsOnly(menuType: MenuType, pageState: PageState): RouteAccess {
  return access(pageState, 'Anonymous', true, menuType);
}

function access(
  pageState: PageState,
  authState: AuthState,
  allowAnonymous: boolean,
  menuType: MenuType,
): RouteAccess {
  return Object.freeze({ pageState, authState, allowAnonymous, menuType });
}
