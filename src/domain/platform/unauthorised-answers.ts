/**
 * A 401 normally means the session ended: the error catalogue signs the user out (platform spec §8), even on a call
 * that shows its other refusals in place (`skipErrorHandling`). These calls are the exceptions: their 401 answers the
 * call itself, not the member's session, and their page says what it means.
 */
export const UNAUTHORISED_IS_AN_ANSWER: ReadonlySet<string> = new Set(
  [
    // Signing in or registering: a 401 would mean wrong credentials (the mock answers those with a 400 today).
    'account/login',
    'invitation/accept',
    'invitation/register',
    'siteaccount/login',
    'siteaccount/login/invitation',
    'siteaccount/password/login',
    'siteaccount/register',
    // Signing out: the session is already over, and the sign-out goes on to its own page.
    'account/logout',
    // A direct link's own access (the visitor's link grant, not a member's session): the page says it ended.
    'directshare/login',
    'directshare/items',
    'directshare/folder',
    'directshare/folderzip/check',
    'directshare/preview/text',
    // A form shared by link: the recipient's e-mail code and its token; a 401 is "your access ended".
    'shareforminstance/IsFormShareValid',
    'shareforminstance/GetWorkspaceDetails',
    'shareforminstance/sendcode',
    'shareforminstance/getinstance',
    'shareforminstance/SaveInstance',
    'shareforminstance/GetEncryptedFieldValue',
    'shareforminstance/direct',
  ].map((path) => path.toLowerCase()),
);

/** Whether a 401 of the call to `path` (as sent, a query allowed) answers the call rather than ending the session. */
export function unauthorisedIsAnAnswer(path: string): boolean {
  const at = path.indexOf('?');
  return UNAUTHORISED_IS_AN_ANSWER.has((at >= 0 ? path.slice(0, at) : path).toLowerCase());
}
