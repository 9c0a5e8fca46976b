/**
 * The vocabulary of the route table (platform specification, sections 2, 3 and 6).
 * Pure data types: no router, no React. The UI maps a {@link RouteDefinition} to a view by `id`.
 */

/** Which application shell a route renders in (spec section 2). */
export const PAGE_STATES = [
  'HomePage',
  'AuthPage',
  'ExternalSitePage',
  'DirectLinkPage',
  'LoggedMainPage',
  'ErrorPage',
  'StartPage',
  'QuizExamPage',
  'SurveyExamPage',
] as const;
export type PageState = (typeof PAGE_STATES)[number];

/**
 * Who a route is meant for: `Logged` pages need a session, `Anonymous` pages are for visitors only
 * (a signed-in user is sent away), `Both` serve either.
 */
export const AUTH_STATES = ['Logged', 'Anonymous', 'Both'] as const;
export type AuthState = (typeof AUTH_STATES)[number];

/**
 * The menu a route belongs to; account types allow a set of menus (see account-types.ts).
 * The first eight are the spec's list (section 2 and 6). Three more are needed by the spec's own rules:
 * - `setup`: account type 1 lists it among its menus (section 3), so setup screens form their own menu
 *   that account type 2 does not get.
 * - `home`: section 4 says "Home ... menus redirect to the default page"; the public site pages carry it.
 * - `none`: pages that belong to no menu (error, start, sign-in pages, legal pages). They are open to every
 *   account type; their authState alone decides who may see them.
 */
export const MENU_TYPES = [
  'user',
  'admin',
  'landing',
  'manageWorkspace',
  'site',
  'individualaccess',
  'singlepassword',
  'direct',
  'setup',
  'home',
  'none',
] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** One row of the route table. */
export interface RouteDefinition {
  /** Stable identifier, dotted by area (`form.manage`). Views and links refer to routes by it. */
  readonly id: string;
  /**
   * Path pattern, matched case-insensitively. Syntax: `/literal`, `:param`, an optional last segment
   * `:param?`, dash-joined parameters in one segment `:reportId-:reportType`, and a trailing `*` on the
   * last literal for a prefix (`/how-it-works*`).
   */
  readonly pattern: string;
  readonly pageState: PageState;
  readonly authState: AuthState;
  /** True when an anonymous visitor may open the route; also lifts the account-type menu check. */
  readonly allowAnonymous: boolean;
  readonly menuType: MenuType;
  /** Plain English page title. */
  readonly title: string;
  /** Feature area, used to group placeholder pages and views (`forms`, `reports`, `setup`, ...). */
  readonly area: string;
  /**
   * Only workspace administrators (account type 1 with the Admin role) may open it: setup, workspace management and
   * the activity log (issue 17; ours where the spec says "which roles may reach which setup screens is not shown").
   */
  readonly administratorsOnly?: boolean;
}
