/**
 * Creating a workspace with its first administrator at /signup (issue 35; docs/account.md "Sign-up"). The spec names the
 * route only: the form, the e-mailed link and these texts are ours. The client and the mock server share these rules.
 */
import { newPasswordProblems } from './password.rules';
import { personNameProblem } from './profile.entity';
import { MAX_PERSON_NAME_LENGTH, MAX_WORKSPACE_NAME_LENGTH } from '../admin/admin-limits';
import { recipientEmailError } from '../sharing/recipient-email';

/** A sign-up link is valid 24 hours from when it was e-mailed, and works once. */
export const SIGNUP_VALIDITY_MS = 24 * 60 * 60_000;
/** At most 3 sign-up e-mails per address in an hour: more are not sent, and the answer is the same. */
export const MAX_SIGNUPS_PER_WINDOW = 3;
export const SIGNUP_WINDOW_MS = 60 * 60_000;

export type SignupLinkStatus = 'Valid' | 'Expired' | 'Used' | 'Invalid';

/** What the e-mailed link's page learns (`GET /api/account/signup/check`): only a valid link says more than its status. */
export interface SignupLink {
  Status: SignupLinkStatus;
  Email: string;
  WorkspaceName: string;
}

/** What the sign-up form sends (`POST /api/account/signup`). */
export interface SignupDraft {
  WorkspaceName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Password: string;
}

export type SignupField = 'workspaceName' | 'firstName' | 'lastName' | 'email' | 'password' | 'confirmation';
export type SignupProblems = Partial<Record<SignupField, string>>;

export const SignupText = {
  sent: (email: string) =>
    `We sent a link to ${email}. Open it within 24 hours to create your workspace. If no e-mail arrives, check the address and your spam folder.`,
  Expired: 'This sign-up link has expired. Sign up again to get a new one.',
  Used: 'This sign-up link has already been used. Sign in with your e-mail address and password.',
  Invalid: 'This sign-up link is not valid. It may have been replaced by a newer one.',
  created: (workspace: string) => `Welcome to ${workspace}! Your workspace is ready.`,
  accountExists:
    'This address already has a Gridwork account. Sign in, or reset your password if you forgot it.',
} as const;

export const signupLinkPath = (hash: string, recordId: number) =>
  `/signup?hash=${encodeURIComponent(hash)}&record=${recordId}`;

export function workspaceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required!';
  return [...trimmed].length > MAX_WORKSPACE_NAME_LENGTH
    ? `At most ${MAX_WORKSPACE_NAME_LENGTH} characters.`
    : null;
}

/** Every problem of a sign-up form; the server checks the same (without the confirmation, which it never sees). */
export function signupProblems(draft: SignupDraft, confirmation?: string): SignupProblems {
  const problems: SignupProblems = {};
  const workspace = workspaceNameProblem(draft.WorkspaceName);
  if (workspace) problems.workspaceName = workspace;
  const first = personNameProblem(draft.FirstName, MAX_PERSON_NAME_LENGTH);
  if (first) problems.firstName = first;
  const last = personNameProblem(draft.LastName, MAX_PERSON_NAME_LENGTH);
  if (last) problems.lastName = last;
  const email = recipientEmailError(draft.Email);
  if (email) problems.email = email;
  const context = {
    email: draft.Email.trim(),
    firstName: draft.FirstName.trim(),
    lastName: draft.LastName.trim(),
    workspaceName: draft.WorkspaceName.trim(),
  };
  const password = newPasswordProblems(
    { password: draft.Password, confirmation: confirmation ?? draft.Password },
    context,
  );
  return { ...problems, ...password };
}
