import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { UnlockRequest } from '../../domain/platform/error-catalogue';
import type { ConfirmRequest, Dialogs } from '../../ports/dialogs.port';

export type OpenDialog =
  | ({ id: number; kind: 'confirm' } & ConfirmRequest)
  | { id: number; kind: 'alert'; title: string; message: string }
  | { id: number; kind: 'quota'; title: string; message: string }
  | { id: number; kind: 'unlock'; title: string; unlock: UnlockRequest };

/** The modal dialogs the application opened, newest last; the views render the last one. */
@injectable()
export class DialogStore implements Dialogs {
  open: OpenDialog[] = [];
  private nextId = 1;
  private readonly answers = new Map<number, (value: boolean) => void>();

  constructor() {
    makeAutoObservable<DialogStore, 'answers' | 'nextId'>(
      this,
      { answers: false, nextId: false },
      { autoBind: true },
    );
  }

  get top(): OpenDialog | null {
    return this.open.length > 0 ? this.open[this.open.length - 1] : null;
  }

  confirm(request: ConfirmRequest): Promise<boolean> {
    const id = this.nextId++;
    this.open.push({ id, kind: 'confirm', ...request });
    return new Promise((resolve) => this.answers.set(id, resolve));
  }

  alert(request: { title: string; message: string }): Promise<void> {
    const id = this.nextId++;
    this.open.push({ id, kind: 'alert', ...request });
    return new Promise((resolve) => this.answers.set(id, () => resolve()));
  }

  quotaReached(message: string): void {
    this.open.push({ id: this.nextId++, kind: 'quota', title: 'Quota reached', message });
  }

  unlock(unlock: UnlockRequest): void {
    this.open.push({ id: this.nextId++, kind: 'unlock', title: 'Workspace locked', unlock });
  }

  dismiss(title: string): void {
    for (const dialog of this.open.filter((entry) => entry.title === title)) this.answer(dialog.id, false);
  }

  /** The user answered (true: confirmed) or closed the dialog. */
  answer(id: number, value: boolean): void {
    this.open = this.open.filter((dialog) => dialog.id !== id);
    const resolve = this.answers.get(id);
    this.answers.delete(id);
    resolve?.(value);
  }
}
