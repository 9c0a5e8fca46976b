import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  designerActions,
  formActions,
  formChangeRefusal,
  groupDeleteRefusal,
  principalOf,
  type DesignerActions,
} from '../../domain/access/designer-actions';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
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

  /** What the user may do to one form, given the verbs the server says they hold on it (`Access`). */
  formActions(access: number | undefined): DesignerActions {
    return formActions(principalOf(this.user), access);
  }

  /** Why the user may not change this form's design, or null. */
  formChangeRefusal(access: number | undefined): string | null {
    return formChangeRefusal(principalOf(this.user), access);
  }

  /** Why the user may not delete this form group (a form in it they may not delete), or null. */
  groupDeleteRefusal(group: Pick<FormGroup, 'Forms'>): string | null {
    return groupDeleteRefusal(
      principalOf(this.user),
      group.Forms.map((f) => f.Access),
    );
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
