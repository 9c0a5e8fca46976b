import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Notifier, ToastKind } from '../ports/notifier.port';
import { Scheduler } from '../ports/scheduler.port';

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

  constructor(@inject(Scheduler) private readonly scheduler: Scheduler) {
    makeAutoObservable<ToastStore, 'scheduler'>(this, { scheduler: false }, { autoBind: true });
  }

  show(kind: ToastKind, message: string): void {
    const id = this.nextId++;
    this.toasts.push({ id, kind, message });
    this.scheduler.after(VISIBLE_MS[kind], () => this.dismiss(id));
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
