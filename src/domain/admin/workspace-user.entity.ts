/** A workspace user as the Users screen lists them (docs/administration.md, docs/api.md "Administration"). */
export type UserStatus = 'Active' | 'Deactivated';

/** Account types a workspace user may have (platform spec §3): 1 workspace user, 2 team user. */
export type MemberAccountType = 1 | 2;

export const ACCOUNT_TYPE_LABELS: Readonly<Record<MemberAccountType, string>> = Object.freeze({
  1: 'Workspace user',
  2: 'Team user',
});

export interface WorkspaceUser {
  UserId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  AccountType: MemberAccountType;
  RoleIds: number[];
  /** The teams (scopes other than the workspace, 0) the user belongs to. */
  TeamIds: number[];
  Status: UserStatus;
  /** The last sign-in or call the server saw from the user (ISO 8601), null when never. */
  LastActivityOn: string | null;
  /** Holds the built-in Admin role (an administrator when AccountType is 1). */
  IsAdmin: boolean;
}

/** What an administrator changes of a user: account type, roles, teams. */
export interface UserChange {
  UserId: number;
  AccountType: MemberAccountType;
  RoleIds: number[];
  TeamIds: number[];
}

export function fullName(user: Pick<WorkspaceUser, 'FirstName' | 'LastName' | 'Email'>): string {
  return `${user.FirstName} ${user.LastName}`.trim() || user.Email;
}
