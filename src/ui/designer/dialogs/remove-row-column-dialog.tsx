import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SourceType } from '../../../domain/forms/dialogs/row-column.dto';
import {
  RemoveRowColumnStore,
  type RemoveRowColumnRequest,
} from '../../../stores/designer-dialogs/remove-row-column.store';
import { TextInput } from './controls';
import { RowColumnDialogFrame } from './row-column-dialog-frame';

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
  return (
    <RowColumnDialogFrame
      action="Remove"
      store={store}
      onAction={() => void store.remove(onRemove)}
      onClose={onClose}
    >
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
    </RowColumnDialogFrame>
  );
});
