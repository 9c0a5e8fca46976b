import { USER_EMAILS } from '../../fixtures/ids';
import type { UserRecord } from '../../fixtures/types';
import { SESSION_COOKIE, XSRF_COOKIE } from '../cookies';
import { passwordMatches } from '../account/passwords';
import { HttpError } from '../http';
import type { Session } from '../sessions';
import { stateParam, type ProviderStates, type StateValues } from './provider-states';

/**
 * The kinds of user an interaction can be made by (docs/api.md "Contracts" describes each for a backend that
 * creates them): `admin` a workspace administrator (account type 1) in the workspace scope; `member` a member
 * (account type 2) of one team with the Read/Write and a reviewer role; `field` a member of another team;
 * `site` an external site user (account type 3); `direct` a direct-link user (account type 4) in their primary scope.
 */
export const USER_KINDS = ['admin', 'member', 'field', 'site', 'direct'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/**
 * What every signed-in state answers: the request headers of platform spec §7 for this session. `Cookie` is the
 * whole Cookie header the browser would send; `XsrfToken` the anti-forgery token (the `X-XSRF-TOKEN` header and
 * the `xsrf` parameter of downloads); `Uid`, `WorkspaceId` and `ScopeId` the user, their workspace and the scope
 * the session works in (sent as `DirectScopeId` by a direct user in their primary scope).
 */
export function sessionValues(user: UserRecord, session: Session): StateValues {
  return {
    Cookie: `${SESSION_COOKIE}=${encodeURIComponent(session.token)}; ${XSRF_COOKIE}=${encodeURIComponent(session.xsrf)}`,
    XsrfToken: session.xsrf,
    Uid: user.id,
    WorkspaceId: user.workspaceId,
    ScopeId: session.scopeId,
  };
}

export const sessionStates: ProviderStates = {
  /** The fixtures are restored and the request carries no session. */
  'no one is signed in': (ctx) => {
    ctx.reset();
    ctx.signedInUserId = null;
    return {};
  },
  /** Params `{ Email, Password }`: a user who signs in with these exists (the demo users' password is `demo`). */
  'a user can sign in': (ctx, params) => {
    const email = stateParam(params, 'Email');
    const password = stateParam(params, 'Password');
    const user = ctx.store.userByEmail(email);
    if (!user || !passwordMatches(user, password))
      throw new HttpError(400, `The mock has no user ${email} with that password.`);
    return {};
  },
  /** Params `{ user: UserKind }`. The fixtures are restored and a user of that kind has a fresh session. */
  'a user is signed in': (ctx, params) => {
    const kind = stateParam(params, 'user', USER_KINDS);
    ctx.reset();
    const session = ctx.signIn(USER_EMAILS[kind]);
    const user = ctx.store.userById(session.userId);
    if (!user) throw new Error(`The fixture user ${kind} is missing.`);
    ctx.signedInUserId = user.id;
    return sessionValues(user, session);
  },
};
