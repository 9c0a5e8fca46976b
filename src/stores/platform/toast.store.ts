import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Notifier, ToastKind } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const VISIBLE_MS: Record<ToastKind, number> = { success: 5000, info: 5000, warning: 8000, error: 8000 };

/** The toasts on screen. */
@injectable()
export class ToastStore implements Notifier {
  toasts: Toast[] = [];
  private nextId = 1;
  /** Each toast's timer, to cancel when the same message is shown again. */
  private readonly timers = new Map<number, () => void>();

  constructor(@inject(Scheduler) private readonly scheduler: Scheduler) {
    makeAutoObservable<ToastStore, 'scheduler' | 'timers'>(
      this,
      { scheduler: false, timers: false },
      { autoBind: true },
    );
  }

  /**
   * Shows a message. The same message while it is on screen is not shown twice (two calls failing alike, a page
   * and its route loading the same missing record): it stays, for its full time again.
   */
  show(kind: ToastKind, message: string): void {
    const same = this.toasts.find((toast) => toast.kind === kind && toast.message === message);
    const id = same?.id ?? this.nextId++;
    if (!same) this.toasts.push({ id, kind, message });
    this.timers.get(id)?.();
    this.timers.set(
      id,
      this.scheduler.after(VISIBLE_MS[kind], () => this.dismiss(id)),
    );
  }

  dismiss(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
