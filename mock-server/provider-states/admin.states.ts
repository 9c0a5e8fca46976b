import { ROLE_IDS, SCOPE_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { INVITATION_VALIDITY_MS, RESET_VALIDITY_MS } from '../../src/domain/account/account-tokens';
import { tokenDigest } from '../account/passwords';
import { HttpError } from '../http';
import { stateParam, type ProviderStateContext, type ProviderStates } from './provider-states';

/** The demo users the administration pacts name (fixtures/users.ts), as `User_<name>`. */
const DEMO_USERS = {
  User_admin: USER_IDS.admin,
  User_member: USER_IDS.member,
  User_field: USER_IDS.field,
} as const;

const userOr400 = (ctx: ProviderStateContext, email: string) => {
  const user = ctx.store.userByEmail(email);
  if (!user) throw new HttpError(400, `No user ${email}.`);
  return user;
};

/**
 * States of the administration and account pacts (issue 17; docs/contracts.md). Tokens of e-mailed links are chosen
 * by the pact (like a code or a password): a backend keeps their digests as it keeps any link's, and no token ever
 * leaves it.
 */
export const adminStates: ProviderStates = {
  /** The demo users of fixtures/users.ts exist in the signed-in user's workspace. Answers `User_admin`, `User_member`, `User_field`. */
  'the demo users exist': () => ({ ...DEMO_USERS }),
  /** Params `{ Email }`: an invitation to this address is waiting (a team user with Read/Write in the Design Team). Answers `InvitationId`. */
  'an invitation is waiting': (ctx, params) => {
    const Email = stateParam(params, 'Email');
    return { InvitationId: invitationFor(ctx, Email, `unused-${Email}`).InvitationId };
  },
  /**
   * Params `{ Email, Token }`: an invitation to this address was e-mailed with a link whose token is `Token`. Answers
   * `InvitationId` (the link's RecordId).
   */
  'an invitation was e-mailed': (ctx, params) => {
    const record = invitationFor(ctx, stateParam(params, 'Email'), stateParam(params, 'Token'));
    return { InvitationId: record.InvitationId };
  },
  /** Params `{ Email, Token }`: a reset link with this token was e-mailed to this account. Answers `ResetId`. */
  'a password reset link was e-mailed': (ctx, params) => resetLinkState(ctx, params, false),
  /** The same for a site account (docs/sites.md "Password reset"): its link is `/site/changepassword/…`. */
  'a site password reset link was e-mailed': (ctx, params) => resetLinkState(ctx, params, true),
  /** Params `{ roleName }`: a custom role of that name exists, held by nobody. Answers `RoleId`. */
  'a custom role exists': (ctx, params) => {
    const RoleId = Math.max(...ctx.store.data.roles.map((r) => r.roleId)) + 100;
    ctx.store.data.roles.push({
      roleId: RoleId,
      roleName: stateParam(params, 'roleName'),
      roleTypeId: 0,
      workspaceId: WORKSPACE_ID,
      builtIn: false,
      verbs: 1,
    });
    ctx.store.save();
    return { RoleId };
  },
  /**
   * Params `{ Name }`: a team of that name exists, without members or projects. Answers `TeamId` (its scope id; not
   * `ScopeId`, which names the scope the session works in).
   */
  'an empty team exists': (ctx, params) => {
    const TeamId = Math.max(...ctx.store.data.scopes.map((s) => s.id)) + 100;
    ctx.store.data.scopes.push({ id: TeamId, workspaceId: WORKSPACE_ID, name: stateParam(params, 'Name') });
    ctx.store.save();
    return { TeamId };
  },
  /** Params `{ Email }`: this user has been deactivated by an administrator. Answers `{}`. */
  'the user is deactivated': (ctx, params) => {
    userOr400(ctx, stateParam(params, 'Email')).deactivatedOn = new Date(ctx.clock.now()).toISOString();
    ctx.store.save();
    return {};
  },
};

function invitationFor(ctx: ProviderStateContext, email: string, token: string) {
  const now = ctx.clock.now();
  const record = {
    InvitationId: ctx.store.nextId(ctx.store.data.invitations, (i) => i.InvitationId) + 100,
    workspaceId: WORKSPACE_ID,
    Email: email,
    AccountType: 2 as const,
    RoleIds: [ROLE_IDS.readWrite],
    TeamIds: [SCOPE_IDS.designTeam],
    invitedBy: USER_IDS.admin,
    SentOn: new Date(now).toISOString(),
    expiresAt: now + INVITATION_VALIDITY_MS,
    tokenDigest: tokenDigest(token),
    usedAt: null,
    acceptedUserId: null,
    revokedOn: null,
  };
  ctx.store.data.invitations.push(record);
  ctx.store.save();
  return record;
}

function resetLinkState(ctx: ProviderStateContext, params: Record<string, unknown>, site: boolean) {
  const user = userOr400(ctx, stateParam(params, 'Email'));
  const now = ctx.clock.now();
  const ResetId = ctx.store.nextId(ctx.store.data.passwordResets, (r) => r.ResetId) + 100;
  ctx.store.data.passwordResets.push({
    ResetId,
    userId: user.id,
    requestedAt: now,
    expiresAt: now + RESET_VALIDITY_MS,
    tokenDigest: tokenDigest(stateParam(params, 'Token')),
    usedAt: null,
    ...(site ? { site: true as const } : {}),
  });
  ctx.store.save();
  return { ResetId };
}
