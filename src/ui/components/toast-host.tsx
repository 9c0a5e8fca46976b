import { observer } from 'mobx-react-lite';
import { useStores } from '../app/stores-context';

export const ToastHost = observer(function ToastHost() {
  const { toasts } = useStores();
  return (
    <div className="toasts" aria-live="polite">
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
    </div>
  );
});
