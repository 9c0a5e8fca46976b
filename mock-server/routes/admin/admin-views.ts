/** Records of the mock database as the administration calls answer them (docs/api.md, "Administration"). */
import type { InvitationRecord, RoleRecord, ScopeRecord, UserRecord } from '../../../fixtures/types';
import {
  isActiveAdministrator,
  type AdministratorFacts,
  type MemberFacts,
} from '../../../src/domain/admin/administrator.rules';
import type { Invitation } from '../../../src/domain/admin/invitation.entity';
import { accessOf, type RoleDetails } from '../../../src/domain/admin/role.rules';
import type { Team } from '../../../src/domain/admin/team.rules';
import type { WorkspaceUser } from '../../../src/domain/admin/workspace-user.entity';
import { holdsAdminRole } from '../../../src/domain/access/role-verbs';
import { rolesOf } from '../../access/access-facts';
import type { SessionStore } from '../../sessions';
import type { Store } from '../../store';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';

/** Workspace users: account types 1 and 2 (site and direct users are the external sites' business). */
export const isMember = (user: UserRecord): user is UserRecord & { accountType: 1 | 2 } =>
  user.accountType === 1 || user.accountType === 2;

export function membersOfWorkspace(
  store: Store,
  workspaceId: number,
): Array<UserRecord & { accountType: 1 | 2 }> {
  return store.data.users.filter(
    (u): u is UserRecord & { accountType: 1 | 2 } => u.workspaceId === workspaceId && isMember(u),
  );
}

/** The workspace's teams: its scopes but the workspace itself (0), without deleted ones. */
export function teamsOf(store: Store, workspaceId: number): ScopeRecord[] {
  return store.data.scopes.filter((s) => s.workspaceId === workspaceId && s.id !== 0 && !s.deleted);
}

const memberFacts = (u: UserRecord): MemberFacts => ({
  userId: u.id,
  accountType: u.accountType,
  roleIds: u.roleIds ?? [],
  active: !u.deactivatedOn,
});

/** What the administrator rules need to know of a workspace. */
export function administratorFacts(store: Store, workspaceId: number): AdministratorFacts {
  return {
    roles: rolesOf(store, workspaceId),
    users: membersOfWorkspace(store, workspaceId).map(memberFacts),
  };
}

/** The last sign-in or change, or the last call of a live session, whichever is later. */
function lastActivity(user: UserRecord, sessions: SessionStore): string | null {
  const seen = sessions.forUser(user.id).map((s) => s.expiresAt - s.minutes * 60_000);
  const stored = user.lastActiveOn ? Date.parse(user.lastActiveOn) : 0;
  const latest = Math.max(stored, ...seen);
  return latest > 0 ? new Date(latest).toISOString() : null;
}

export function toWorkspaceUser(
  store: Store,
  sessions: SessionStore,
  user: UserRecord & { accountType: 1 | 2 },
): WorkspaceUser {
  const teams = new Set(teamsOf(store, user.workspaceId).map((t) => t.id));
  return {
    UserId: user.id,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    AccountType: user.accountType,
    RoleIds: [...(user.roleIds ?? [])],
    TeamIds: user.scopeIds.filter((id) => teams.has(id)),
    Status: user.deactivatedOn ? 'Deactivated' : 'Active',
    LastActivityOn: lastActivity(user, sessions),
    IsAdmin: holdsAdminRole(rolesOf(store, user.workspaceId), user.roleIds ?? []),
  };
}

export function isAdministratorRecord(store: Store, user: UserRecord): boolean {
  return isActiveAdministrator(memberFacts(user), rolesOf(store, user.workspaceId));
}

export function toInvitation(store: Store, record: InvitationRecord, now: number): Invitation {
  const inviter = store.userById(record.invitedBy);
  return {
    InvitationId: record.InvitationId,
    Email: record.Email,
    AccountType: record.AccountType,
    RoleIds: [...record.RoleIds],
    TeamIds: [...record.TeamIds],
    InvitedByName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : '',
    SentOn: record.SentOn,
    ExpiresOn: new Date(record.expiresAt).toISOString(),
    Status: now < record.expiresAt ? 'Pending' : 'Expired',
  };
}

export function toRoleDetails(store: Store, role: RoleRecord): RoleDetails {
  return {
    roleId: role.roleId,
    roleName: role.roleName,
    roleTypeId: role.roleTypeId,
    builtIn: role.builtIn,
    access: accessOf(role),
    userCount: store.data.users.filter(
      (u) => u.workspaceId === role.workspaceId && (u.roleIds ?? []).includes(role.roleId),
    ).length,
  };
}

export function toTeam(store: Store, scope: ScopeRecord): Team {
  return {
    ScopeId: scope.id,
    Name: scope.name,
    MemberIds: membersOfWorkspace(store, scope.workspaceId)
      .filter((u) => u.scopeIds.includes(scope.id))
      .map((u) => u.id),
    ProjectCount: store.data.projects.filter(
      (p) => p.workspaceId === scope.workspaceId && p.scopeId === scope.id,
    ).length,
  };
}

export const personName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The name a record gives for the user who made it (a task's creator, a filter's saver, a note's author): '' when it
 * names nobody, their name (or e-mail), or FORMER_MEMBER when their account is gone.
 */
export function recordedUserName(store: Store, userId: number | null | undefined): string {
  if (userId === null || userId === undefined) return '';
  const user = store.userById(userId);
  return user ? personName(user) : FORMER_MEMBER;
}
