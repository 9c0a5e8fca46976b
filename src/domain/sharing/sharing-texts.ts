/** User-facing texts of the shared form (reports and sharing spec §2, §4, §8), word for word. */
export const SharingText = {
  emailMismatch:
    'The email address you submitted does not match our system. Please contact the person who sent you the original link to confirm the correct email address.',
  tooManyRequests:
    'Too many requests were received in a short time. Please wait a few minutes and try again.',
  invalidCode: 'Invalid code!',
  requestNewCode: 'Code not working? Request new code.',
  formSaved: 'Form updated successfully.',
  tryAgain: 'Try Again',
} as const;
