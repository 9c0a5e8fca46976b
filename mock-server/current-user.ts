import type { CurrentUser } from '../src/domain/session/current-user';
import type { UserRecord } from '../fixtures/types';
import { actorOf } from './access/access-facts';
import type { Session } from './sessions';
import type { Store } from './store';

/** The current user as `GET /api/account/current` answers it (docs/api.md): the SPA's own type. */
export type { CurrentUser };

export function toCurrentUser(store: Store, user: UserRecord, session: Session): CurrentUser {
  const workspaceName = store.workspace(user.workspaceId)?.name ?? '';
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
    theme: user.theme,
    logged: true,
    isSite: user.isSite,
    isDirect: user.isDirect,
    isAdmin: user.isAdmin,
    accountType: user.accountType,
    accessVerbs: actorOf(store, user).verbs,
  };
}
