import { inject, injectable } from 'inversify';
import { backendUnreachable } from '../../domain/platform/backend-reachability';
import type { CurrentUser } from '../../domain/session/current-user';
import { AccountGateway } from '../../ports/account-gateway.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { UserContext } from '../../ports/user-context.port';
import { SessionTimeout } from './session-timeout.use-case';

/** What the start learned: who is signed in, no one, or nothing because the backend did not answer. */
export type CurrentUserOutcome =
  { kind: 'signed-in'; user: CurrentUser } | { kind: 'signed-out' } | { kind: 'unreachable' };

/**
 * On start, the application learns who is signed in (platform spec §4: user loaded on start). A backend that
 * does not answer (network error, or 502/503/504 from a proxy) is not "signed out": the cached user is left
 * as it was (not loaded, on a first start), so that the view can say so and offer to try again.
 */
@injectable()
export class LoadCurrentUser {
  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async run(): Promise<CurrentUserOutcome> {
    const result = await this.account.currentUser();
    if (!result.ok) {
      if (backendUnreachable(result.failure)) return { kind: 'unreachable' };
      this.users.setUser(null);
      return { kind: 'signed-out' };
    }
    this.users.setUser(result.data);
    await this.session.resume(result.data.userId);
    void this.hub.start();
    return { kind: 'signed-in', user: result.data };
  }

  /**
   * Who the signed-in user is, read again while the app runs (their roles, teams or account type changed): true when
   * the user was replaced. Nobody signed in, or a failed read, changes nothing here; the request conventions already
   * answered a failure (a 401 signs out). The session and the hub go on as they were.
   */
  async refresh(): Promise<boolean> {
    if (this.users.user === null) return false;
    const result = await this.account.currentUser();
    if (!result.ok || this.users.user === null) return false;
    this.users.setUser(result.data);
    return true;
  }
}
