/**
 * What a site's visitor is told when an administrator ends their session (issue 33; docs/sites.md "Ending sessions"):
 * the hub's `userLoggedOut` carries it as `LogoutMessage`, and the site's sign-in page shows it.
 */
export const SiteSessionText = {
  siteClosed: 'This site has been closed by its administrator.',
  accessEnded: 'Your access to this site has been ended by its administrator.',
  passwordChanged: 'The password of this site has been changed. Sign in with the new password.',
} as const;
