/**
 * User-facing validation texts, word for word from the forms specification (section 5).
 * Tests and reviewers compare them literally: never reword them here.
 */
export const ValidationMessage = {
  Required: 'Required!',
  MaxLength254: 'Max characters length (254) exceeded!',
  InvalidSuite: 'Invalid suite!',
  InvalidPhone: 'Invalid phone number!',
  InvalidEmail: 'Invalid email!',
  InvalidAccountNumber: 'Invalid account number!',
  InvalidRoutingNumber: 'Invalid routing number!',
  Zip5Required: 'Please provide the 5 digit zip code!',
  IncorrectText: 'Please enter correct text!',
} as const;

/** The parametrised maximum-length message: "Max characters length ({0}) exceeded!". */
export const MAX_LENGTH_TEMPLATE = 'Max characters length ({0}) exceeded!';

/** "Max characters length (n) exceeded!" for a given limit. */
export function maxLengthMessage(limit: number): string {
  return MAX_LENGTH_TEMPLATE.replace('{0}', String(limit));
}

/** Shown by any dialog whose form is invalid. */
export const DIALOG_INVALID_MESSAGE = 'Please fix the validation errors shown above and try again.';
