import { TOAST_DELAY_MS } from '../../domain/platform/error-catalogue';
import type { Notifier, ToastKind } from '../../ports/notifier.port';
import type { Scheduler } from '../../ports/scheduler.port';

/** Error and warning messages appear as toasts delayed by 10 ms (platform spec §8). */
export function toastLater(scheduler: Scheduler, notifier: Notifier, kind: ToastKind, message: string): void {
  scheduler.after(TOAST_DELAY_MS, () => notifier.show(kind, message));
}
