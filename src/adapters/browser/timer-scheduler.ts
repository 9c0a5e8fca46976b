import { injectable } from 'inversify';
import type { Scheduler } from '../../ports/scheduler.port';

/** setTimeout; long delays are chained because browsers overflow past 2^31-1 ms. */
@injectable()
export class TimerScheduler implements Scheduler {
  after(ms: number, task: () => void): () => void {
    const limit = 2_147_483_647;
    let handle: ReturnType<typeof setTimeout>;
    const arm = (remaining: number) => {
      handle = setTimeout(
        () => (remaining > limit ? arm(remaining - limit) : task()),
        Math.min(remaining, limit),
      );
    };
    arm(Math.max(0, ms));
    return () => clearTimeout(handle);
  }
}
