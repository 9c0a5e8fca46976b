import type { RealtimeMessage } from '../domain/platform/realtime-events';

/** The real-time user hub at /api/signalr, subscribed to the groups background and backend. */
export interface RealtimeHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Receives every pushed message; returns an unsubscribe function. */
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
  readonly state: HubState;
  /** Reports every change of the connection state; returns an unsubscribe function. */
  watchState(listener: (state: HubState) => void): () => void;
}

export type HubState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';
export const RealtimeHub = Symbol('RealtimeHub');
