/** Invitations as administrators see them (issue 17; docs/administration.md "Invitations"). */
import type { MemberAccountType } from './workspace-user.entity';

export type InvitationStatus = 'Pending' | 'Expired';

export interface Invitation {
  InvitationId: number;
  Email: string;
  AccountType: MemberAccountType;
  RoleIds: number[];
  TeamIds: number[];
  InvitedByName: string;
  /** When it was last sent (ISO 8601). */
  SentOn: string;
  ExpiresOn: string;
  Status: InvitationStatus;
}

export interface InvitationDraft {
  Email: string;
  AccountType: MemberAccountType;
  RoleIds: number[];
  TeamIds: number[];
}
