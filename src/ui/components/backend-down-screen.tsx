import { observer } from 'mobx-react-lite';
import {
  BACKEND_DOWN_TEXT,
  BACKEND_DOWN_TITLE,
  BACKEND_RETRY_LABEL,
  BACKEND_RETRYING_LABEL,
} from '../../domain/platform/backend-reachability';
import { useStores } from '../app/stores-context';

/** Shown instead of any page when the backend did not answer at start: says so, and offers to try again. */
export const BackendDownScreen = observer(function BackendDownScreen() {
  const { session } = useStores();
  const retryClicked = () => void session.retry();
  return (
    <main className="error-page" aria-labelledby="backend-down-title">
      <h1 id="backend-down-title">{BACKEND_DOWN_TITLE}</h1>
      <p role="alert">{BACKEND_DOWN_TEXT}</p>
      <button type="button" className="button" onClick={retryClicked} disabled={session.loading}>
        {session.loading ? BACKEND_RETRYING_LABEL : BACKEND_RETRY_LABEL}
      </button>
    </main>
  );
});
