/**
 * What the invitee's pages learn about an invitation from its link (`GET /api/invitation/details`): whether it can be
 * accepted, and for whom. Only a valid link says who it is for: an expired, used or unknown one tells nothing more.
 */
export type InvitationLinkStatus = 'Valid' | 'Expired' | 'Used' | 'Invalid';

export interface InvitationDetails {
  Status: InvitationLinkStatus;
  Email: string;
  WorkspaceName: string;
  InvitedByName: string;
  /** The address already has an account (an outside user, a deactivated member): it signs in instead of registering. */
  HasAccount: boolean;
}

export const InvitationText = {
  Expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  Used: 'This invitation has already been accepted. Sign in with your e-mail address and password.',
  Invalid: 'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out and open the link again to accept it.`,
  welcome: (workspace: string, inviter: string) => `${inviter} invited you to ${workspace}.`,
  registered: 'Welcome! Your account is ready.',
  joined: (workspace: string) => `You joined ${workspace}.`,
} as const;

/** The answer of registering or accepting: the signed-in user comes with the session cookies. */
export interface RegistrationDraft {
  FirstName: string;
  LastName: string;
  Password: string;
}
