import { inject, injectable } from 'inversify';
import { signedOutDestination } from '../../domain/routing/route-guard';
import { AccountGateway } from '../../ports/account-gateway.port';
import { DraftEraser } from '../../ports/draft-eraser.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { Scheduler } from '../../ports/scheduler.port';
import { UserContext } from '../../ports/user-context.port';
import { toastLater } from '../platform/delayed-toast';
import { SessionTimeout } from './session-timeout.use-case';

export interface SignOutOptions {
  /** Shown as a warning once signed out (time-out, forced logout). */
  warning?: string;
  /** The server already ended the session (forced logout): no sign-out call. */
  serverEnded?: boolean;
  /** Where to go afterwards; by default where the route guard sends a visitor of the current page. */
  next?: string;
}

/**
 * The user signs out, or is signed out by a time-out or by the server. The user's unsaved form drafts are
 * erased from the browser with the session: nothing typed stays readable there after sign-out.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(DraftEraser) private readonly drafts: DraftEraser,
  ) {}

  async run(options: SignOutOptions = {}): Promise<void> {
    this.session.end();
    await this.hub.stop();
    if (!options.serverEnded) await this.account.signOut();
    const next = options.next ?? signedOutDestination(this.navigator.currentPath());
    this.drafts.eraseDrafts(this.users.user?.userId ?? null);
    this.users.setUser(null);
    this.navigator.go(next, { replace: true });
    if (options.warning) toastLater(this.scheduler, this.notifier, 'warning', options.warning);
  }
}
