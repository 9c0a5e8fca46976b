import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RequestEvents } from '../ports/request-events.port';

/** The pending-request counter: "free of requests" at zero. */
@injectable()
export class RequestActivityStore {
  pending = 0;

  constructor(@inject(RequestEvents) events: RequestEvents) {
    makeAutoObservable(this, {}, { autoBind: true });
    events.subscribe({ pendingChanged: (count) => this.setPending(count) });
  }

  get freeOfRequests(): boolean {
    return this.pending === 0;
  }

  setPending(count: number): void {
    this.pending = count;
  }
}
