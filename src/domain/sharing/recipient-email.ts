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
