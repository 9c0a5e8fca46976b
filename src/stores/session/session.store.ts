import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadCurrentUser } from '../../application/session/load-current-user.use-case';
import { SessionTimeout } from '../../application/session/session-timeout.use-case';
import { SignOut } from '../../application/session/sign-out.use-case';
import { SwitchScope } from '../../application/session/switch-scope.use-case';
import type { Scope } from '../../ports/account-gateway.port';

/** Start-up, sign-out and scope switching, as the views see them. */
@injectable()
export class SessionStore {
  booting: Promise<void> | null = null;
  /** The backend did not answer the start's current-user call: the view offers to try again. */
  unreachable = false;
  /** A load of the current user is under way. */
  loading = false;
  scopes: Scope[] = [];
  switchError: string | null = null;

  constructor(
    @inject(LoadCurrentUser) private readonly loadCurrentUser: LoadCurrentUser,
    @inject(SignOut) private readonly signOutUseCase: SignOut,
    @inject(SwitchScope) private readonly switchScopeUseCase: SwitchScope,
    @inject(SessionTimeout) private readonly timeout: SessionTimeout,
  ) {
    makeAutoObservable<SessionStore, 'loadCurrentUser' | 'signOutUseCase' | 'switchScopeUseCase' | 'timeout'>(
      this,
      {
        loadCurrentUser: false,
        signOutUseCase: false,
        switchScopeUseCase: false,
        timeout: false,
        likelySignedIn: false,
      },
      { autoBind: true },
    );
  }

  /** Before the current user is known: whether this browser very likely has one signed in (a live session record). */
  likelySignedIn(): boolean {
    return this.timeout.hasLiveRecord();
  }

  /** Loads the current user once per page load (again with `force`, as /start and Retry do). */
  boot(force = false): Promise<void> {
    if (!this.booting || force) this.booting = this.load();
    return this.booting;
  }

  /** The backend was unreachable: the user asks to try again. */
  retry(): Promise<void> {
    return this.loading ? (this.booting ?? this.boot()) : this.boot(true);
  }

  private async load(): Promise<void> {
    this.loading = true;
    const outcome = await this.loadCurrentUser.run();
    runInAction(() => {
      this.loading = false;
      this.unreachable = outcome.kind === 'unreachable';
    });
  }

  signOut(): Promise<void> {
    return this.signOutUseCase.run();
  }

  async loadScopes(): Promise<void> {
    const scopes = await this.switchScopeUseCase.scopes();
    runInAction(() => (this.scopes = scopes));
  }

  /** Resolves to the path to go to next, or null when the switch failed. */
  async switchScope(scopeId: number, back: string | null, fallback: string): Promise<string | null> {
    const outcome = await this.switchScopeUseCase.run(scopeId, back, fallback);
    return runInAction(() => {
      this.switchError = outcome.ok ? null : outcome.message;
      return outcome.ok ? outcome.value : null;
    });
  }
}
