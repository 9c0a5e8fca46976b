import type { CurrentUser } from '../src/domain/session/current-user';
import type { UserRecord } from '../fixtures/types';
import { DEFAULT_TIME_ZONE } from '../src/domain/admin/workspace-settings.rules';
import { actorOf } from './access/access-facts';
import type { Session } from './sessions';
import type { Store } from './store';

/** The current user as `GET /api/account/current` answers it (docs/api.md): the SPA's own type. */
export type { CurrentUser };

export function toCurrentUser(store: Store, user: UserRecord, session: Session): CurrentUser {
  const workspace = store.workspace(user.workspaceId);
  const workspaceName = workspace?.name ?? '';
  const actor = actorOf(store, user);
  return {
    userId: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    workspaceId: user.workspaceId,
    workspaceName,
    teamName: store.scope(user.workspaceId, session.scopeId)?.name ?? workspaceName,
    teamScopeId: session.scopeId,
    primaryScopeId: user.primaryScopeId,
    // The user's own theme, else the workspace's (General settings).
    theme: user.theme ?? workspace?.theme ?? 1,
    logged: true,
    isSite: user.isSite,
    isDirect: user.isDirect,
    isAdmin: actor.isAdmin,
    accountType: user.accountType,
    accessVerbs: actor.verbs,
    areaAccess: { ...actor.areaVerbs },
    workspaceTimeZone: workspace?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
