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
  if (dialog.kind === 'quota') return <QuotaBody message={dialog.message} />;
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

/**
 * The quota dialog (platform spec §8: "a dialog shows the server message"), with the way out (issue 35): an
 * administrator gets a link to the plans, anyone else is told who can change them.
 */
const QuotaBody = observer(function QuotaBody({ message }: { message: string }) {
  const { user, navigation, dialogs } = useStores();
  const workspaceId = user.user?.workspaceId;
  const plans = workspaceId === undefined ? '' : `/workspace/${workspaceId}/subscription`;
  const close = () => {
    const top = dialogs.top;
    if (top) dialogs.answer(top.id, false);
  };
  return (
    <>
      <p className="dialog__message">{message}</p>
      {plans !== '' && navigation.canOpen(plans) ? (
        <p>
          <Link to={plans} onClick={close}>
            View plans
          </Link>{' '}
          to compare them and change the workspace's plan.
        </p>
      ) : (
        <p>Only a workspace administrator can change the plan.</p>
      )}
    </>
  );
});
