import { inject, injectable, optional } from 'inversify';
import { reactionTo, type RequestFailure } from '../../domain/platform/error-catalogue';
import { SITE_LOGIN_PATH, signedOutDestination } from '../../domain/routing/route-guard';
import { SITE_NOT_ACTIVE_PATH } from '../../domain/sites/site-paths';
import { Dialogs } from '../../ports/dialogs.port';
import { DraftEraser } from '../../ports/draft-eraser.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { RequestEvents } from '../../ports/request-events.port';
import { Scheduler } from '../../ports/scheduler.port';
import { UserContext } from '../../ports/user-context.port';
import { linkSessionEndedSignIn } from '../quizzes/link-session-ended';
import { SessionTimeout } from '../session/session-timeout.use-case';
import { SignOut } from '../session/sign-out.use-case';
import { toastLater } from './delayed-toast';

/** Carries out the global error catalogue (platform spec §8) for every failed or warned call. */
@injectable()
export class HandleRequestOutcome {
  constructor(
    @inject(RequestEvents) private readonly events: RequestEvents,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(DraftEraser) private readonly drafts: DraftEraser,
    @inject(KeyValueStore) @optional() private readonly storage?: KeyValueStore,
  ) {}

  start(): () => void {
    return this.events.subscribe({
      failed: (failure) => this.failed(failure),
      warned: (message) => this.toast('warning', message),
    });
  }

  failed(failure: RequestFailure): void {
    const path = this.navigator.currentPath().toLowerCase();
    const user = this.users.user;
    const reaction = reactionTo(failure, {
      onExternalSite: user?.isSite === true || path.startsWith('/site/'),
      onWorkspacePage: path.startsWith('/workspace/'),
    });
    switch (reaction.type) {
      case 'unauthorised':
        return this.signedOutByServer(
          this.linkSessionEnded() ?? signedOutDestination(this.navigator.currentPath()),
        );
      case 'site-unauthorised':
        return this.signedOutByServer(signedOutDestination(this.navigator.currentPath(), { isSite: true }));
      case 'site-not-active':
        // The site closed for this account: its session is ended here too, and the page says why.
        void this.signOut.run({ next: SITE_NOT_ACTIVE_PATH });
        return;
      case 'quota-reached':
        return this.dialogs.quotaReached(reaction.message);
      case 'account-deleted':
        this.toast('error', reaction.message);
        if (
          reaction.scopeId !== null &&
          user &&
          reaction.scopeId === user.teamScopeId &&
          reaction.scopeId !== 0
        ) {
          this.navigator.go(`/switch/0?back=${encodeURIComponent(this.navigator.currentPath())}`);
        }
        return;
      case 'unlock':
        return this.dialogs.unlock(reaction.unlock);
      case 'forbidden':
        if (reaction.goTo403) this.navigator.go('/403');
        return this.toast('error', reaction.message);
      case 'not-acceptable':
        this.toast('error', reaction.message);
        void this.signOut.run({ next: '/start' });
        return;
      case 'general-error':
        return this.toast('error', reaction.message);
      case 'ignore':
        return;
    }
  }

  /**
   * A link's visitor (no member signed in) whose quiz-taker session ended, on a page of the quiz or survey they
   * proved an e-mail for: back to that link's sign-in page, saying so (docs/quizzes-and-surveys.md, "Share by link").
   */
  private linkSessionEnded(): string | null {
    return linkSessionEndedSignIn(this.navigator.currentPath(), this.users, this.storage);
  }

  private signedOutByServer(next: string): void {
    if (!this.users.user && this.isOnAuthPage()) return;
    this.session.stop();
    void this.hub.stop();
    // The server ended the session: the user's drafts go with it, as at sign-out.
    this.drafts.eraseDrafts(this.users.user?.userId ?? null);
    this.users.setUser(null);
    this.navigator.go(next, { replace: true });
  }

  private isOnAuthPage(): boolean {
    const path = this.navigator.currentPath().toLowerCase();
    return path.startsWith('/login') || path.startsWith(SITE_LOGIN_PATH);
  }

  private toast(kind: 'error' | 'warning', message: string): void {
    toastLater(this.scheduler, this.notifier, kind, message);
  }
}
