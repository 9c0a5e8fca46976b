/** The signed-in user's own profile (`/profile`; issue 17; docs/administration.md "Profile"). */
import type { Theme } from '../admin/workspace-settings.rules';
import { RESET_VALIDITY_MS, validityText } from './account-tokens';

export interface Profile {
  FirstName: string;
  LastName: string;
  Email: string;
  /** The user's own theme, or null to follow the workspace's (General settings). */
  Theme: Theme | null;
  /** The workspace's theme, shown as what "Workspace theme" means. */
  WorkspaceTheme: Theme;
}

export interface ProfileDraft {
  FirstName: string;
  LastName: string;
  Email: string;
  Theme: Theme | null;
  /** Asked only when the e-mail address changes (it is how the user signs in and resets the password). */
  CurrentPassword?: string;
}

export const ProfileText = {
  saved: 'Your profile was saved.',
  passwordForEmail: 'Enter your current password to change your e-mail address.',
  emailTaken: 'This e-mail address belongs to another account.',
  wrongPassword: 'The current password is not correct.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  resetRequested: `If an account uses this address, we sent it a link to choose a new password. The link can be used once, within ${validityText(RESET_VALIDITY_MS)}.`,
  resetDone: 'Your password was changed. Sign in with your new password.',
  resetExpired: 'This link has expired. Ask for a new one.',
  resetUsed: 'This link has already been used. Ask for a new one if you need to.',
  resetInvalid: 'This link is not valid. Ask for a new one.',
  signedOutElsewhere: 'Your password was changed. Please sign in again.',
} as const;

export function personNameProblem(name: string, max: number): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required!';
  return [...trimmed].length > max ? `At most ${max} characters.` : null;
}

/**
 * What a record shows for the person who made it when their account is gone (deleted, or purged after the restore
 * window), where it would otherwise show their name (ours): the record stays, its author is not made up.
 */
export const FORMER_MEMBER = 'A former member';
