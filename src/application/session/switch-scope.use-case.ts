import { inject, injectable } from 'inversify';
import { isSafeReturnPath } from '../../domain/routing/route-guard';
import { AccountGateway, type Scope } from '../../ports/account-gateway.port';
import { UserContext } from '../../ports/user-context.port';
import { done, failed, type Outcome } from '../platform/outcome';

/** The user switches between the workspace (scope 0) and a team (route /switch/{scopeId}). */
@injectable()
export class SwitchScope {
  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
  ) {}

  /** The workspace (scope 0) and the teams the user belongs to. */
  async scopes(): Promise<Scope[]> {
    const result = await this.account.scopes();
    return result.ok ? result.data : [];
  }

  /** Returns where to go next: the `back` URL when it is a path inside the app. */
  async run(scopeId: number, back: string | null, fallback: string): Promise<Outcome<string>> {
    if (!Number.isInteger(scopeId) || scopeId < 0) return failed('Unknown scope.');
    const result = await this.account.switchScope(scopeId);
    if (!result.ok) return failed('Could not switch scope.');
    this.users.setUser(result.data);
    return done(back && isSafeReturnPath(back) ? back : fallback);
  }
}
