import { inject, injectable } from 'inversify';
import { RESET_WARNING_MS } from '../../domain/sharing/sharing-rules';
import { durationText, resetSchedule } from '../../domain/sharing/shared-form-timing';
import { Clock } from '../../ports/clock.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';

export const RESET_WARNING = `This page will return to its start in ${durationText(RESET_WARNING_MS)}. Entries you have not saved will be lost: save them now.`;

/**
 * The shared form page reloads to its start state 4 hours (14,400,000 ms) after it was opened (spec §4, §9); a few
 * minutes before, when entries are unsaved, it warns (ours: 5 minutes). The reload also drops the token.
 */
@injectable()
export class SharedFormLifetime {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  /** Starts the page's clock; `unsaved` says whether entries would be lost, `beforeReset` runs just before the reload. */
  start(openedAt: number, unsaved: () => boolean, beforeReset: () => void, warned: () => void): () => void {
    const { warnAt, resetAt } = resetSchedule(openedAt);
    const now = this.clock.now();
    const cancelWarning = this.scheduler.after(Math.max(0, warnAt - now), () => {
      if (!unsaved()) return;
      this.notifier.show('warning', RESET_WARNING);
      warned();
    });
    const cancelReset = this.scheduler.after(Math.max(0, resetAt - now), () => {
      beforeReset();
      this.navigator.reload();
    });
    return () => {
      cancelWarning();
      cancelReset();
    };
  }
}
