import { loggedOnly, openToAll, route, visitorsOnly } from './route-preset';
import type { RouteDefinition } from './route-types';

/*
 * External-site and direct-link routes (spec section 2).
 * External site pages render in the site layout (ExternalSitePage). The spec gives their menu as "site or
 * individualaccess"; chosen here:
 * - `site` for the pages of a signed-in site user (projects, folders) and for the entry links that must
 *   open for anyone: /site/link (a site's entry link) and /site/invitation (spec section 6: invitations are
 *   anonymous-allowed). /site/logout is open to all for the same reason as /logout.
 * - `individualaccess` for the visitor pages of an individual-access site (sign-in, register, reset and
 *   change password, account not active); `singlepassword` for /site/password/login. Spec section 4 sends a
 *   signed-in user on these menus to the default page.
 * Direct-link routes are anonymous-allowed (section 6) with the `direct` menu in the direct-link layout.
 */

const sitePage = loggedOnly('site', 'ExternalSitePage');
const siteEntry = openToAll('site', 'ExternalSitePage');
const individualAccess = visitorsOnly('individualaccess', 'ExternalSitePage');
const directLink = openToAll('direct', 'DirectLinkPage');

export const EXTERNAL_ROUTES: readonly RouteDefinition[] = [
  route('site.project.list', '/site/project/list', 'Projects', 'site', sitePage),
  route('site.project.details', '/site/project/details/:projectId', 'Project Details', 'site', sitePage),
  route(
    'site.project.folder',
    '/site/project/details/:projectId/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId',
    'Project Folder',
    'site',
    sitePage,
  ),
  route('site.link', '/site/link/:hash/:recordId', 'Site Link', 'site', siteEntry),
  route(
    'site.cabinet.folder',
    '/site/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId',
    'Folder',
    'site',
    sitePage,
  ),
  route('site.logout', '/site/logout', 'Sign Out', 'site', siteEntry),
  route('site.invitation', '/site/invitation/:hash/:recordId', 'Site Invitation', 'site', siteEntry),
  route(
    'site.register.invitation',
    '/site/register/invitation/:hash/:recordId/:email/:isSilent',
    'Register',
    'site',
    individualAccess,
  ),
  route(
    'site.login.invitation',
    '/site/login/invitation/:hash/:recordId/:email/:isSilent',
    'Sign In',
    'site',
    individualAccess,
  ),
  route('site.reset-password', '/site/reset-password', 'Reset Password', 'site', individualAccess),
  route(
    'site.change-password',
    '/site/changepassword/:hash/:recordId',
    'Change Password',
    'site',
    individualAccess,
  ),
  route(
    'site.password.login',
    '/site/password/login',
    'Site Sign In',
    'site',
    visitorsOnly('singlepassword', 'ExternalSitePage'),
  ),
  route('site.user.login', '/site/user/login', 'Sign In', 'site', individualAccess),
  route(
    'site.account-not-active',
    '/site/account-not-active',
    'Account Not Active',
    'site',
    individualAccess,
  ),

  route('direct.item', '/direct/:hash/:id/:scopeId?', 'Shared Item', 'direct', directLink),
  route('direct.link', '/link/:hash/:recordId', 'Shared Link', 'direct', directLink),
  route(
    'direct.share-files-folders',
    '/direct/share-files-folders',
    'Shared Files and Folders',
    'direct',
    directLink,
  ),
  route(
    'direct.cabinet.folder',
    '/direct/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId',
    'Shared Folder',
    'direct',
    directLink,
  ),
  route('direct.forbidden', '/direct/403', 'Forbidden', 'direct', directLink),
  route('direct.form', '/direct-form/:hash/:scopeId?', 'Shared Form', 'direct', directLink),
];
