import type { HubConnection } from '@microsoft/signalr';
import { inject, injectable } from 'inversify';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import type { HubState, RealtimeHub } from '../../ports/realtime-hub.port';
import { HttpConfig } from '../http/http-config';

const GROUPS = ['background', 'backend'] as const;

/** SignalR's own first delays (at once, 2 s, 10 s, 30 s); after them the hub keeps trying once a minute or so. */
const FIRST_RETRY_DELAYS_MS = [0, 2_000, 10_000, 30_000];
export const RETRY_CAP_MS = 60_000;

/**
 * How long to wait before the next try to connect, after `previousRetryCount` failed ones. It never gives up
 * (SignalR's default stops after four tries, which left a tab without pushes until it was reloaded); past the first
 * tries it waits a minute, give or take a fifth, so that the tabs of a restarted server do not all come back at once.
 */
export function nextRetryDelay(previousRetryCount: number, random: () => number = Math.random): number {
  const first = FIRST_RETRY_DELAYS_MS[previousRetryCount];
  if (first !== undefined) return first;
  return Math.round(RETRY_CAP_MS * (0.8 + 0.4 * random()));
}

/**
 * The user hub at /api/signalr over @microsoft/signalr, with automatic reconnect that does not give up: a start that
 * fails, or a connection that closes without our stop, is tried again by `nextRetryDelay` until the hub is stopped
 * (sign-out, a 401). The client library loads when the hub first starts (after sign-in), so the first page does not
 * carry it.
 */
@injectable()
export class SignalRRealtimeHub implements RealtimeHub {
  private connection: HubConnection | null = null;
  /** A start waiting for the client library: a second start joins it. */
  private starting: Promise<void> | null = null;
  /** Counts stops, so that a start the user stopped while the library loaded does not connect after all. */
  private stops = 0;
  private readonly listeners = new Set<(message: RealtimeMessage) => void>();
  private readonly stateListeners = new Set<(state: HubState) => void>();
  /** Failed starts in a row, and the timer of the next try. */
  private failedStarts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The delay before a retry; tests shorten it. */
  retryDelay: (previousRetryCount: number) => number = nextRetryDelay;

  constructor(@inject(HttpConfig) private readonly config: HttpConfig) {}

  get state(): HubState {
    // HubConnectionState's values, read without loading the library.
    switch (this.connection?.state as string | undefined) {
      case 'Connected':
        return 'connected';
      case 'Connecting':
        return 'connecting';
      case 'Reconnecting':
        return 'reconnecting';
      default:
        return 'disconnected';
    }
  }

  start(): Promise<void> {
    this.clearRetry();
    if (this.connection) return Promise.resolve();
    this.starting ??= this.connect().finally(() => (this.starting = null));
    return this.starting;
  }

  private async connect(): Promise<void> {
    const stops = this.stops;
    const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
    // Stopped (signed out) while the library loaded.
    if (this.stops !== stops) return;
    const connection = new HubConnectionBuilder()
      .withUrl(`${this.config.baseUrl}/api/signalr`, {
        transport: HttpTransportType.WebSockets,
        withCredentials: true,
        headers: this.config.extraHeaders?.(),
      })
      // A dropped socket is opened again at once, and the messages of the gap are sent again by both sides
      // (docs/realtime.md); when that fails, the connection starts over with a new negotiation.
      .withStatefulReconnect()
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: ({ previousRetryCount }) => this.retryDelay(previousRetryCount),
      })
      .configureLogging(LogLevel.Warning)
      .build();
    connection.on('message', (message: unknown) => this.dispatch(message));
    connection.onreconnecting(() => this.announce());
    // A stop or another drop while the groups are joined again cancels the join: the next connection joins them.
    connection.onreconnected(
      () =>
        void this.joinGroups(connection)
          .catch((error: unknown) => console.warn('Real-time hub: groups not joined again', error))
          .then(() => this.announce()),
    );
    connection.onclose(() => {
      // Closed by the server or the network, not by stop(): start over later.
      if (this.connection === connection) {
        this.connection = null;
        this.retryLater(stops);
      }
      this.announce();
    });
    this.connection = connection;
    this.announce();
    try {
      await connection.start();
      await this.joinGroups(connection);
      this.failedStarts = 0;
    } catch (error) {
      // A hub that cannot connect must not break the page; it is tried again later.
      if (this.connection === connection) {
        this.connection = null;
        this.retryLater(stops);
      }
      console.warn('Real-time hub unavailable', error);
    }
    this.announce();
  }

  /** Schedules a start, unless the hub was stopped since `stops` was read. */
  private retryLater(stops: number): void {
    if (this.stops !== stops) return;
    this.clearRetry();
    const delay = this.retryDelay(this.failedStarts);
    this.failedStarts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stops === stops) void this.start();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  watchState(listener: (state: HubState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private announce(): void {
    const state = this.state;
    for (const listener of this.stateListeners) listener(state);
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.stops += 1;
    this.clearRetry();
    this.failedStarts = 0;
    await connection?.stop();
    this.announce();
  }

  subscribe(listener: (message: RealtimeMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async joinGroups(connection: HubConnection): Promise<void> {
    for (const group of GROUPS) await connection.invoke('JoinGroup', group);
  }

  private dispatch(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { Listener, Data } = message as { Listener?: unknown; Data?: unknown };
    if (typeof Listener !== 'string') return;
    for (const listener of this.listeners) listener({ Listener, Data });
  }
}
