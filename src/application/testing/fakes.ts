import type { RequestFailure, UnlockRequest } from '../../domain/platform/error-catalogue';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import type { CurrentUser } from '../../domain/session/current-user';
import type { AccountGateway, Scope } from '../../ports/account-gateway.port';
import type { Dialogs } from '../../ports/dialogs.port';
import type { HttpResult, Query } from '../../ports/http-client.port';
import type { Navigator } from '../../ports/navigator.port';
import type { NotificationCenter } from '../../ports/notification-center.port';
import type { Notifier, ToastKind } from '../../ports/notifier.port';
import type { PageUnload } from '../../ports/page-unload.port';
import type { RealtimeHub } from '../../ports/realtime-hub.port';
import type { SessionGateway, SessionTimeoutInfo } from '../../ports/session-gateway.port';
import type { UserContext } from '../../ports/user-context.port';
import type { RequestPrefetch } from '../../ports/request-prefetch.port';
import type { FormLibraryName } from '../../domain/forms/libraries/form-libraries';
import type { FormLibraries } from '../../ports/form-libraries.port';

export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const failure = (status: number, payload = {}): HttpResult<never> => ({
  ok: false,
  failure: { kind: 'status', status, payload } as RequestFailure,
});

export const member: CurrentUser = {
  userId: 2,
  userName: 'member',
  firstName: 'Mia',
  lastName: 'Member',
  email: 'member@demo.test',
  workspaceId: 1,
  workspaceName: 'Demo Workspace',
  teamName: 'Design Team',
  teamScopeId: 0,
  primaryScopeId: 0,
  theme: 2,
  logged: true,
  isSite: false,
  isDirect: false,
  isAdmin: false,
  accountType: 2,
};

export class FakeUserContext implements UserContext {
  user: CurrentUser | null = null;
  loaded = false;
  setUser(user: CurrentUser | null): void {
    this.user = user;
    this.loaded = true;
  }
}

export class FakeNavigator implements Navigator {
  path = '/form/list';
  history: string[] = [];
  reloads = 0;
  currentPath(): string {
    return this.path;
  }
  go(path: string): void {
    this.path = path;
    this.history.push(path);
  }
  reload(): void {
    this.reloads += 1;
  }
}

export class FakeNotifier implements Notifier {
  shown: Array<{ kind: ToastKind; message: string }> = [];
  show(kind: ToastKind, message: string): void {
    this.shown.push({ kind, message });
  }
}

/** Dialogs whose confirm answers are queued by the test; an unanswered confirm stays open. */
export class FakeDialogs implements Dialogs {
  confirms: Array<{ title: string; message: string; answer: (value: boolean) => void }> = [];
  alerts: Array<{ title: string; message: string }> = [];
  quota: string[] = [];
  unlocks: UnlockRequest[] = [];
  dismissed: string[] = [];
  confirm(request: { title: string; message: string }): Promise<boolean> {
    return new Promise((resolve) => this.confirms.push({ ...request, answer: resolve }));
  }
  async alert(request: { title: string; message: string }): Promise<void> {
    this.alerts.push(request);
  }
  quotaReached(message: string): void {
    this.quota.push(message);
  }
  unlock(request: UnlockRequest): void {
    this.unlocks.push(request);
  }
  dismiss(title: string): void {
    this.dismissed.push(title);
    const open = this.confirms.filter((entry) => entry.title === title);
    this.confirms = this.confirms.filter((entry) => entry.title !== title);
    open.forEach((entry) => entry.answer(false));
  }
}

export class FakeHub implements RealtimeHub {
  state: RealtimeHub['state'] = 'disconnected';
  private stateListeners = new Set<(state: RealtimeHub['state']) => void>();
  watchState(listener: (state: RealtimeHub['state']) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }
  /** The connection changes state (a reconnect: 'reconnecting', then 'connected'). */
  changeState(state: RealtimeHub['state']): void {
    this.state = state;
    this.stateListeners.forEach((listener) => listener(state));
  }
  private listeners = new Set<(message: RealtimeMessage) => void>();
  async start(): Promise<void> {
    this.state = 'connected';
  }
  async stop(): Promise<void> {
    this.state = 'disconnected';
  }
  subscribe(listener: (message: RealtimeMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  push(message: RealtimeMessage): void {
    this.listeners.forEach((listener) => listener(message));
  }
}

export class FakeSessionGateway implements SessionGateway {
  minutes = 30;
  extensions = 0;
  async timeout(): Promise<HttpResult<SessionTimeoutInfo>> {
    return ok({ SessionId: 'session-1', Minutes: this.minutes });
  }
  async extend(): Promise<HttpResult<SessionTimeoutInfo>> {
    this.extensions += 1;
    return ok({ SessionId: 'session-1', Minutes: this.minutes });
  }
}

export class FakeAccountGateway implements AccountGateway {
  password = 'demo';
  signedOut = 0;
  current: CurrentUser | null = null;
  /** Set to make the current-user call fail this way (a backend that is down). */
  currentFailure: RequestFailure | null = null;
  async signIn(email: string, password: string): Promise<HttpResult<CurrentUser>> {
    if (email === member.email && password === this.password) return ok(member);
    return failure(400, { Message: 'Invalid e-mail or password.' });
  }
  async signOut(): Promise<HttpResult<unknown>> {
    this.signedOut += 1;
    return ok({});
  }
  async currentUser(): Promise<HttpResult<CurrentUser>> {
    if (this.currentFailure) return { ok: false, failure: this.currentFailure };
    return this.current ? ok(this.current) : failure(401);
  }
  async scopes(): Promise<HttpResult<Scope[]>> {
    return ok([{ ScopeId: 0, Name: 'Demo Workspace' }]);
  }
  async switchScope(scopeId: number): Promise<HttpResult<CurrentUser>> {
    return scopeId === 99 ? failure(403) : ok({ ...member, teamScopeId: scopeId });
  }
}

export class FakePageUnload implements PageUnload {
  isDirty: (() => boolean) | null = null;
  private readonly leaving = new Set<() => void>();
  guard(isDirty: () => boolean): () => void {
    this.isDirty = isDirty;
    return () => (this.isDirty = null);
  }
  left(listener: () => void): () => void {
    this.leaving.add(listener);
    return () => this.leaving.delete(listener);
  }
  /** The page goes away (pagehide): closed or reloaded. */
  leave(): void {
    for (const listener of [...this.leaving]) listener();
  }
}

export class FakeNotificationCenter implements NotificationCenter {
  counts: number[] = [];
  refreshes = 0;
  countChanged(count: number): void {
    this.counts.push(count);
  }
  refresh(): void {
    this.refreshes += 1;
  }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records the calls pages would start early (route-level data loading). */
export class FakeRequestPrefetch implements RequestPrefetch {
  readonly started: Array<{ path: string; query?: Query }> = [];

  prefetch(path: string, query?: Query): void {
    this.started.push(query ? { path, query } : { path });
  }
}

/** Records what was asked to load (the unit tests have every library at hand, test-setup.ts); `fails` refuses. */
export class FakeFormLibraries implements FormLibraries {
  readonly asked: FormLibraryName[][] = [];
  fails = false;
  load(names: Iterable<FormLibraryName>): Promise<void> {
    this.asked.push([...names].sort());
    return this.fails ? Promise.reject(new Error('download failed')) : Promise.resolve();
  }
}
