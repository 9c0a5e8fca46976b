import { inject, injectable } from 'inversify';
import type { ActivityFilter, ActivityPage } from '../../domain/admin/activity.entity';
import type { Invitation, InvitationDraft } from '../../domain/admin/invitation.entity';
import type { RoleDetails, RoleDraft } from '../../domain/admin/role.rules';
import type { Team } from '../../domain/admin/team.rules';
import type { SettingsDraft, WorkspaceSettings } from '../../domain/admin/workspace-settings.rules';
import type { UserChange, WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { ActivityLogGateway, ActivitySite } from '../../ports/activity-log-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { RolesGateway } from '../../ports/roles-gateway.port';
import type { TeamsGateway } from '../../ports/teams-gateway.port';
import type { WorkspaceSettingsGateway } from '../../ports/workspace-settings-gateway.port';
import type { WorkspaceUsersGateway } from '../../ports/workspace-users-gateway.port';
import {
  ActivityEntryDto,
  ActivitySiteDto,
  ActivityPageDto,
  InvitationDto,
  RoleDetailsDto,
  TeamDto,
  WorkspaceSettingsDto,
  WorkspaceUserDto,
} from './admin.dto';
import { listOf, parseShape } from './forms-shape';
import { ignoreBody, parseDto, parseList } from './parse-response';

const parseUser = parseDto(WorkspaceUserDto);
const parseInvitation = parseDto(InvitationDto);
const parseRole = parseDto(RoleDetailsDto);
const parseTeam = parseDto(TeamDto);
const parseSettings = parseDto(WorkspaceSettingsDto);
const parseActivitySite = parseDto(ActivitySiteDto);
const parseActivityPage = parseShape(ActivityPageDto, { Items: listOf(parseDto(ActivityEntryDto)) });

/** Users and invitations over HTTP (docs/api.md "Administration"); failures go through the global catalogue. */
@injectable()
export class HttpWorkspaceUsersGateway implements WorkspaceUsersGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  users(signal?: AbortSignal): Promise<HttpResult<WorkspaceUser[]>> {
    return this.http.get('usersetup/list', parseList(parseUser), undefined, { signal });
  }

  update(change: UserChange): Promise<HttpResult<WorkspaceUser>> {
    return this.http.update('usersetup', change, parseUser);
  }

  deactivate(userId: number): Promise<HttpResult<WorkspaceUser>> {
    return this.http.command('usersetup/deactivate', { UserId: userId }, parseUser);
  }

  reactivate(userId: number): Promise<HttpResult<WorkspaceUser>> {
    return this.http.command('usersetup/reactivate', { UserId: userId }, parseUser);
  }

  invitations(signal?: AbortSignal): Promise<HttpResult<Invitation[]>> {
    return this.http.get('invitation/list', parseList(parseInvitation), undefined, { signal });
  }

  invite(draft: InvitationDraft): Promise<HttpResult<Invitation>> {
    return this.http.create('invitation', draft, parseInvitation);
  }

  resend(invitationId: number): Promise<HttpResult<Invitation>> {
    return this.http.command('invitation/resend', { InvitationId: invitationId }, parseInvitation);
  }

  revoke(invitationId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('invitation', { InvitationId: invitationId }, ignoreBody);
  }
}

/** Roles over HTTP. */
@injectable()
export class HttpRolesGateway implements RolesGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<RoleDetails[]>> {
    return this.http.get('rolesetup/list', parseList(parseRole), undefined, { signal });
  }

  get(roleId: number, signal?: AbortSignal): Promise<HttpResult<RoleDetails>> {
    return this.http.get('rolesetup', parseRole, { id: roleId }, { signal });
  }

  create(draft: RoleDraft): Promise<HttpResult<RoleDetails>> {
    return this.http.create('rolesetup', draft, parseRole);
  }

  update(roleId: number, draft: RoleDraft): Promise<HttpResult<RoleDetails>> {
    return this.http.update('rolesetup', { roleId, ...draft }, parseRole);
  }

  remove(roleId: number, moveTo: number | null): Promise<HttpResult<unknown>> {
    return this.http.remove(
      'rolesetup',
      moveTo === null ? { roleId } : { roleId, MoveToRoleId: moveTo },
      ignoreBody,
    );
  }
}

/** Teams over HTTP. */
@injectable()
export class HttpTeamsGateway implements TeamsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<Team[]>> {
    return this.http.get('teamsetup/list', parseList(parseTeam), undefined, { signal });
  }

  create(name: string, memberIds: number[]): Promise<HttpResult<Team>> {
    return this.http.create('teamsetup', { Name: name, MemberIds: memberIds }, parseTeam);
  }

  update(scopeId: number, name: string, memberIds: number[]): Promise<HttpResult<Team>> {
    return this.http.update('teamsetup', { ScopeId: scopeId, Name: name, MemberIds: memberIds }, parseTeam);
  }

  remove(scopeId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('teamsetup', { ScopeId: scopeId }, ignoreBody);
  }
}

/** The General settings over HTTP. */
@injectable()
export class HttpWorkspaceSettingsGateway implements WorkspaceSettingsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  settings(signal?: AbortSignal): Promise<HttpResult<WorkspaceSettings>> {
    return this.http.get('workspace/settings', parseSettings, undefined, { signal });
  }

  save(draft: SettingsDraft): Promise<HttpResult<WorkspaceSettings>> {
    return this.http.update('workspace/settings', draft, parseSettings);
  }

  saveLogo(logo: string): Promise<HttpResult<WorkspaceSettings>> {
    return this.http.update('workspace/logo', { Logo: logo }, parseSettings);
  }

  removeLogo(): Promise<HttpResult<WorkspaceSettings>> {
    return this.http.remove('workspace/logo', {}, parseSettings);
  }
}

/** The activity log over HTTP. */
@injectable()
export class HttpActivityLogGateway implements ActivityLogGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(
    filter: ActivityFilter,
    offsetMinutes: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<ActivityPage>> {
    const { page, pageSize, userId, area, siteId, from, to } = filter;
    return this.http.get(
      'activitylog/list',
      parseActivityPage,
      { page, pageSize, userId, area, siteId, from, to, offset: offsetMinutes },
      { signal },
    ) as Promise<HttpResult<ActivityPage>>;
  }

  sites(signal?: AbortSignal): Promise<HttpResult<ActivitySite[]>> {
    return this.http.get('site/list', parseList(parseActivitySite), undefined, { signal });
  }
}
