import type { Application, Response } from 'express';
import { nextUserId } from '../../account/deleted-accounts';
import type { InvitationRecord, UserRecord } from '../../../fixtures/types';
import { tokenState, type TokenState } from '../../../src/domain/account/account-tokens';
import { InvitationText, type InvitationDetails } from '../../../src/domain/account/invitation-answer.entity';
import { passwordProblem } from '../../../src/domain/account/password.rules';
import { personNameProblem } from '../../../src/domain/account/profile.entity';
import { MAX_PERSON_NAME_LENGTH } from '../../../src/domain/admin/admin-limits';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import { signInAfresh } from '../../auth';
import { setPassword, tokenMatches } from '../../account/passwords';
import type { MockContext } from '../../context';
import { toCurrentUser } from '../../current-user';
import { badRequest, handle } from '../../http';
import { AcceptInvitationBody, RegisterBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger, queryString } from '../../validate';
import { personName, recordedUserName, teamsOf } from '../admin/admin-views';
import { passwordContextOf, provePassword, type AccountDeps } from './account-deps';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const STATUS: Record<TokenState, InvitationDetails['Status']> = {
  valid: 'Valid',
  expired: 'Expired',
  used: 'Used',
  unknown: 'Invalid',
};
const NOT_VALID: Record<Exclude<TokenState, 'valid'>, string> = {
  expired: InvitationText.Expired,
  used: InvitationText.Used,
  unknown: InvitationText.Invalid,
};

/** The invitation a link opens, and what it says now: a revoked one, or a token that does not match, is an unknown link. */
function invitationOf(
  store: Store,
  recordId: number,
  hash: string,
  now: number,
): { record?: InvitationRecord; state: TokenState } {
  const record = store.data.invitations.find((i) => i.InvitationId === recordId);
  if (!record || record.revokedOn !== null || !tokenMatches(record.tokenDigest, hash))
    return { state: 'unknown' };
  return { record, state: tokenState({ expiresAt: record.expiresAt, usedAt: record.usedAt }, now) };
}

/**
 * The invitee's side of an invitation (issue 17): what a link says, registering a new account from it, or accepting it
 * with an existing account (an outside user of the workspace, or a deactivated member). Both sign the person in with
 * the invitation's account type, roles and teams, use the link up, and tell the inviter's open tabs
 * (`workspaceAdminInviteProcessed` for a workspace user, `teamUserInviteProcessed` for a team user).
 */
export function registerInvitationLinkRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;
  const { clock } = deps;
  const validOr400 = (recordId: number, hash: string) => {
    const { record, state } = invitationOf(store, recordId, hash, clock.now());
    if (state !== 'valid' || !record) throw badRequest(NOT_VALID[state === 'valid' ? 'unknown' : state]);
    return record;
  };

  /** The user takes the invitation's place in the workspace, is told, and is signed in (a session of the caller's browser ends). */
  const accept = (res: Response, record: InvitationRecord, user: UserRecord) => {
    const teams = new Set(teamsOf(store, record.workspaceId).map((t) => t.id));
    const teamIds = record.TeamIds.filter((id) => teams.has(id));
    const roles = new Set(
      store.data.roles.filter((r) => r.workspaceId === record.workspaceId).map((r) => r.roleId),
    );
    user.accountType = record.AccountType;
    user.roleIds = record.RoleIds.filter((id) => roles.has(id));
    user.scopeIds = [0, ...teamIds];
    user.primaryScopeId = teamIds[0] ?? 0;
    user.signInScopeId = 0;
    user.isSite = false;
    user.isDirect = false;
    user.deactivatedOn = null;
    record.usedAt = clock.now();
    record.acceptedUserId = user.id;
    const name = personName(user);
    const message = AdminText.inviteAccepted(name);
    store.data.notifications.push({
      NotificationId: store.nextId(store.data.notifications, (n) => n.NotificationId),
      userId: record.invitedBy,
      Message: message,
      CreatedOn: new Date(clock.now()).toISOString(),
      IsRead: false,
      Subject: { Kind: 'users', Id: user.id },
    });
    store.save();
    const event = record.AccountType === 1 ? 'workspaceAdminInviteProcessed' : 'teamUserInviteProcessed';
    ctx.hub.push(record.invitedBy, event, {
      InvitationId: record.InvitationId,
      Email: record.Email,
      UserId: user.id,
      Name: name,
    });
    ctx.hub.push(record.invitedBy, 'notificationCountUpdate', {
      Count: store.data.notifications.filter((n) => n.userId === record.invitedBy && !n.IsRead).length,
    });
    const session = signInAfresh(ctx, res, user);
    res.json(toCurrentUser(store, user, session));
  };

  app.get(
    '/invitation/details',
    handle((req, res) => {
      const hash = queryString(req, 'hash', LINK_HASH);
      const recordId = queryInteger(req, 'recordId', { min: 1, max: 2_147_483_647 });
      const { record, state } = invitationOf(store, recordId, hash, clock.now());
      const details: InvitationDetails = {
        Status: STATUS[state],
        Email: '',
        WorkspaceName: '',
        InvitedByName: '',
        HasAccount: false,
      };
      if (state === 'valid' && record) {
        Object.assign(details, {
          Email: record.Email,
          WorkspaceName: store.workspace(record.workspaceId)?.name ?? '',
          InvitedByName: recordedUserName(store, record.invitedBy),
          HasAccount: store.userByEmail(record.Email) !== undefined,
        });
      }
      res.json(details);
    }),
  );

  app.post(
    '/invitation/register',
    handle((req, res) => {
      const body = validBody(req, RegisterBody);
      const record = validOr400(body.RecordId, body.Hash);
      if (store.userByEmail(record.Email))
        throw badRequest('This address already has an account: sign in to accept the invitation.');
      for (const [key, value] of [
        ['FirstName', body.FirstName],
        ['LastName', body.LastName],
      ] as const) {
        const problem = personNameProblem(value, MAX_PERSON_NAME_LENGTH);
        if (problem) throw badRequest(`${key}: ${problem}`);
      }
      const person = {
        email: record.Email,
        firstName: body.FirstName.trim(),
        lastName: body.LastName.trim(),
        workspaceId: record.workspaceId,
      };
      const problem = passwordProblem(body.Password, passwordContextOf(store, person));
      if (problem) throw badRequest(`Password: ${problem}`);
      const user: UserRecord = {
        id: nextUserId(store),
        ...person,
        userName: record.Email.split('@')[0] ?? record.Email,
        accountType: record.AccountType,
        isSite: false,
        isDirect: false,
        theme: null,
        primaryScopeId: 0,
        signInScopeId: 0,
        scopeIds: [0],
        sessionMinutes: 30,
        privacyAccepted: true,
        roleIds: [],
        deactivatedOn: null,
        lastActiveOn: null,
      };
      setPassword(user, body.Password);
      store.data.users.push(user);
      res.locals.activity = {
        user,
        area: 'users',
        action: `Registered from an invitation as ${record.AccountType === 1 ? 'a workspace user' : 'a team user'}`,
      };
      accept(res, record, user);
    }),
  );

  app.post(
    '/invitation/accept',
    handle((req, res) => {
      const body = validBody(req, AcceptInvitationBody);
      const record = validOr400(body.RecordId, body.Hash);
      if (!sameEmail(body.Email, record.Email)) throw badRequest(`This invitation is for ${record.Email}.`);
      const user = store.userByEmail(record.Email);
      provePassword(
        deps.throttle,
        req,
        res,
        user,
        record.Email,
        body.Password,
        'Invalid e-mail or password.',
      );
      if (!user || user.workspaceId !== record.workspaceId)
        throw badRequest('This address belongs to an account of another workspace.');
      res.locals.activity = { user, area: 'users', action: 'Accepted an invitation' };
      accept(res, record, user);
    }),
  );
}
