/**
 * The administrator rules (issue 17), written once for the Users screen and the mock server: the workspace keeps at
 * least one active administrator (a workspace user, account type 1, with the built-in Admin role); an administrator
 * never deactivates themselves; the Admin role is given to workspace users only (team users have no setup menu,
 * platform spec §3, so an "administrator" among them could administer nothing).
 */
import { holdsAdminRole, type RoleGrant } from '../access/role-verbs';
import { AdminText } from './admin-texts';

/** What the rules need to know of a user. */
export interface MemberFacts {
  userId: number;
  accountType: number;
  roleIds: readonly number[];
  active: boolean;
}

export interface AdministratorFacts {
  roles: readonly RoleGrant[];
  users: readonly MemberFacts[];
}

export function isActiveAdministrator(user: MemberFacts, roles: readonly RoleGrant[]): boolean {
  return user.active && user.accountType === 1 && holdsAdminRole(roles, user.roleIds);
}

function othersAdministering(facts: AdministratorFacts, userId: number): boolean {
  return facts.users.some((u) => u.userId !== userId && isActiveAdministrator(u, facts.roles));
}

/** Why a user may not get this account type and these roles, or null. */
export function userChangeRefusal(
  facts: AdministratorFacts,
  change: { userId: number; accountType: number; roleIds: readonly number[] },
): string | null {
  if (change.accountType !== 1 && holdsAdminRole(facts.roles, change.roleIds))
    return AdminText.adminRoleNeedsWorkspaceUser;
  const user = facts.users.find((u) => u.userId === change.userId);
  if (!user || !isActiveAdministrator(user, facts.roles)) return null;
  const after = { ...user, accountType: change.accountType, roleIds: change.roleIds };
  if (isActiveAdministrator(after, facts.roles) || othersAdministering(facts, user.userId)) return null;
  return AdminText.lastAdministrator;
}

/** Why `actorId` may not deactivate `userId`, or null. */
export function deactivationRefusal(
  facts: AdministratorFacts,
  actorId: number,
  userId: number,
): string | null {
  if (actorId === userId) return AdminText.notYourself;
  const user = facts.users.find((u) => u.userId === userId);
  if (user && isActiveAdministrator(user, facts.roles) && !othersAdministering(facts, userId))
    return AdminText.lastAdministrator;
  return null;
}
