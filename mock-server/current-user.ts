import type { AccountType, Theme, UserRecord } from '../fixtures/types';
import type { Session } from './sessions';
import type { Store } from './store';

/** The current user as `GET /api/account/current` answers it (docs/api.md). */
export interface CurrentUser {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  workspaceId: number;
  workspaceName: string;
  teamName: string;
  teamScopeId: number;
  primaryScopeId: number;
  theme: Theme;
  logged: boolean;
  isSite: boolean;
  isDirect: boolean;
  isAdmin: boolean;
  accountType: AccountType;
}

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
  };
}
