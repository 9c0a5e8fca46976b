import { useId } from 'react';
import { ModalPanel } from '../../components/modal-panel';
import './form-export.css';

export const PLEASE_WAIT_TITLE = 'Please Wait';
export const PLEASE_WAIT_MESSAGE = 'Generating the file…';

/** Shown while an export is built (forms spec §2 "Please Wait dialog"); it cannot be dismissed. */
export function PleaseWaitDialog({ message = PLEASE_WAIT_MESSAGE }: { message?: string }) {
  const titleId = useId();
  return (
    // Nothing to press and no Escape: the focus rests on the dialog itself and goes back when the file is built.
    <ModalPanel role="alertdialog" labelledBy={titleId} busy>
      <h2 id={titleId}>{PLEASE_WAIT_TITLE}</h2>
      <div className="please-wait">
        <span className="please-wait__spinner" aria-hidden="true" />
        <p role="status">{message}</p>
      </div>
    </ModalPanel>
  );
}
