import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { inject, injectable } from 'inversify';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import type { RealtimeHub } from '../../ports/realtime-hub.port';
import { HttpConfig } from '../http/http-config';

const GROUPS = ['background', 'backend'] as const;

/** The user hub at /api/signalr over @microsoft/signalr, with automatic reconnect. */
@injectable()
export class SignalRRealtimeHub implements RealtimeHub {
  private connection: HubConnection | null = null;
  private readonly listeners = new Set<(message: RealtimeMessage) => void>();

  constructor(@inject(HttpConfig) private readonly config: HttpConfig) {}

  get state(): RealtimeHub['state'] {
    switch (this.connection?.state) {
      case HubConnectionState.Connected:
        return 'connected';
      case HubConnectionState.Connecting:
        return 'connecting';
      case HubConnectionState.Reconnecting:
        return 'reconnecting';
      default:
        return 'disconnected';
    }
  }

  async start(): Promise<void> {
    if (this.connection) return;
    const connection = new HubConnectionBuilder()
      .withUrl(`${this.config.baseUrl}/api/signalr`, {
        transport: HttpTransportType.WebSockets,
        withCredentials: true,
        headers: this.config.extraHeaders?.(),
      })
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
    connection.on('message', (message: unknown) => this.dispatch(message));
    connection.onreconnected(() => void this.joinGroups(connection));
    this.connection = connection;
    try {
      await connection.start();
      await this.joinGroups(connection);
    } catch (error) {
      // A hub that cannot connect must not break the page; the caller may try again later.
      this.connection = null;
      console.warn('Real-time hub unavailable', error);
    }
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    await connection?.stop();
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
