import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import { useStores } from '../app/stores-context';

/**
 * The toasts, portaled to <body> beside the app root and marked to stay live: a toast raised while a modal dialog is
 * open (and the app root inert: see modal-background.ts) is still announced, and its Dismiss button still works.
 */
export const ToastHost = observer(function ToastHost() {
  const { toasts } = useStores();
  return createPortal(
    <div className="toasts" aria-live="polite" data-stays-live>
      {toasts.toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span>{toast.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
});
