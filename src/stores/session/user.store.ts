import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { designerActions, principalOf, type DesignerActions } from '../../domain/access/designer-actions';
import type { ScopeContext } from '../../domain/platform/request-conventions';
import type { CurrentUser } from '../../domain/session/current-user';
import type { RequestContext } from '../../ports/request-context.port';
import type { UserContext } from '../../ports/user-context.port';

/** The cached current user, observable by the views; also the source of every request's scope headers. */
@injectable()
export class UserStore implements UserContext, RequestContext {
  user: CurrentUser | null = null;
  loaded = false;
  impersonateScopeId: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** What the forms area offers the user (docs/authorization.md); the server checks every call again. */
  get actions(): DesignerActions {
    return designerActions(principalOf(this.user));
  }

  setUser(user: CurrentUser | null): void {
    this.user = user;
    this.loaded = true;
    if (!user) this.impersonateScopeId = null;
  }

  scope(): ScopeContext {
    const user = this.user;
    return {
      userId: user?.userId ?? null,
      workspaceId: user?.workspaceId ?? null,
      scopeId: user?.teamScopeId ?? 0,
      primaryScopeId: user?.primaryScopeId ?? null,
      isDirect: user?.isDirect ?? false,
      impersonateScopeId: this.impersonateScopeId,
    };
  }
}
