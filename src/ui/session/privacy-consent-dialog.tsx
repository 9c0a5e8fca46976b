import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PrivacyText } from '../../domain/session/privacy-consent';
import { useStores } from '../app/stores-context';
import { ModalPanel } from '../components/modal-panel';

/**
 * The privacy terms confirmation (issue 35; docs/account.md "Privacy consent"): asked once after a member signs in while
 * they have not accepted. It cannot be dismissed: accepting records it, declining signs out. The terms open in a new tab
 * so that the dialog stays.
 */
export const PrivacyConsentDialog = observer(function PrivacyConsentDialog() {
  const { user, privacy } = useStores();
  const navigate = useNavigate();
  useEffect(
    () =>
      reaction(
        () => user.user,
        (current) => void privacy.userChanged(current),
        { fireImmediately: true },
      ),
    [user, privacy],
  );
  if (!privacy.asking) return null;
  const declined = () => {
    privacy.declineClicked();
    navigate('/logout');
  };
  return (
    <ModalPanel labelledBy="privacy-title" role="alertdialog" busy={privacy.busy}>
      <h2 id="privacy-title">{PrivacyText.title}</h2>
      <p className="dialog__message">{PrivacyText.body}</p>
      <p>
        <a href="/privacy" target="_blank" rel="noopener">
          Read the privacy policy (opens in a new tab)
        </a>
        {' · '}
        <a href="/terms" target="_blank" rel="noopener">
          Read the terms (opens in a new tab)
        </a>
      </p>
      <div className="dialog__buttons">
        <button type="button" className="button button--plain" onClick={declined}>
          {PrivacyText.decline}
        </button>
        <button
          type="button"
          className="button"
          data-autofocus
          disabled={privacy.busy}
          onClick={() => void privacy.acceptClicked()}
        >
          {PrivacyText.accept}
        </button>
      </div>
    </ModalPanel>
  );
});
