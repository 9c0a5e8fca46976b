import type { Application, Request } from 'express';
import type { TeamRequestRecord, UserRecord } from '../../../fixtures/types';
import { askTeamChange } from '../../../src/domain/access/admin-access.policy';
import { ADMIN_ROLE_NAME } from '../../../src/domain/access/role-verbs';
import {
  MAX_WAITING_REQUESTS,
  NO_APPROVAL,
  TeamApprovalText,
  needsApproval,
  requestKindOf,
  requestSubject,
  type TeamApprovalSettings,
  type TeamRequest,
} from '../../../src/domain/admin/team-approval.rules';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle } from '../../http';
import {
  TeamApprovalSettingsBody,
  TeamRequestBody,
  TeamRequestDeclineBody,
  TeamRequestIdBody,
} from '../../schemas/team-approval.schema';
import { validBody } from '../../schemas/valid-body';
import { tellAccessChanged } from './access-changed';
import { administrator } from './admin-guard';
import { isAdministratorRecord, isMember, personName, recordedUserName, teamsOf } from './admin-views';
import { checkInvitable, makeInvitation, type AdminDeps } from './invitations';

/** The role an invitation into a team gives (ours: the demo's invitations give it too; an administrator changes it later). */
const TEAM_INVITE_ROLE = 'Read/Write';

/**
 * Team approval (issue 35; docs/administration.md "Team approval"): the workspace's three switches and the queue
 * (administrators), and the workspace users' requests to add someone to their team or to invite an administrator.
 * A request that needs approval waits; approving applies it (a join, or an invitation e-mailed in the asker's name),
 * declining does not; the asker gets a notification and `teamUserInviteProcessed` (a team change) or
 * `workspaceAdminInviteProcessed` (an administrator invitation) with the outcome.
 */
export function registerTeamApprovalRoutes(app: Application, ctx: MockContext, deps: AdminDeps): void {
  const { store } = ctx;
  const settingsOf = (workspaceId: number): TeamApprovalSettings => ({
    ...NO_APPROVAL,
    ...store.workspace(workspaceId)?.teamApproval,
  });
  const waiting = (workspaceId: number) =>
    store.data.teamRequests.filter((r) => r.workspaceId === workspaceId && r.status === 'Waiting');
  const teamName = (workspaceId: number, scopeId: number) =>
    teamsOf(store, workspaceId).find((t) => t.id === scopeId)?.name ?? '';
  const toRequest = (record: TeamRequestRecord): TeamRequest => {
    const joiner = record.userId === null ? undefined : store.userById(record.userId);
    return {
      RequestId: record.RequestId,
      Kind: record.Kind,
      RequestedByName: recordedUserName(store, record.requestedBy),
      ForName: joiner ? personName(joiner) : record.Email,
      Email: record.Email,
      TeamName: teamName(record.workspaceId, record.scopeId),
      RequestedOn: record.RequestedOn,
    };
  };
  const roleNamed = (workspaceId: number, name: string) =>
    store.data.roles.find((r) => r.workspaceId === workspaceId && r.builtIn && r.roleName === name)?.roleId;
  const activeMember = (workspaceId: number, email: string) => {
    const user = store.userByEmail(email);
    return user && user.workspaceId === workspaceId && isMember(user) && !user.deactivatedOn
      ? user
      : undefined;
  };

  /** Applies a request: the user joins the team, or the invitation goes out in the asker's name. */
  const apply = async (req: Request, record: TeamRequestRecord, asker: UserRecord) => {
    if (record.Kind === 'Join') {
      const user = record.userId === null ? undefined : store.userById(record.userId);
      const team = teamName(record.workspaceId, record.scopeId);
      if (!user || user.deactivatedOn || !team) throw badRequest(TeamApprovalText.noLongerApplies);
      if (!user.scopeIds.includes(record.scopeId)) user.scopeIds = [...user.scopeIds, record.scopeId];
      store.save();
      tellAccessChanged(ctx, [user.id]);
      return;
    }
    const admin = record.Kind === 'AdminInvite';
    const roleId = roleNamed(record.workspaceId, admin ? ADMIN_ROLE_NAME : TEAM_INVITE_ROLE);
    await makeInvitation(ctx, deps, req, asker, {
      Email: record.Email,
      AccountType: admin ? 1 : 2,
      RoleIds: roleId === undefined ? [] : [roleId],
      TeamIds: admin ? [] : [record.scopeId],
    });
  };

  /** The asker's notification, their bell count and the hub event with the outcome. */
  const tell = (record: TeamRequestRecord, message: string) => {
    const userId = record.requestedBy;
    store.data.notifications.push({
      NotificationId: store.nextId(store.data.notifications, (n) => n.NotificationId),
      userId,
      Message: message,
      CreatedOn: new Date(deps.clock.now()).toISOString(),
      IsRead: false,
    });
    store.save();
    const event = record.Kind === 'AdminInvite' ? 'workspaceAdminInviteProcessed' : 'teamUserInviteProcessed';
    ctx.hub.push(userId, event, {
      RequestId: record.RequestId,
      Outcome: record.status,
      Message: message,
      Email: record.Email,
    });
    ctx.hub.push(userId, 'notificationCountUpdate', {
      Count: store.data.notifications.filter((n) => n.userId === userId && !n.IsRead).length,
    });
  };

  const waitingOr404 = (workspaceId: number, id: number) => {
    const record = waiting(workspaceId).find((r) => r.RequestId === id);
    if (!record) throw new HttpError(404, `No request ${id} waits for approval.`);
    return record;
  };

  app.get(
    '/teamapproval/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json({
        Settings: settingsOf(user.workspaceId),
        Requests: waiting(user.workspaceId).map(toRequest),
      });
    }),
  );

  app.post(
    '/teamapproval/settings',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, TeamApprovalSettingsBody);
      const workspace = store.workspace(user.workspaceId);
      if (!workspace) throw new HttpError(404, 'No workspace.');
      workspace.teamApproval = {
        JoinNeedsApproval: body.JoinNeedsApproval,
        TeamInviteNeedsApproval: body.TeamInviteNeedsApproval,
        AdminInviteNeedsApproval: body.AdminInviteNeedsApproval,
      };
      store.save();
      res.json(settingsOf(user.workspaceId));
    }),
  );

  app.post(
    '/teamapproval/approve',
    handle(async (req, res) => {
      const { user: admin } = administrator(store, res);
      const record = waitingOr404(admin.workspaceId, validBody(req, TeamRequestIdBody).RequestId);
      const asker = store.userById(record.requestedBy);
      if (!asker) throw badRequest(TeamApprovalText.noLongerApplies);
      const view = toRequest(record);
      await apply(req, record, asker);
      record.status = 'Approved';
      record.answeredBy = admin.id;
      tell(record, TeamApprovalText.approved(requestSubject(view)));
      res.json(view);
    }),
  );

  app.post(
    '/teamapproval/decline',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, TeamRequestDeclineBody);
      const record = waitingOr404(admin.workspaceId, body.RequestId);
      const view = toRequest(record);
      record.status = 'Declined';
      record.answeredBy = admin.id;
      record.reason = (body.Reason ?? '').trim();
      tell(record, TeamApprovalText.declined(requestSubject(view), record.reason));
      res.json(view);
    }),
  );

  /** Who may ask, and for which teams: their own (an administrator: any). */
  const asker = (res: Parameters<typeof signedIn>[0]) => {
    const { user } = signedIn(res);
    allow(askTeamChange(actorOf(store, user)));
    const isAdmin = isAdministratorRecord(store, user);
    const teams = teamsOf(store, user.workspaceId).filter((t) => isAdmin || user.scopeIds.includes(t.id));
    return { user, isAdmin, teams };
  };

  app.get(
    '/teamrequest/options',
    handle((_req, res) => {
      const { user, isAdmin, teams } = asker(res);
      res.json({
        Teams: teams.map((t) => ({ ScopeId: t.id, Name: t.name })),
        IsAdministrator: isAdmin,
        Settings: settingsOf(user.workspaceId),
      });
    }),
  );

  app.post(
    '/teamrequest/create',
    handle(async (req, res) => {
      const { user, isAdmin, teams } = asker(res);
      const body = validBody(req, TeamRequestBody);
      const email = body.Email.trim();
      const member = activeMember(user.workspaceId, email);
      const kind = requestKindOf(body, member !== undefined);
      const team = teams.find((t) => t.id === body.ScopeId);
      if (kind === 'AdminInvite') {
        if (member) throw badRequest(TeamApprovalText.adminInviteOfMember);
      } else if (!team) throw badRequest(`ScopeId: ${TeamApprovalText.notYourTeam}`);
      if (member && team && member.scopeIds.includes(team.id))
        throw badRequest(TeamApprovalText.alreadyInTeam(personName(member), team.name));
      if (!member) checkInvitable(ctx, deps, user.workspaceId, email);
      const scopeId = kind === 'AdminInvite' ? 0 : (team?.id ?? 0);
      const open = waiting(user.workspaceId);
      if (open.some((r) => r.Kind === kind && r.scopeId === scopeId && sameEmail(r.Email, email)))
        throw badRequest(TeamApprovalText.alreadyWaiting);
      const record: TeamRequestRecord = {
        RequestId: store.nextId(store.data.teamRequests, (r) => r.RequestId),
        workspaceId: user.workspaceId,
        Kind: kind,
        requestedBy: user.id,
        Email: member?.email ?? email,
        userId: member?.id ?? null,
        scopeId,
        RequestedOn: new Date(deps.clock.now()).toISOString(),
        status: 'Waiting',
        answeredBy: null,
        reason: '',
      };
      const subject = requestSubject(toRequest(record));
      if (needsApproval(settingsOf(user.workspaceId), kind, isAdmin)) {
        if (open.length >= MAX_WAITING_REQUESTS) throw badRequest(TeamApprovalText.tooManyWaiting);
        store.data.teamRequests.push(record);
        store.save();
        res.json({
          RequestId: record.RequestId,
          Outcome: 'Waiting',
          Message: TeamApprovalText.waiting(subject),
        });
        return;
      }
      await apply(req, record, user);
      record.status = 'Approved';
      record.answeredBy = user.id;
      store.data.teamRequests.push(record);
      store.save();
      res.json({
        RequestId: record.RequestId,
        Outcome: 'Applied',
        Message: TeamApprovalText.applied(subject),
      });
    }),
  );
}
