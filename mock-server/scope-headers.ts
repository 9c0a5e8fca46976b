import type { RequestHandler, Response } from 'express';
import { readScopeHeaders } from '../src/domain/platform/request-conventions';
import { isAdminUser } from './access/access-facts';
import { callerOf, type Caller } from './auth';
import { HttpError } from './http';
import type { Store } from './store';

/** 406: the tab's user or workspace is not the session's (another user signed in in this browser meanwhile). */
export const OTHER_SESSION =
  'This page belongs to another sign-in: you are now signed in as someone else or in another workspace.';
export const NOT_A_MEMBER = 'You are not a member of this scope.';
/** 403 IsDeleted (platform spec §8): the SPA shows its own text and moves the user to the workspace scope. */
export const TEAM_DELETED = 'The team you are working in has been deleted.';
export const DIRECT_SCOPE_RULE =
  'A direct user in their primary scope sends DirectScopeId; every other request sends ScopeId.';
export const IMPERSONATE_RULE = 'Only a workspace administrator may act in another scope of the workspace.';

/** Signed-in calls that may leave out Uid and WorkspaceId (and then name no scope of the user): the one the SPA makes to learn who it is. */
const IDENTITY_OPTIONAL = new Set(['GET /account/current']);
/**
 * Signed-in calls the scope headers do not concern: sign-in and sign-out, SignalR's negotiate (made by the SignalR
 * client; the hub checks the session), and the thumbnail, which the browser loads for an `<img>` and so cannot carry
 * headers (it reads nothing scoped: the picture of a document the page already showed).
 */
const EXEMPT = new Set([
  'POST /account/login',
  'POST /account/logout',
  'POST /signalr/negotiate',
  'GET /documentthumbnail',
  // A site's picture thumbnails, for the same reason (issue 33).
  'GET /sitecontent/thumbnail',
]);

/**
 * The request conventions of platform spec §6 and §7, enforced on every call of a live session, after
 * `sessionMiddleware` (docs/api.md "Conventions"):
 * - exactly one of `ScopeId` / `DirectScopeId`, plus `Uid` and `WorkspaceId`, whole numbers → else 400;
 * - `Uid` the session's user and `WorkspaceId` their workspace → else 406;
 * - the scope one of the user's → else 403, and not a deleted team → else 403 `IsDeleted` with its `ScopeId`; `DirectScopeId` exactly when a direct user is in their primary scope → else 400;
 * - `ImpersonateScopeId` only from a workspace administrator, for a scope of the workspace → else 403; the call then
 *   acts in that scope (`actingScopeId`).
 * A download URL the browser opens directly cannot carry headers: a GET whose `xsrf` parameter is the session's
 * anti-forgery token may leave them out (platform spec §7, "File download").
 */
export function scopeHeadersMiddleware(store: Store): RequestHandler {
  return (req, res, next) => {
    const caller = callerOf(res);
    const call = `${req.method} ${req.path}`;
    if (!caller || EXEMPT.has(call)) return next();
    if (req.method === 'GET' && typeof req.query.xsrf === 'string' && req.query.xsrf === caller.session.xsrf)
      return next();
    const reading = readScopeHeaders((name) => req.get(name), IDENTITY_OPTIONAL.has(call));
    if (!reading.ok) return next(new HttpError(400, reading.message));
    const { values } = reading;
    const { user } = caller;
    // A tab that does not know its user yet (the start's GET account/current) cannot name its scope either.
    if (values.uid === null) return next();
    if (
      (values.uid !== null && values.uid !== user.id) ||
      (values.workspaceId !== null && values.workspaceId !== user.workspaceId)
    ) {
      return next(new HttpError(406, OTHER_SESSION));
    }
    const scope = store.scopesOf(user).find((candidate) => candidate.id === values.scopeId);
    if (!scope) return next(new HttpError(403, NOT_A_MEMBER, { ScopeId: values.scopeId }));
    if (scope.deleted) return next(new HttpError(403, TEAM_DELETED, { IsDeleted: true, ScopeId: scope.id }));
    if (values.direct !== (user.isDirect && values.scopeId === user.primaryScopeId)) {
      return next(new HttpError(400, DIRECT_SCOPE_RULE));
    }
    if (values.impersonateScopeId !== null) {
      if (!isAdminUser(store, user) || !store.scope(user.workspaceId, values.impersonateScopeId)) {
        return next(new HttpError(403, IMPERSONATE_RULE, { ScopeId: values.impersonateScopeId }));
      }
      res.locals.actingScopeId = values.impersonateScopeId;
    }
    next();
  };
}

/** The scope a signed-in call acts in: the impersonated one, else the session's. */
export function actingScopeId(res: Response, caller: Caller): number {
  return typeof res.locals.actingScopeId === 'number' ? res.locals.actingScopeId : caller.session.scopeId;
}
