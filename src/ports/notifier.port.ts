export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Shows short messages (toasts) to the user. */
export interface Notifier {
  show(kind: ToastKind, message: string): void;
}
export const Notifier = Symbol('Notifier');
