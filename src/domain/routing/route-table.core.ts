import { loggedOnly, openToAll, route, visitorsOnly } from './route-preset';
import type { RouteDefinition } from './route-types';

/*
 * Core, error, sign-in and public-site routes (spec sections 2 and 6).
 * - /403 allows anonymous access. The documents disagree: the platform document (section 6) and the reports
 *   document's permissions section list 403 among anonymous-allowed routes, while the reports route table
 *   says "All but /403 allow anonymous access". A forbidden page reveals nothing, and sending a visitor who
 *   hit a forbidden resource to a sign-in page first would hide why, so the majority reading wins.
 * - /loading and /logout are open to all: a stale tab that reaches /logout must not be sent to
 *   /login?returnUrl=/logout (signing in would then sign the user straight out again).
 * - /switch/{scopeId} needs a session (it changes the signed-in user's scope) and belongs to no menu, so any
 *   signed-in account type may use it; the server decides whether the scope is reachable.
 * - Public site: /, /features, /how-it-works*, /solutions, /about and /signup are visitor pages of the
 *   `home` menu, so a signed-in user is sent to the default page (spec section 4). /privacy and /terms are
 *   open to everyone with no menu: a signed-in user must still be able to read them (privacy consent).
 * - Sign-in routes are anonymous-only AuthPages with no menu; /login/invitation takes the same four
 *   parameters as /register/invitation (the spec elides them; the site variant spells them out).
 */

const errorPage = openToAll('none', 'ErrorPage');
const startPage = openToAll('none', 'StartPage');
const authPage = visitorsOnly('none', 'AuthPage');
const homePage = visitorsOnly('home', 'HomePage');

export const CORE_ROUTES: readonly RouteDefinition[] = [
  route('core.start', '/start', 'Start', 'core', startPage),
  route('core.error', '/error/:code', 'Error', 'core', errorPage),
  route('core.forbidden', '/403', 'Forbidden', 'core', errorPage),
  route('core.not-found', '/404', 'Page Not Found', 'core', errorPage),
  route('core.loading', '/loading', 'Loading', 'core', startPage),
  route('core.logout', '/logout', 'Sign Out', 'core', startPage),
  route('core.switch', '/switch/:scopeId', 'Switching Scope', 'core', loggedOnly('none', 'StartPage')),

  route('auth.login', '/login', 'Sign In', 'auth', authPage),
  route(
    'auth.login.invitation',
    '/login/invitation/:hash/:recordId/:email/:isSilent',
    'Sign In',
    'auth',
    authPage,
  ),
  route(
    'auth.register.invitation',
    '/register/invitation/:hash/:recordId/:email/:isSilent',
    'Register',
    'auth',
    authPage,
  ),
  route('auth.change-password', '/changepassword/:hash/:recordId', 'Change Password', 'auth', authPage),
  route('auth.reset-password', '/reset-password', 'Reset Password', 'auth', authPage),
  route(
    'auth.restore.account',
    '/restore/account/:hash/:recordId/:email/:isSilent',
    'Restore Account',
    'auth',
    authPage,
  ),
  route(
    'auth.restore.choice',
    '/restore/choice/:hash/:recordId/:email/:isSilent',
    'Choose How to Restore',
    'auth',
    authPage,
  ),

  route('public.home', '/', 'Home', 'public', homePage),
  route('public.features', '/features', 'Features', 'public', homePage),
  route('public.how-it-works', '/how-it-works*', 'How It Works', 'public', homePage),
  route('public.solutions', '/solutions', 'Solutions', 'public', homePage),
  route('public.privacy', '/privacy', 'Privacy Policy', 'public', openToAll('none', 'HomePage')),
  route('public.about', '/about', 'About Us', 'public', homePage),
  route('public.terms', '/terms', 'Terms of Service', 'public', openToAll('none', 'HomePage')),
  route('public.signup', '/signup', 'Sign Up', 'public', visitorsOnly('home', 'AuthPage')),
];
