import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RequestEvents } from '../../ports/request-events.port';

/** The pending-request counter: "free of requests" at zero. */
@injectable()
export class RequestActivityStore {
  pending = 0;
  private readonly unsubscribe: () => void;

  constructor(@inject(RequestEvents) events: RequestEvents) {
    makeAutoObservable<RequestActivityStore, 'unsubscribe'>(this, { unsubscribe: false }, { autoBind: true });
    this.unsubscribe = events.subscribe({ pendingChanged: (count) => this.setPending(count) });
  }

  dispose(): void {
    this.unsubscribe();
  }

  get freeOfRequests(): boolean {
    return this.pending === 0;
  }

  setPending(count: number): void {
    this.pending = count;
  }
}
