import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OpenDialog } from '../../stores/dialog.store';
import { useStores } from '../app/stores-context';

/** Renders the newest dialog the application opened; Escape closes it without confirming. */
export const DialogHost = observer(function DialogHost() {
  const { dialogs } = useStores();
  const dialog = dialogs.top;
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    primary.current?.focus();
  }, [dialog?.id]);

  if (!dialog) return null;
  const close = (value: boolean) => dialogs.answer(dialog.id, value);
  return (
    <div className="backdrop" onKeyDown={(event) => event.key === 'Escape' && close(false)}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={`dialog-${dialog.id}`}>
        <h2 id={`dialog-${dialog.id}`}>{dialog.title}</h2>
        <DialogBody dialog={dialog} />
        <div className="dialog__buttons">
          {dialog.kind === 'confirm' ? (
            <>
              <button type="button" className="button button--plain" onClick={() => close(false)}>
                {dialog.cancelLabel}
              </button>
              <button type="button" className="button" ref={primary} onClick={() => close(true)}>
                {dialog.confirmLabel}
              </button>
            </>
          ) : (
            <button type="button" className="button" ref={primary} onClick={() => close(true)}>
              OK
            </button>
          )}
        </div>
      </div>
    </div>
  );
});

function DialogBody({ dialog }: { dialog: OpenDialog }) {
  if (dialog.kind !== 'unlock') return <p>{dialog.message}</p>;
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
