import type { RequestHandler } from 'express';
import { isAdminUser } from './access/access-facts';
import { callerOf } from './auth';
import { HttpError } from './http';
import type { Store } from './store';

export const WORKSPACE_LOCKED = 'This workspace is locked.';

/** Calls a user of a locked workspace may still make: sign in and out, and the hub's negotiate. */
const OPEN_WHEN_LOCKED = new Set(['POST /account/login', 'POST /account/logout', 'POST /signalr/negotiate']);

/**
 * A locked workspace (platform spec §8, 403 with the locked flag) refuses its users' calls with
 * `403 { Message, IsLocked: true, WorkspaceId, WorkspaceName, IsAdmin }`: the SPA opens the unlock dialog with them.
 */
export function accountStateMiddleware(store: Store): RequestHandler {
  return (req, res, next) => {
    const caller = callerOf(res);
    if (!caller || OPEN_WHEN_LOCKED.has(`${req.method} ${req.path}`)) return next();
    const workspace = store.workspace(caller.user.workspaceId);
    if (!workspace?.locked) return next();
    next(
      new HttpError(403, WORKSPACE_LOCKED, {
        IsLocked: true,
        WorkspaceId: workspace.id,
        WorkspaceName: workspace.name,
        IsAdmin: isAdminUser(store, caller.user),
      }),
    );
  };
}
