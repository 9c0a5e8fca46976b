import { isPatternEmail } from '../forms/validation/validation-patterns';
import { MAX_EMAIL_LENGTH } from './sharing-rules';

/** Spec §5, shared form e-mail, word for word. */
export const EMAIL_REQUIRED = 'Required!';
export const EMAIL_INVALID = 'Invalid email address!';

/** The message for a recipient e-mail as typed, or null when it is a valid address. */
export function recipientEmailError(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return EMAIL_REQUIRED;
  return email.length <= MAX_EMAIL_LENGTH && isPatternEmail(email) ? null : EMAIL_INVALID;
}

/** Addresses are compared as a mail system does in practice: trimmed, without regard to case. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * (ours) Sharing with someone outside the workspace is for people outside it: a workspace member's address is refused,
 * pointing to sharing inside the workspace (issue 32 #14).
 */
export const MEMBER_RECIPIENT =
  'This address belongs to a member of this workspace. Share the form with them inside the workspace instead (its project, roles and restrictions); a link with a code is for people outside it.';

/** The refusal for sharing outside with `typed`, when it is the address of one of `memberEmails`; else null. */
export function memberRecipientError(typed: string, memberEmails: Iterable<string>): string | null {
  for (const email of memberEmails) if (sameEmail(email, typed)) return MEMBER_RECIPIENT;
  return null;
}
