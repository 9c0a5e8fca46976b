import type { HubConnection } from '@microsoft/signalr';
import { inject, injectable } from 'inversify';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import type { HubState, RealtimeHub } from '../../ports/realtime-hub.port';
import { HttpConfig } from '../http/http-config';

const GROUPS = ['background', 'backend'] as const;

/**
 * The user hub at /api/signalr over @microsoft/signalr, with automatic reconnect. The client library loads when
 * the hub first starts (after sign-in), so the first page does not carry it.
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
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
    connection.on('message', (message: unknown) => this.dispatch(message));
    connection.onreconnecting(() => this.announce());
    connection.onreconnected(() => void this.joinGroups(connection).then(() => this.announce()));
    connection.onclose(() => this.announce());
    this.connection = connection;
    this.announce();
    try {
      await connection.start();
      await this.joinGroups(connection);
    } catch (error) {
      // A hub that cannot connect must not break the page; the caller may try again later.
      if (this.connection === connection) this.connection = null;
      console.warn('Real-time hub unavailable', error);
    }
    this.announce();
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
