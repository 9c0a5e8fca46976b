import { inject, injectable } from 'inversify';
import type { CurrentUser } from '../../domain/session/current-user';
import { AccountGateway } from '../../ports/account-gateway.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { UserContext } from '../../ports/user-context.port';
import { SessionTimeout } from './session-timeout.use-case';

/** On start, the application learns who is signed in (platform spec §4: user loaded on start). */
@injectable()
export class LoadCurrentUser {
  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async run(): Promise<CurrentUser | null> {
    const result = await this.account.currentUser();
    if (!result.ok) {
      this.users.setUser(null);
      return null;
    }
    this.users.setUser(result.data);
    await this.session.resume(result.data.userId);
    void this.hub.start();
    return result.data;
  }
}
