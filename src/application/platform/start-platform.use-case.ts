import { inject, injectable } from 'inversify';
import { SIGNED_OUT_FOR_INACTIVITY } from '../../domain/session/session-record';
import { RequestEvents } from '../../ports/request-events.port';
import { SessionTimeout } from '../session/session-timeout.use-case';
import { SignOut } from '../session/sign-out.use-case';
import { HandleRealtimeEvent } from './handle-realtime-event.use-case';
import { HandleRequestOutcome } from './handle-request-outcome.use-case';
import { UnsavedChanges } from './track-unsaved-changes.use-case';

/** Wires the platform's standing reactions once, when the application boots. */
@injectable()
export class StartPlatform {
  constructor(
    @inject(HandleRequestOutcome) private readonly requestOutcome: HandleRequestOutcome,
    @inject(HandleRealtimeEvent) private readonly realtime: HandleRealtimeEvent,
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(RequestEvents) private readonly requests: RequestEvents,
  ) {}

  run(): () => void {
    const stops = [
      this.requestOutcome.start(),
      this.realtime.start(),
      this.unsaved.start(),
      this.requests.subscribe({ succeeded: () => this.session.touch() }),
      this.session.onEnd(
        (reason) => void this.signOut.run(reason === 'expired' ? { warning: SIGNED_OUT_FOR_INACTIVITY } : {}),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
