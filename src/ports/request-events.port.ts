import type { RequestFailure } from '../domain/platform/error-catalogue';

export interface RequestEventListener {
  /** A call answered with success: the server has seen the user (its session slides). */
  succeeded(path: string): void;
  failed(failure: RequestFailure, path: string): void;
  warned(message: string): void;
  pendingChanged(count: number): void;
}

/**
 * What the HTTP transport reports to the rest of the application: failures for the error catalogue,
 * IsWarning responses, and the pending-request count ("free of requests" at zero).
 */
export interface RequestEvents extends RequestEventListener {
  subscribe(listener: Partial<RequestEventListener>): () => void;
}
export const RequestEvents = Symbol('RequestEvents');
