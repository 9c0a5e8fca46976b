import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SourceTypeId } from '../../../domain/forms/dialogs/row-column.dto';
import { RadioGroup } from './check-controls';
import { Modal } from './modal';
import { OperationResult } from './operation-result';
import { ROW_COLUMN_AXES } from './row-column-axes';

/** What the frame reads of a row-or-column dialog's store (DuplicateRowColumnStore, RemoveRowColumnStore). */
export interface RowColumnDialogState {
  sourceType: SourceTypeId;
  sourceTypeChanged(type: SourceTypeId): void;
  valid: boolean;
  busy: boolean;
  operationErrors: readonly string[];
  status: string | null;
}

/**
 * The frame of the Duplicate and Remove Row or Column dialogs: the title, the Row / Column choice under the action's
 * name, the dialog's own inputs (children), the operation's errors and status, and the action and Close buttons.
 */
export const RowColumnDialogFrame = observer(function RowColumnDialogFrame({
  action,
  store,
  onAction,
  onClose,
  children,
}: {
  action: 'Duplicate' | 'Remove';
  store: RowColumnDialogState;
  onAction: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const footer = (
    <>
      <button type="button" className="button" disabled={!store.valid || store.busy} onClick={onAction}>
        {action}
      </button>
      <button type="button" className="button button--plain" onClick={onClose}>
        Close
      </button>
    </>
  );
  return (
    <Modal title={`${action} Row or Column`} onClose={onClose} footer={footer}>
      <RadioGroup
        label={action}
        value={store.sourceType}
        choices={ROW_COLUMN_AXES}
        onChange={store.sourceTypeChanged}
      />
      {children}
      <OperationResult errors={store.operationErrors} status={store.status} />
    </Modal>
  );
});
