/**
 * Team approval (issue 35, `/setup/admin`; docs/administration.md "Team approval"), written once for the SPA and the
 * mock server. A workspace may ask that three kinds of change wait for an administrator: a workspace user added to a
 * team, an invitation into a team, an invitation to the workspace's administrators. A request waits in the queue until
 * an administrator approves it (its effect is applied then, not before) or declines it (with an optional reason); the
 * one who asked is told either way. An administrator's own requests never wait: they could approve them themselves.
 */

/** The three switches of the Team approval screen; all off in a new workspace (nothing waits). */
export interface TeamApprovalSettings {
  JoinNeedsApproval: boolean;
  TeamInviteNeedsApproval: boolean;
  AdminInviteNeedsApproval: boolean;
}

export const NO_APPROVAL: TeamApprovalSettings = Object.freeze({
  JoinNeedsApproval: false,
  TeamInviteNeedsApproval: false,
  AdminInviteNeedsApproval: false,
});

/**
 * What was asked: `Join` puts a user of the workspace in a team; `TeamInvite` invites an e-mail address into a team (a
 * team user, account type 2); `AdminInvite` invites an address as a workspace administrator (account type 1, Admin).
 */
export type TeamRequestKind = 'Join' | 'TeamInvite' | 'AdminInvite';

/** A request waiting in the queue, as administrators see it. */
export interface TeamRequest {
  RequestId: number;
  Kind: TeamRequestKind;
  RequestedByName: string;
  /** The person it is for: a user's name (Join) or the invited address. */
  ForName: string;
  Email: string;
  /** The team it is about; '' for an administrator invitation. */
  TeamName: string;
  /** When it was asked (ISO 8601). */
  RequestedOn: string;
}

export interface TeamApprovalOverview {
  Settings: TeamApprovalSettings;
  Requests: TeamRequest[];
}

/** What a request ended as, for the one who asked. */
export type TeamRequestOutcome = 'Applied' | 'Waiting';

/** A team the caller may ask for (a team they belong to, or any team for an administrator). */
export interface RequestableTeam {
  ScopeId: number;
  Name: string;
}

export interface TeamRequestOptions {
  Teams: RequestableTeam[];
  /** Administrators answer their own requests: nothing they ask waits. */
  IsAdministrator: boolean;
  Settings: TeamApprovalSettings;
}

/** What the SPA sends: an address, a team (0 with `AsAdministrator`), and whether it invites an administrator. */
export interface TeamRequestDraft {
  Email: string;
  ScopeId: number;
  AsAdministrator: boolean;
}

/** A decline's reason is optional and short. */
export const MAX_DECLINE_REASON_LENGTH = 500;
/** Requests waiting at once in a workspace (a bound on what members can pile up). */
export const MAX_WAITING_REQUESTS = 500;

/** Which kind a request is: an address of an active user of the workspace joins; any other is invited. */
export function requestKindOf(
  draft: Pick<TeamRequestDraft, 'AsAdministrator'>,
  isMember: boolean,
): TeamRequestKind {
  if (draft.AsAdministrator) return 'AdminInvite';
  return isMember ? 'Join' : 'TeamInvite';
}

/** Whether a request of this kind, asked by this person, waits for an administrator. */
export function needsApproval(
  settings: TeamApprovalSettings,
  kind: TeamRequestKind,
  askedByAdministrator: boolean,
): boolean {
  if (askedByAdministrator) return false;
  if (kind === 'Join') return settings.JoinNeedsApproval;
  if (kind === 'TeamInvite') return settings.TeamInviteNeedsApproval;
  return settings.AdminInviteNeedsApproval;
}

/** The request in a few words, after "to": "add Lena Lead to Design Team". */
export function requestSubject(
  request: Pick<TeamRequest, 'Kind' | 'ForName' | 'Email' | 'TeamName'>,
): string {
  if (request.Kind === 'Join') return `add ${request.ForName || request.Email} to ${request.TeamName}`;
  if (request.Kind === 'TeamInvite') return `invite ${request.Email} to ${request.TeamName}`;
  return `invite ${request.Email} as an administrator`;
}

export const TeamApprovalText = {
  settingsSaved: 'The team approval settings were saved.',
  waiting: (subject: string) => `Your request to ${subject} is waiting for an administrator's approval.`,
  applied: (subject: string) => `Done: ${subject.charAt(0).toUpperCase()}${subject.slice(1)}.`,
  approved: (subject: string) => `An administrator approved your request to ${subject}.`,
  declined: (subject: string, reason: string) =>
    `An administrator declined your request to ${subject}.${reason.trim() ? ` Reason: ${reason.trim()}` : ''}`,
  approvedHere: (subject: string) => `Approved: ${subject}.`,
  declinedHere: (subject: string) => `Declined: ${subject}.`,
  alreadyInTeam: (name: string, team: string) => `${name} is already a member of ${team}.`,
  alreadyWaiting: 'The same request is already waiting for approval.',
  notYourTeam: 'You can only ask for a team you belong to.',
  adminInviteOfMember:
    'This address belongs to a user of this workspace: an administrator gives the Admin role on the Users screen.',
  tooManyWaiting: 'Too many requests are waiting for approval: ask an administrator to answer some first.',
  reasonTooLong: `At most ${MAX_DECLINE_REASON_LENGTH} characters.`,
  noLongerApplies: 'This request can no longer be applied: it was declined instead.',
} as const;

/** Why this cannot be a decline's reason, or null. */
export function declineReasonProblem(reason: string): string | null {
  return [...reason].length > MAX_DECLINE_REASON_LENGTH ? TeamApprovalText.reasonTooLong : null;
}
