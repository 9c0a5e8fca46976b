import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { OpenDialog } from '../../stores/platform/dialog.store';
import { useStores } from '../app/stores-context';
import { ModalPanel } from './modal-panel';

/**
 * Renders the newest dialog the application opened (a new dialog is a new mount: its own focus and opener), with the
 * modal pattern's keyboard (ModalPanel): a confirmation opens on its cancel button, the least destructive choice, so
 * Enter does not confirm a deletion unasked (unless the request says confirming is the safe answer); Escape closes
 * it without confirming.
 */
export const DialogHost = observer(function DialogHost() {
  const { dialogs } = useStores();
  const dialog = dialogs.top;
  if (!dialog) return null;
  const close = (value: boolean) => dialogs.answer(dialog.id, value);
  return (
    <ModalPanel key={dialog.id} labelledBy={`dialog-${dialog.id}`} onClose={() => close(false)}>
      <h2 id={`dialog-${dialog.id}`}>{dialog.title}</h2>
      <DialogBody dialog={dialog} />
      <div className="dialog__buttons">
        {dialog.kind === 'confirm' ? (
          <>
            <button
              type="button"
              className="button button--plain"
              data-autofocus={dialog.focus !== 'confirm' || undefined}
              onClick={() => close(false)}
            >
              {dialog.cancelLabel}
            </button>
            <button
              type="button"
              className="button"
              data-autofocus={dialog.focus === 'confirm' || undefined}
              onClick={() => close(true)}
            >
              {dialog.confirmLabel}
            </button>
          </>
        ) : (
          <button type="button" className="button" data-autofocus onClick={() => close(true)}>
            OK
          </button>
        )}
      </div>
    </ModalPanel>
  );
});

function DialogBody({ dialog }: { dialog: OpenDialog }) {
  if (dialog.kind !== 'unlock') return <p className="dialog__message">{dialog.message}</p>;
  const { unlock } = dialog;
  const name = unlock.workspaceName || 'This workspace';
  return unlock.isAdmin ? (
    <p>
      {name} is locked. Review the subscription to unlock it:{' '}
      <Link to={`/workspace/${unlock.workspaceId ?? 0}/billing`}>open billing</Link>.
    </p>
  ) : (
    <p>{name} is locked. Please contact your workspace administrator to unlock it.</p>
  );
}
