import { ContainerModule } from 'inversify';
import {
  HttpActivityLogGateway,
  HttpRolesGateway,
  HttpTeamsGateway,
  HttpWorkspaceSettingsGateway,
  HttpWorkspaceUsersGateway,
} from '../adapters/http/admin-gateways.http';
import { HttpTeamApprovalGateway, HttpTeamRequestGateway } from '../adapters/http/team-approval-gateway.http';
import { HttpDeletedUsersGateway } from '../adapters/http/account-restore-gateways.http';
import { DeleteUsers } from '../application/admin/delete-users.use-case';
import { DeletedUsersGateway } from '../ports/deleted-users-gateway.port';
import { DeletedUsersStore } from '../stores/admin/deleted-users.store';
import { AskTeamChange } from '../application/admin/ask-team-change.use-case';
import { ManageTeamApproval } from '../application/admin/manage-team-approval.use-case';
import { ManageInvitations } from '../application/admin/manage-invitations.use-case';
import { ManageRoles } from '../application/admin/manage-roles.use-case';
import { ManageTeams } from '../application/admin/manage-teams.use-case';
import { ManageUsers } from '../application/admin/manage-users.use-case';
import { ManageWorkspaceSettings } from '../application/admin/manage-workspace-settings.use-case';
import { ReadActivityLog } from '../application/admin/read-activity-log.use-case';
import { ActivityLogGateway } from '../ports/activity-log-gateway.port';
import { RolesGateway } from '../ports/roles-gateway.port';
import { TeamApprovalGateway, TeamRequestGateway } from '../ports/team-approval-gateway.port';
import { TeamsGateway } from '../ports/teams-gateway.port';
import { WorkspaceSettingsGateway } from '../ports/workspace-settings-gateway.port';
import { WorkspaceUsersGateway } from '../ports/workspace-users-gateway.port';
import { ActivityLogStore } from '../stores/admin/activity-log.store';
import { RoleEditorStore } from '../stores/admin/role-editor.store';
import { RolesStore } from '../stores/admin/roles.store';
import { TeamApprovalStore } from '../stores/admin/team-approval.store';
import { TeamRequestStore } from '../stores/admin/team-request.store';
import { TeamsStore } from '../stores/admin/teams.store';
import { UsersStore } from '../stores/admin/users.store';
import { WorkspaceSettingsStore } from '../stores/admin/workspace-settings.store';

/**
 * The administration area (issue 17; docs/administration.md): users and invitations, roles, teams, team approval and
 * workspace users' team requests (issue 35), the General settings and the activity log. Needs the platform ports (HttpClient, Dialogs, Notifier, RealtimeHub, UserContext,
 * AccountGateway). Page stores are transient: one per open page.
 */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(HttpWorkspaceUsersGateway).toSelf().inSingletonScope();
  bind(WorkspaceUsersGateway).toService(HttpWorkspaceUsersGateway);
  bind(HttpDeletedUsersGateway).toSelf().inSingletonScope();
  bind(DeletedUsersGateway).toService(HttpDeletedUsersGateway);
  bind(DeleteUsers).toSelf().inSingletonScope();
  bind(DeletedUsersStore).toSelf().inTransientScope();
  bind(HttpRolesGateway).toSelf().inSingletonScope();
  bind(RolesGateway).toService(HttpRolesGateway);
  bind(HttpTeamsGateway).toSelf().inSingletonScope();
  bind(TeamsGateway).toService(HttpTeamsGateway);
  bind(HttpTeamApprovalGateway).toSelf().inSingletonScope();
  bind(TeamApprovalGateway).toService(HttpTeamApprovalGateway);
  bind(HttpTeamRequestGateway).toSelf().inSingletonScope();
  bind(TeamRequestGateway).toService(HttpTeamRequestGateway);
  bind(HttpWorkspaceSettingsGateway).toSelf().inSingletonScope();
  bind(WorkspaceSettingsGateway).toService(HttpWorkspaceSettingsGateway);
  bind(HttpActivityLogGateway).toSelf().inSingletonScope();
  bind(ActivityLogGateway).toService(HttpActivityLogGateway);

  bind(ManageUsers).toSelf().inSingletonScope();
  bind(ManageInvitations).toSelf().inSingletonScope();
  bind(ManageRoles).toSelf().inSingletonScope();
  bind(ManageTeams).toSelf().inSingletonScope();
  bind(ManageTeamApproval).toSelf().inSingletonScope();
  bind(AskTeamChange).toSelf().inSingletonScope();
  bind(ManageWorkspaceSettings).toSelf().inSingletonScope();
  bind(ReadActivityLog).toSelf().inSingletonScope();

  bind(UsersStore).toSelf().inTransientScope();
  bind(RolesStore).toSelf().inTransientScope();
  bind(RoleEditorStore).toSelf().inTransientScope();
  bind(TeamsStore).toSelf().inTransientScope();
  bind(TeamApprovalStore).toSelf().inTransientScope();
  bind(TeamRequestStore).toSelf().inTransientScope();
  bind(WorkspaceSettingsStore).toSelf().inTransientScope();
  bind(ActivityLogStore).toSelf().inTransientScope();
});
