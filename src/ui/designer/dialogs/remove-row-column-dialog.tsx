import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SourceType } from '../../../domain/forms/dialogs/row-column.dto';
import {
  RemoveRowColumnStore,
  type RemoveRowColumnRequest,
} from '../../../stores/designer-dialogs/remove-row-column.store';
import { TextInput } from './controls';
import { RadioGroup } from './check-controls';
import { Modal } from './modal';
import { OperationResult } from './operation-result';
import { ROW_COLUMN_AXES } from './row-column-axes';

export interface RemoveRowColumnDialogProps {
  rowCount: number;
  columnCount: number;
  /** Removes; resolves to the operation's error strings (empty when it went well). */
  onRemove: (request: RemoveRowColumnRequest) => Promise<string[]>;
  onClose: () => void;
}

/** Remove Row or Column: a list of indices and ranges ("1,3-5"). */
export const RemoveRowColumnDialog = observer(function RemoveRowColumnDialog(
  props: RemoveRowColumnDialogProps,
) {
  const { rowCount, columnCount, onRemove, onClose } = props;
  const [store] = useState(() => new RemoveRowColumnStore(rowCount, columnCount));
  useEffect(() => store.countsChanged(rowCount, columnCount), [store, rowCount, columnCount]);
  const plural = store.sourceType === SourceType.Column ? 'columns' : 'rows';
  const footer = (
    <>
      <button
        type="button"
        className="button"
        disabled={!store.valid || store.busy}
        onClick={() => void store.remove(onRemove)}
      >
        Remove
      </button>
      <button type="button" className="button button--plain" onClick={onClose}>
        Close
      </button>
    </>
  );
  return (
    <Modal title="Remove Row or Column" onClose={onClose} footer={footer}>
      <RadioGroup
        label="Remove"
        value={store.sourceType}
        choices={ROW_COLUMN_AXES}
        onChange={store.sourceTypeChanged}
      />
      <TextInput
        label={`Indices of the ${plural} to remove`}
        value={store.indices}
        error={store.visibleErrors}
        hint={`For example 1,3-5 (1 to ${store.sourceType === SourceType.Column ? columnCount : rowCount})`}
        onChange={store.indicesChanged}
        onBlur={store.left}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void store.remove(onRemove);
        }}
      />
      <OperationResult errors={store.operationErrors} status={store.status} />
    </Modal>
  );
});
