import type { RealtimeMessage } from '../domain/platform/realtime-events';

/** The real-time user hub at /api/signalr, subscribed to the groups background and backend. */
export interface RealtimeHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Receives every pushed message; returns an unsubscribe function. */
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
  readonly state: 'disconnected' | 'connecting' | 'connected' | 'reconnecting';
}
export const RealtimeHub = Symbol('RealtimeHub');
