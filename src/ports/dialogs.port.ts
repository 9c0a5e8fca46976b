import type { UnlockRequest } from '../domain/platform/error-catalogue';

/** Modal dialogs the application opens on its own (error catalogue, session time-out, leave prompt). */
export interface Dialogs {
  /** Resolves true when the user confirms. */
  confirm(request: { title: string; message: string; confirmLabel: string; cancelLabel: string }): Promise<boolean>;
  alert(request: { title: string; message: string }): Promise<void>;
  quotaReached(message: string): void;
  unlock(request: UnlockRequest): void;
  /** Closes any open confirm of this kind without an answer (e.g. the session warning after another tab extended it). */
  dismiss(title: string): void;
}
export const Dialogs = Symbol('Dialogs');
