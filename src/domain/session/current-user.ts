import type { AccessArea } from '../access/access-area';
import type { AccountType } from '../routing/account-types';

export type { AccountType };

/** The cached current user (platform spec §3), as `GET /api/account/current` returns it. */
export interface CurrentUser {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  workspaceId: number;
  workspaceName: string;
  teamName: string;
  teamScopeId: number;
  primaryScopeId: number;
  /** 1 site, 2 green, 3 beige. */
  theme: 1 | 2 | 3;
  logged: boolean;
  isSite: boolean;
  isDirect: boolean;
  isAdmin: boolean;
  accountType: AccountType;
  /** Union of the access verbs of the user's roles (src/domain/access/role-verbs.ts); absent from older servers. */
  accessVerbs?: number;
  /** The access verbs of the user's roles per area (the Roles screen's matrix; ours); absent from older servers. */
  areaAccess?: Partial<Record<AccessArea, number>>;
  /** The workspace's schedule time zone, an IANA name (General settings; ours): where a filter without its own zone runs. */
  workspaceTimeZone?: string;
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'userName'>): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full || user.userName;
}

/**
 * The team to name next to the workspace, as in a PDF header: none while the user works in the workspace itself
 * (team scope 0), whose "team" is the workspace and carries its name (a header would read "Demo Workspace · Demo
 * Workspace").
 */
export function teamNameOf(user: Pick<CurrentUser, 'teamScopeId' | 'teamName'>): string {
  return user.teamScopeId === 0 ? '' : user.teamName;
}
