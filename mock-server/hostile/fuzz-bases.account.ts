/** Valid bodies of sign-up (issue 35; docs/account.md) for the fuzz to mutate. */
export function accountFuzzBases(): Record<string, unknown> {
  return {
    '/account/signup': {
      WorkspaceName: 'Fuzz workspace',
      FirstName: 'Fuzz',
      LastName: 'Tester',
      Email: 'fuzz.signup@demo.test',
      Password: 'Fuzz-password-2026',
    },
    '/account/signup/complete': { Hash: 'x'.repeat(43), RecordId: 1 },
    '/account/privacyconsent/accept': {},
  };
}
