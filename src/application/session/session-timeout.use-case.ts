import { inject, injectable } from 'inversify';
import { signedOutDestination } from '../../domain/routing/route-guard';
import {
  compareRecords,
  expiresAt,
  isLiveRecord,
  parseSessionRecord,
  SESSION_KEY,
  SESSION_TIMEOUT_NOTICE,
  phaseAt,
  warningAt,
  type SessionRecord,
} from '../../domain/session/session-record';
import { Clock } from '../../ports/clock.port';
import { Dialogs } from '../../ports/dialogs.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { Navigator } from '../../ports/navigator.port';
import { Scheduler } from '../../ports/scheduler.port';
import { SessionGateway } from '../../ports/session-gateway.port';
import { UserContext } from '../../ports/user-context.port';

export { SESSION_KEY };
/** Successful calls slide the session, as the server's does; the shared record is rewritten at most this often. */
export const ACTIVITY_RESOLUTION_MS = 60_000;
export const SESSION_WARNING_TITLE = 'Session time-out';
/** The spec's time-out notice, then the question the buttons answer. */
export const SESSION_WARNING_TEXT = `${SESSION_TIMEOUT_NOTICE}. Do you want to stay signed in?`;

type EndListener = (reason: 'expired' | 'declined') => void;

/**
 * Session time-out (platform spec §4): a warning 10 minutes before expiry, confirm extends, expiry
 * logs out; every tab follows the record shared in local storage.
 */
@injectable()
export class SessionTimeout {
  private record: SessionRecord | null = null;
  private timers: Array<() => void> = [];
  private unwatch: (() => void) | null = null;
  private readonly endListeners = new Set<EndListener>();

  constructor(
    @inject(SessionGateway) private readonly gateway: SessionGateway,
    @inject(KeyValueStore) private readonly store: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  /** Called when the session must end: on expiry, or when the user declines to stay. */
  onEnd(listener: EndListener): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  get current(): SessionRecord | null {
    return this.record;
  }

  /**
   * Whether this browser holds a session that has not timed out: before the server says who is signed in, a
   * sign that it is someone (the page may start loading its code).
   */
  hasLiveRecord(): boolean {
    return isLiveRecord(this.store.read(SESSION_KEY), this.clock.now());
  }

  /** A fresh session after sign-in. */
  async begin(userId: number): Promise<void> {
    const result = await this.gateway.timeout();
    if (!result.ok) return;
    this.adopt(
      { id: result.data.SessionId, userId, minutes: result.data.Minutes, ticks: this.clock.now() },
      true,
    );
  }

  /** After a page load: keep the shared record when it belongs to this user, else start afresh. */
  async resume(userId: number): Promise<void> {
    const stored = parseSessionRecord(this.store.read(SESSION_KEY));
    if (stored && stored.userId === userId) this.adopt(stored, false);
    else await this.begin(userId);
  }

  async extend(): Promise<void> {
    const mine = this.record;
    if (!mine) return;
    const result = await this.gateway.extend();
    if (!result.ok) return;
    this.adopt(
      { ...mine, id: result.data.SessionId, minutes: result.data.Minutes, ticks: this.clock.now() },
      true,
    );
  }

  /**
   * A call succeeded: the server slid its session, so the local one follows (and the other tabs with it).
   * Throttled, so that a burst of calls writes the shared record once.
   */
  touch(): void {
    const mine = this.record;
    if (!mine) return;
    const now = this.clock.now();
    if (now - mine.ticks < ACTIVITY_RESOLUTION_MS) return;
    this.dialogs.dismiss(SESSION_WARNING_TITLE);
    this.adopt({ ...mine, ticks: now }, true);
  }

  /** Signed out: forget the record, which sends the other tabs to /login. */
  end(): void {
    this.stop();
    this.record = null;
    this.store.remove(SESSION_KEY);
  }

  /**
   * A 401: the timer stops. The tab keeps listening to the others: once it has had a session, someone signing in
   * in another tab brings it to /start (platform spec §4: "A different user appearing forces return to /start").
   */
  stop(): void {
    this.clearTimers();
    this.dialogs.dismiss(SESSION_WARNING_TITLE);
  }

  private adopt(record: SessionRecord, publish: boolean): void {
    this.record = record;
    if (publish) this.store.write(SESSION_KEY, JSON.stringify(record));
    this.unwatch ??= this.store.watch(SESSION_KEY, (value) => this.otherTabChanged(value));
    this.schedule();
  }

  private schedule(): void {
    this.clearTimers();
    const record = this.record;
    if (!record) return;
    const now = this.clock.now();
    if (phaseAt(record, now) === 'expired') return this.finish('expired');
    this.timers.push(this.scheduler.after(warningAt(record) - now, () => void this.warn()));
    this.timers.push(this.scheduler.after(expiresAt(record) - now, () => this.finish('expired')));
  }

  private async warn(): Promise<void> {
    const before = this.record;
    const stay = await this.dialogs.confirm({
      title: SESSION_WARNING_TITLE,
      message: SESSION_WARNING_TEXT,
      confirmLabel: 'Stay signed in',
      cancelLabel: 'Sign out',
      focus: 'confirm',
    });
    if (this.record !== before || this.record === null) return; // another tab acted meanwhile
    if (stay) await this.extend();
    else this.finish('declined');
  }

  private finish(reason: 'expired' | 'declined'): void {
    this.end();
    for (const listener of this.endListeners) listener(reason);
  }

  private otherTabChanged(value: string | null): void {
    const theirs = parseSessionRecord(value);
    switch (compareRecords(this.record, theirs)) {
      case 'extended':
        this.dialogs.dismiss(SESSION_WARNING_TITLE);
        this.adopt(theirs as SessionRecord, false);
        return;
      case 'signed-in':
        // Already on its way: /start reads who is signed in.
        if (!this.navigator.currentPath().toLowerCase().startsWith('/start')) this.restart();
        return;
      case 'other-user':
        this.restart();
        return;
      case 'removed':
        this.stop();
        this.record = null;
        this.users.setUser(null);
        this.navigator.go(signedOutDestination(this.navigator.currentPath()), { replace: true });
        return;
      default:
        return;
    }
  }

  /** Someone else is signed in now: this tab forgets its user and starts again from /start, which reads who it is. */
  private restart(): void {
    this.stop();
    this.record = null;
    this.users.setUser(null);
    this.navigator.go('/start', { replace: true });
  }

  private clearTimers(): void {
    for (const cancel of this.timers) cancel();
    this.timers = [];
  }
}
