import type { UnlockRequest } from '../domain/platform/error-catalogue';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * The button that has the focus when the dialog opens, the least destructive choice (Enter presses it): the cancel
   * button unless said otherwise (a deletion is never one Enter away); 'confirm' where confirming is the safe answer
   * (stay signed in, restore a draft).
   */
  focus?: 'cancel' | 'confirm';
}

/** Modal dialogs the application opens on its own (error catalogue, session time-out, leave prompt). */
export interface Dialogs {
  /** Resolves true when the user confirms. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  alert(request: { title: string; message: string }): Promise<void>;
  quotaReached(message: string): void;
  unlock(request: UnlockRequest): void;
  /** Closes any open confirm of this kind without an answer (e.g. the session warning after another tab extended it). */
  dismiss(title: string): void;
}
export const Dialogs = Symbol('Dialogs');
