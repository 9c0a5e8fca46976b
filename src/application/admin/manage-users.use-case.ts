import { inject, injectable } from 'inversify';
import { AdminText } from '../../domain/admin/admin-texts';
import { userChangeRefusal } from '../../domain/admin/administrator.rules';
import type { Invitation } from '../../domain/admin/invitation.entity';
import type { RoleDetails } from '../../domain/admin/role.rules';
import type { Team } from '../../domain/admin/team.rules';
import { fullName, type UserChange, type WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { RolesGateway } from '../../ports/roles-gateway.port';
import { TeamsGateway } from '../../ports/teams-gateway.port';
import { WorkspaceUsersGateway } from '../../ports/workspace-users-gateway.port';

/** What the Users screen shows. */
export interface UsersOverview {
  users: WorkspaceUser[];
  invitations: Invitation[];
  roles: RoleDetails[];
  teams: Team[];
}

const INVITE_EVENTS = new Set(['teamUserInviteProcessed', 'workspaceAdminInviteProcessed']);

/**
 * An administrator manages the workspace's users (issue 17; docs/use-cases/manage-users.md): sees them with their roles,
 * teams, status and last activity; changes a user's account type, roles and teams; deactivates (their open tabs sign
 * out) and reactivates. The administrator rules are checked here first, and by the server on every call.
 */
@injectable()
export class ManageUsers {
  constructor(
    @inject(WorkspaceUsersGateway) private readonly gateway: WorkspaceUsersGateway,
    @inject(RolesGateway) private readonly roles: RolesGateway,
    @inject(TeamsGateway) private readonly teams: TeamsGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async load(signal?: AbortSignal): Promise<UsersOverview | null> {
    const [users, invitations, roles, teams] = await Promise.all([
      this.gateway.users(signal),
      this.gateway.invitations(signal),
      this.roles.list(signal),
      this.teams.list(signal),
    ]);
    if (!users.ok || !invitations.ok || !roles.ok || !teams.ok) return null;
    return { users: users.data, invitations: invitations.data, roles: roles.data, teams: teams.data };
  }

  /** Why the change may not be made (the last administrator, the Admin role for a team user), or null. */
  refusalOf(overview: UsersOverview, change: UserChange): string | null {
    if (change.RoleIds.length === 0) return AdminText.noRole;
    const facts = {
      roles: overview.roles.map((r) => ({ roleId: r.roleId, roleName: r.roleName, builtIn: r.builtIn })),
      users: overview.users.map((u) => ({
        userId: u.UserId,
        accountType: u.AccountType,
        roleIds: u.RoleIds,
        active: u.Status === 'Active',
      })),
    };
    return userChangeRefusal(facts, {
      userId: change.UserId,
      accountType: change.AccountType,
      roleIds: change.RoleIds,
    });
  }

  async save(change: UserChange): Promise<WorkspaceUser | null> {
    const result = await this.gateway.update(change);
    if (!result.ok) return null;
    this.notifier.show('success', AdminText.userSaved(fullName(result.data)));
    return result.data;
  }

  async deactivate(user: WorkspaceUser): Promise<WorkspaceUser | null> {
    const name = fullName(user);
    const confirmed = await this.dialogs.confirm({
      title: 'Deactivate user',
      message: `${name} will be signed out at once and will no longer be able to sign in. Their work stays. You can reactivate them later.`,
      confirmLabel: 'Deactivate',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return null;
    const result = await this.gateway.deactivate(user.UserId);
    if (!result.ok) return null;
    this.notifier.show('success', AdminText.userDeactivated(name));
    return result.data;
  }

  async reactivate(user: WorkspaceUser): Promise<WorkspaceUser | null> {
    const result = await this.gateway.reactivate(user.UserId);
    if (!result.ok) return null;
    this.notifier.show('success', AdminText.userReactivated(fullName(result.data)));
    return result.data;
  }

  /** Calls `listener` when an invitation is accepted (the hub's invitation events); returns the unsubscribe. */
  onInvitationAccepted(listener: () => void): () => void {
    return this.hub.subscribe((message) => {
      if (INVITE_EVENTS.has(message.Listener)) listener();
    });
  }
}
