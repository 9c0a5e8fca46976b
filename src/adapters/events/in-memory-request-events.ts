import { injectable } from 'inversify';
import type { RequestFailure } from '../../domain/platform/error-catalogue';
import type { RequestEventListener, RequestEvents } from '../../ports/request-events.port';

/** Fans the transport's events out to every subscriber, synchronously. */
@injectable()
export class InMemoryRequestEvents implements RequestEvents {
  private readonly listeners = new Set<Partial<RequestEventListener>>();

  subscribe(listener: Partial<RequestEventListener>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  succeeded(path: string): void {
    for (const listener of this.listeners) listener.succeeded?.(path);
  }

  failed(failure: RequestFailure, path: string): void {
    for (const listener of this.listeners) listener.failed?.(failure, path);
  }

  warned(message: string): void {
    for (const listener of this.listeners) listener.warned?.(message);
  }

  pendingChanged(count: number): void {
    for (const listener of this.listeners) listener.pendingChanged?.(count);
  }
}
